import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { MyOrders } from '../orders/MyOrders';
import { MyOrdersSignedOut } from './MyOrdersSignedOut';
import { MyQuotes } from './MyQuotes';

describe('the signed-out My Orders section', () => {
  it('ORD-01 says what signing in shows and links to sign in, back to the page', () => {
    renderWithProviders(<MyOrdersSignedOut className="sm-orders" returnTo="/my-orders?page=2" />);
    expect(screen.getByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
    expect(screen.getByText(/Sign in to see your orders\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/api/auth/login?return=${encodeURIComponent('/my-orders?page=2')}`,
    );
  });

  it("a host's texts replace the English defaults", () => {
    renderWithProviders(
      <MyOrdersSignedOut
        className="sm-quotes"
        returnTo="/my-orders/quotes"
        labels={{ title: 'Angebote', signedOut: 'Bitte anmelden.', signIn: 'Anmelden' }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Angebote' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anmelden' })).toBeInTheDocument();
  });

  it('My Orders and My Orders → Quotes show it to a visitor, each with its own title, message and way back', async () => {
    const { unmount } = renderWithProviders(<MyOrders />, { user: null, route: '/my-orders' });
    expect(await screen.findByText('Sign in to see your orders.', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/api/auth/login?return=%2Fmy-orders',
    );
    unmount();
    renderWithProviders(<MyQuotes labels={{ signIn: 'Log in' }} />, { user: null, route: '/my-orders/quotes' });
    expect(await screen.findByText('Sign in to see your quotes.', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Quotes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/api/auth/login?return=%2Fmy-orders%2Fquotes',
    );
  });
});
