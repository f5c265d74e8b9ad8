import type { AccountsResponse, Address, ShipToAccount } from '@shelfmark/api-client';

/**
 * The ship-to accounts a user may switch to (ACCT-01, spec 000 §5-6): active ones only; an account that is the parent
 * unit of others is listed only while it is the current one, so switching away from a parent hides it afterwards.
 */
export function eligibleShipToAccounts(response: AccountsResponse | undefined): ShipToAccount[] {
  if (!response) return [];
  const current = response.shipToAccount?.accountNumber ?? null;
  const parents = new Set(
    response.shipToAccounts.map((a) => a.parentOrgUnit?.uid).filter((uid): uid is string => Boolean(uid)),
  );
  return response.shipToAccounts.filter(
    (a) => a.active && (!parents.has(a.accountNumber) || a.accountNumber === current),
  );
}

/** True when the current account is the parent of others: the modal warns that leaving it hides it. */
export function isParentAccount(response: AccountsResponse | undefined): boolean {
  const current = response?.shipToAccount?.accountNumber;
  return Boolean(current && response?.shipToAccounts.some((a) => a.parentOrgUnit?.uid === current));
}

/** An address on one line: street, town, region, postal code (region by name when known, else its code). */
export function formatAddress(address: Address | undefined | null): string {
  if (!address) return '';
  const region = address.region ? (address.region.name ?? address.region.isocode.replace(/^[A-Z]{2}-/, '')) : null;
  return [address.line1, address.line2, address.town, [region, address.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
}

/** Case-insensitive substring search over every value of an account (name, postal code, account number, address). */
export function searchAccounts(accounts: readonly ShipToAccount[], term: string): ShipToAccount[] {
  const needle = term.trim().toLowerCase();
  if (needle === '') return [...accounts];
  const values = (a: ShipToAccount): string[] => [
    a.accountNumber,
    a.name,
    a.uid ?? '',
    ...a.addresses.flatMap((ad) => [
      ad.line1,
      ad.line2 ?? '',
      ad.town,
      ad.postalCode,
      ad.region?.name ?? '',
      ad.region?.isocode ?? '',
    ]),
  ];
  return accounts.filter((a) => values(a).some((v) => v.toLowerCase().includes(needle)));
}
