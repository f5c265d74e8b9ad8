import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryApiClient, DEMO_UIDS } from '@shelfmark/api-client/testing';
import { renderWithProviders } from '../../../../test/render';
import { ProfilePage } from './ProfilePage';

const facts = (section: HTMLElement) =>
  Object.fromEntries(
    within(section)
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  );

describe('ProfilePage', () => {
  it('PROF-01 shows contact information, the customer number and default addresses, with a dash for each missing value', async () => {
    const client = createMemoryApiClient({ user: DEMO_UIDS.buyer });
    const user = client.__memory.state.users.get(DEMO_UIDS.buyer)!;
    const accounts = await client.users.accounts({ userId: DEMO_UIDS.buyer });
    renderWithProviders(<ProfilePage />, { client });

    const contact = await screen.findByRole('region', { name: 'Contact Information' });
    expect(facts(contact)).toEqual({
      'First Name': user.firstName,
      'Last Name': user.lastName,
      'Job Title': user.title ?? '-',
      'Email Address': user.email,
      'Department Name': user.departmentName ?? '-',
      'Work Phone': user.workPhone ?? '-',
      'Mobile Phone': user.defaultAddress?.cellphone ?? '-',
      'Store Name': user.storeName ?? '-',
    });
    expect(facts(contact)['Store Name']).toBe('-');
    expect(screen.getByRole('region', { name: 'Registered Customer Number' })).toHaveTextContent(
      user.defaultShipToAccount!,
    );
    const shipping = accounts.customerDefaultShipToAccount!.addresses[0]!;
    expect(facts(screen.getByRole('region', { name: 'Default Shipping Address' }))).toEqual({
      'Address Line 1': shipping.line1,
      'Address Line 2': shipping.line2 || '-',
      City: shipping.town,
      'State / Province': shipping.region?.name ?? shipping.region?.isocode ?? '-',
      'Postal Code': shipping.postalCode,
    });
    expect(screen.getByRole('region', { name: 'Default Billing Address' })).toBeInTheDocument();
  });

  it('PROF-01 opens Account Help in a new tab, and shows CHANGE PASSWORD only when its link is configured', async () => {
    const { unmount } = renderWithProviders(<ProfilePage />, {
      user: DEMO_UIDS.buyer,
      site: { accountHelpUrl: '/help/account', changePasswordUrl: null },
    });
    const help = await screen.findByRole('link', { name: /^Account Help/ });
    expect(help).toHaveAttribute('href', '/help/account');
    expect(help).toHaveAttribute('target', '_blank');
    expect(help).toHaveAccessibleName('Account Help (opens in a new tab)');
    expect(screen.queryByRole('link', { name: /CHANGE PASSWORD/ })).not.toBeInTheDocument();
    unmount();

    renderWithProviders(<ProfilePage labels={{ changePassword: 'Change your password' }} />, {
      user: DEMO_UIDS.buyer,
      site: { changePasswordUrl: 'https://id.example.test/password' },
    });
    const change = await screen.findByRole('link', { name: /^Change your password/ });
    expect(change).toHaveAttribute('href', 'https://id.example.test/password');
    expect(change).toHaveAttribute('target', '_blank');
  });

  it('PROF-01 shows a dash for every address line when the user has no default addresses', async () => {
    const client = createMemoryApiClient({ user: DEMO_UIDS.buyer });
    const accounts = client.__memory.state.accounts.get(DEMO_UIDS.buyer)!;
    accounts.customerDefaultShipToAccount = null;
    accounts.customerDefaultBillToAccount = null;
    renderWithProviders(<ProfilePage />, { client });
    const billing = await screen.findByRole('region', { name: 'Default Billing Address' });
    expect(Object.values(facts(billing))).toEqual(['-', '-', '-', '-', '-']);
  });

  it('PROF-01 asks a visitor to sign in, and says so when the profile cannot be loaded', async () => {
    const { unmount } = renderWithProviders(<ProfilePage />);
    expect(await screen.findByText('Sign in to see your profile.')).toBeInTheDocument();
    unmount();
    const client = createMemoryApiClient({ user: DEMO_UIDS.buyer });
    client.users.profile = () => Promise.reject(new Error('offline'));
    renderWithProviders(<ProfilePage />, { client });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your profile could not be loaded. Please try again later.',
    );
  });
});
