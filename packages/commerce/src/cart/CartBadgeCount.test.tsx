import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryApiClient, DEMO_UIDS } from '@shelfmark/api-client/testing';
import { renderWithProviders } from '../../../../test/render';
import { demoProduct, fillCart } from './cart.fixtures';
import { CartBadgeCount } from './CartBadgeCount';
import { cartLinkLabel } from './cartLinkLabel';

describe('CartBadgeCount', () => {
  it('HDR-02 shows the signed-in user’s unit count, capped at 9+', async () => {
    const client = createMemoryApiClient({ user: DEMO_UIDS.buyer });
    await fillCart(client, [{ product: demoProduct('The Quiet Archive'), quantity: 12 }]);
    const { container } = renderWithProviders(
      <a href="/cart">
        <span className="sm-visually-hidden">{cartLinkLabel(12)}</span>
        <CartBadgeCount />
      </a>,
      { client },
    );
    await waitFor(() => expect(container.querySelector('.sm-cart-badge')).toHaveTextContent('9+'));
    expect(screen.getByRole('link', { name: 'Cart, 12 items' })).toBeInTheDocument();
  });

  it('shows a given count and nothing for an empty cart', () => {
    const { container, rerender } = renderWithProviders(<CartBadgeCount count={3} />);
    expect(container).toHaveTextContent('3');
    rerender(<CartBadgeCount count={0} />);
    expect(container).toBeEmptyDOMElement();
  });
});
