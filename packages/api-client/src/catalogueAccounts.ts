import type { AccountsResponse, SessionUser } from './schemas';

/** What a catalogue call (search, the product page, the search workbook) sends for the signed-in user. */
export interface CatalogueAccounts {
  tierLevel?: string;
  orgAccountNumber?: string;
  billToAccountNumber?: string;
  /** The current ship-to: the account whose prices the cart shows, so the catalogue shows the same. */
  shipToAccountNumber?: string;
  /** The country of the current ship-to's address (spec 001 §7), once the user's accounts are known. */
  countryIsoCode?: string;
}

/**
 * The tier level and account numbers a search or product call sends (spec 001 §6-7): the organisation, the bill-to
 * and the current ship-to of an active user, and the ship-to's country from `accounts` (GET /api/users/accounts);
 * nothing for a visitor or a pending user, who see the catalogue price.
 * They are part of the call's query key too, so switching account asks again instead of showing the old prices.
 */
export function catalogueAccounts(
  user: SessionUser | null | undefined,
  accounts?: AccountsResponse | null,
): CatalogueAccounts {
  if (!user) return {};
  const out: CatalogueAccounts = {};
  if (user.tierLevel) out.tierLevel = user.tierLevel;
  if (user.accountStatus !== 'ACTIVE') return out;
  if (user.orgUnit?.accountNumber) out.orgAccountNumber = user.orgUnit.accountNumber;
  if (user.defaultBillToAccount) out.billToAccountNumber = user.defaultBillToAccount;
  if (user.defaultShipToAccount) out.shipToAccountNumber = user.defaultShipToAccount;
  const shipTo =
    accounts?.shipToAccounts.find((a) => a.accountNumber === user.defaultShipToAccount) ?? accounts?.shipToAccount;
  const country = shipTo?.addresses[0]?.country?.isocode;
  if (country && /^[A-Z]{2}$/.test(country)) out.countryIsoCode = country;
  return out;
}

/** What a product call sends: the tier level and the current ship-to (the product code call takes no other account). */
export function productAccounts(
  user: SessionUser | null | undefined,
): Pick<CatalogueAccounts, 'tierLevel' | 'shipToAccountNumber'> {
  const { tierLevel, shipToAccountNumber } = catalogueAccounts(user);
  return { ...(tierLevel ? { tierLevel } : {}), ...(shipToAccountNumber ? { shipToAccountNumber } : {}) };
}
