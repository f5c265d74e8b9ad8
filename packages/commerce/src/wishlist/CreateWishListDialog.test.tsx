import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_UIDS } from '@shelfmark/api-client/testing';
import { renderWithProviders } from '../../../../test/render';
import { WishListPage } from './WishListPage';

async function openFromThePage() {
  const { user } = renderWithProviders(<WishListPage />, { user: DEMO_UIDS.buyer });
  const button = await screen.findByRole('button', { name: 'Create wish list' });
  button.focus();
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'Create wish list' });
  return { user, dialog, button };
}

describe('WISH-02 the create dialog gives focus back', () => {
  it('WISH-02 after a list is created, focus is back on Create wish list', async () => {
    const { user, dialog, button } = await openFromThePage();
    await user.type(within(dialog).getByRole('textbox', { name: 'Wish list name' }), 'Autumn display{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Wish list created successfully')).toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('WISH-02 after Escape, focus is back on Create wish list', async () => {
    const { user, button } = await openFromThePage();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });
});
