import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@shelfmark/api-client';
import {
  buildAccounts,
  buildAddress,
  buildShipToAccount,
  createMemoryApiClient,
  demoSeed,
  DEMO_UIDS,
} from '@shelfmark/api-client/testing';
import { renderWithProviders } from '../../../../test/render';
import { AccountCard } from './AccountCard';
import { brandTargets } from './brandTargets';
import { createSiteConfig } from '@shelfmark/forms/site';

const B = DEMO_UIDS.buyer;

/** The buyer with `count` active branch accounts under one parent, the first one current. */
function buyerWithBranches(count: number) {
  const seed = demoSeed();
  const branches = Array.from({ length: count }, (_, i) =>
    buildShipToAccount({
      accountNumber: String(500100 + i),
      name: `Branch ${String.fromCharCode(65 + i)} Library`,
      addresses: [
        buildAddress({
          line1: `${i + 1} Elm Street`,
          town: i % 2 ? 'Springfield' : 'Riverton',
          postalCode: `0${1000 + i}`,
        }),
      ],
      parentOrgUnit: { uid: '500000', intermediateUnit: false },
    }),
  );
  const parent = buildShipToAccount({ accountNumber: '500000', name: 'Head Office' });
  seed.accounts[B] = buildAccounts({ shipTo: [parent, ...branches], current: branches[0]!.accountNumber });
  return seed;
}

describe('CART-02 account card', () => {
  it('CART-02 shows the shipping and billing addresses and offers Change account when several accounts are eligible', async () => {
    renderWithProviders(<AccountCard />, { user: B });
    const card = await screen.findByRole('region', { name: 'Account information' });
    expect(await within(card).findByText('Shipping address')).toBeInTheDocument();
    expect(card).toHaveTextContent('Riverside Library — North Branch (100101)');
    expect(card).toHaveTextContent('Billing address');
    expect(card).toHaveTextContent('Riverside Public Library System (100100)');
    expect(within(card).getByRole('button', { name: 'Change account' })).toBeEnabled();
  });

  it("CART-02 offers a federated log out instead when only one account is eligible, to the brand's target", async () => {
    renderWithProviders(<AccountCard />, { user: DEMO_UIDS.inquiry });
    expect(await screen.findByRole('link', { name: 'Log out' })).toHaveAttribute(
      'href',
      '/api/auth/federated-logout?return=%2F',
    );
    expect(screen.queryByRole('button', { name: 'Change account' })).not.toBeInTheDocument();
  });

  it('CART-01 CART-02 the first brand continues and logs out to home, the second brand to its catalogue search', () => {
    expect(brandTargets(createSiteConfig('shelfmark'))).toEqual({ continueShopping: '/', logout: '/' });
    expect(brandTargets(createSiteConfig('thorndike'))).toEqual({ continueShopping: '/search', logout: '/search' });
  });
});

