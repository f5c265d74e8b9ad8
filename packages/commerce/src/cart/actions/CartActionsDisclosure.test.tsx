import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CartActionsDisclosure } from './CartActionsDisclosure';

const actions = (
  <>
    <button type="button">Clear cart</button>
    <button type="button">Save as wish list</button>
  </>
);

describe('CartActionsDisclosure', () => {
  it('on a desk the actions show in a row, with no disclosure button', () => {
    render(<CartActionsDisclosure>{actions}</CartActionsDisclosure>);
    expect(screen.getByRole('button', { name: 'Clear cart' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cart actions' })).toBeNull();
  });

  it('on a phone "Cart actions" (its English default) shows them; Escape in them closes them and focus returns', async () => {
    const user = userEvent.setup();
    render(<CartActionsDisclosure collapsed>{actions}</CartActionsDisclosure>);
    const toggle = screen.getByRole('button', { name: 'Cart actions' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Clear cart' })).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Clear cart' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it("a host's text names the button", () => {
    render(
      <CartActionsDisclosure collapsed label="Aktionen">
        {actions}
      </CartActionsDisclosure>,
    );
    expect(screen.getByRole('button', { name: 'Aktionen' })).toBeInTheDocument();
  });
});
