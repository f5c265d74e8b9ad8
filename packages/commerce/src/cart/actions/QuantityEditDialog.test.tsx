import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryApiClient, DEMO_UIDS } from '@shelfmark/api-client/testing';
import { renderWithProviders } from '../../../../../test/render';
import { demoProduct, fillCart } from '../cart.fixtures';
import { CartPage } from '../CartPage';

const almanac = demoProduct("The Lighthouse Keeper's Almanac");
const buttonName = "Change quantity of The Lighthouse Keeper's Almanac";

async function openFromTheLine() {
  const client = createMemoryApiClient({ user: DEMO_UIDS.buyer });
  await fillCart(client, [{ product: almanac, quantity: 2 }]);
  const { user } = renderWithProviders(<CartPage />, { client });
  const button = await screen.findByRole('button', { name: buttonName });
  button.focus();
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'Change quantity' });
  return { user, dialog };
}

describe('CART-08 the quantity dialog gives focus back', () => {
  it('CART-08 after a change sent with Enter, focus is back on the line’s quantity button', async () => {
    const { user, dialog } = await openFromTheLine();
    const input = within(dialog).getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(input);
    await user.type(input, '3{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: buttonName })).toHaveFocus());
  });

  it('CART-08 after Escape, focus is back on the line’s quantity button', async () => {
    const { user } = await openFromTheLine();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: buttonName })).toHaveFocus();
  });
});