describe('ACCT-01 change-account modal', () => {
  it('ACCT-01 lists active ship-to accounts only, hides a parent that is not current, and preselects the current one', async () => {
    const { user } = renderWithProviders(<AccountCard />, { user: B });
    await user.click(await screen.findByRole('button', { name: 'Change account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change account' });
    const names = within(dialog)
      .getAllByRole('radio')
      .map((r) => r.getAttribute('aria-label'));
    expect(names).toEqual([
      'Choose Riverside Library — North Branch',
      'Choose Riverside Library — Harbour Branch',
      'Choose Riverside Schools Consortium',
    ]);
    expect(within(dialog).getByRole('radio', { name: 'Choose Riverside Library — North Branch' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Change account' })).toBeDisabled();
    expect(dialog).not.toHaveTextContent('Closed Annex');
    expect(dialog).not.toHaveTextContent('no longer listed');
  });

  it('ACCT-01 searches name, postal code and account number case-insensitively; an empty term resets', async () => {
    const { user } = renderWithProviders(<AccountCard />, { user: B, seed: buyerWithBranches(7) });
    await user.click(await screen.findByRole('button', { name: 'Change account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change account' });
    const search = within(dialog).getByRole('searchbox', { name: 'Search accounts' });
    const shown = () =>
      within(dialog)
        .queryAllByRole('radio')
        .map((r) => r.getAttribute('aria-label')!.replace('Choose ', ''));

    expect(shown()).toHaveLength(5);
    await user.click(within(dialog).getByRole('button', { name: 'Page 2' }));
    expect(shown()).toEqual(['Branch F Library', 'Branch G Library']);

    await user.type(search, 'branch c');
    expect(shown()).toEqual(['Branch C Library']);
    await user.clear(search);
    await user.type(search, '01003');
    expect(shown()).toEqual(['Branch D Library']);
    await user.clear(search);
    await user.type(search, '500105');
    expect(shown()).toEqual(['Branch F Library']);
    await user.clear(search);
    await user.type(search, 'SPRINGFIELD');
    expect(shown()).toEqual(['Branch B Library', 'Branch D Library', 'Branch F Library']);
    await user.clear(search);
    await user.type(search, 'nowhere');
    expect(within(dialog).getByText('No accounts match your search.')).toBeInTheDocument();
    await user.clear(search);
    expect(shown()).toHaveLength(5);
  });

  it('ACCT-01 warns that a parent account is hidden once left', async () => {
    const seed = buyerWithBranches(2);
    seed.accounts[B]!.shipToAccount = seed.accounts[B]!.shipToAccounts[0]!;
    const { user } = renderWithProviders(<AccountCard />, { user: B, seed });
    await user.click(await screen.findByRole('button', { name: 'Change account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change account' });
    expect(dialog).toHaveTextContent(
      'You are ordering for a parent account: once you switch away from it, it is no longer listed here.',
    );
    expect(within(dialog).getByRole('radio', { name: 'Choose Head Office' })).toBeChecked();
  });
});

describe('ACCT-02 switching the ship-to account', () => {
  it('ACCT-02 patches the account, refreshes the accounts, recalculates the cart and says so', async () => {
    const client = createMemoryApiClient({ user: B });
    const calls: string[] = [];
    const { changeAccount, recalculate } = client.carts;
    client.carts.changeAccount = (body) => {
      calls.push(`PATCH ${body.shipToAccountNumber}`);
      return changeAccount(body);
    };
    client.carts.recalculate = (body) => {
      calls.push('recalculate');
      return recalculate(body);
    };
    const { user } = renderWithProviders(<AccountCard />, { client });
    await user.click(await screen.findByRole('button', { name: 'Change account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change account' });
    await user.click(within(dialog).getByRole('radio', { name: 'Choose Riverside Library — Harbour Branch' }));
    await user.click(within(dialog).getByRole('button', { name: 'Change account' }));

    expect(await screen.findByText('Your account information was successfully updated')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toEqual(['PATCH 100102', 'recalculate']);
    const card = screen.getByRole('region', { name: 'Account information' });
    expect(await within(card).findByText(/Riverside Library — Harbour Branch/)).toBeInTheDocument();
    expect((await client.users.accounts({ userId: B })).shipToAccount?.accountNumber).toBe('100102');
  });

  it('ACCT-02 closes silently when the update fails, and nothing changes', async () => {
    const client = createMemoryApiClient({ user: B });
    client.carts.changeAccount = async () => {
      throw new ApiError({ status: 503, code: 'INTERNAL', message: 'Accounts are down.' });
    };
    const { user } = renderWithProviders(<AccountCard />, { client });
    await user.click(await screen.findByRole('button', { name: 'Change account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change account' });
    await user.click(within(dialog).getByRole('radio', { name: 'Choose Riverside Schools Consortium' }));
    await user.click(within(dialog).getByRole('button', { name: 'Change account' }));
    await screen.findByRole('button', { name: 'Change account' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Your account information was successfully updated')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect((await client.users.accounts({ userId: B })).shipToAccount?.accountNumber).toBe('100101');
  });

  it('ACCT-02 disables submit while the switch is on its way', async () => {
    const client = createMemoryApiClient({ user: B });
    let release: () => void = () => {};
    const real = client.carts.changeAccount;
    client.carts.changeAccount = async (body) => {
      await new Promise<void>((r) => {
        release = r;
      });
      return real(body);
    };
    const { user } = renderWithProviders(<AccountCard />, { client });
    await user.click(await screen.findByRole('button', { name: 'Change account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change account' });
    await user.click(within(dialog).getByRole('radio', { name: 'Choose Riverside Schools Consortium' }));
    await user.click(within(dialog).getByRole('button', { name: 'Change account' }));
    expect(await within(dialog).findByRole('button', { name: 'Updating…' })).toBeDisabled();
    release();
    expect(await screen.findByText('Your account information was successfully updated')).toBeInTheDocument();
  });
});
