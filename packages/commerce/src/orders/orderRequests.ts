import type { AccountsResponse, OrderDetailQuery, SessionUser } from '@shelfmark/api-client';
import type { OrderAccounts } from './useOrderAccounts';

// Pure (no React): shared by the order hooks and their server prefetch (@shelfmark/commerce/prefetch).

/**
 * The accounts an order query names, from the session's user and its accounts (GET /api/users/accounts): the
 * bill-to, the current ship-to and the organisation, or the ship-to a staff member typed. Shared by the hooks and
 * their server prefetch, so both ask for the same query keys.
 */
export function orderAccountNumbers(
  user: SessionUser | null,
  accounts: AccountsResponse | undefined,
  staffShipTo: string | null = null,
): Pick<
  OrderAccounts,
  'shipTo' | 'billToAccountNumber' | 'shipToAccountNumber' | 'orgAccountNumber' | 'isE1' | 'isStaff'
> {
  const shipTo = accounts?.shipToAccount ?? null;
  const parent = shipTo?.parentOrgUnit
    ? accounts?.shipToAccounts.find((a) => a.accountNumber === shipTo.parentOrgUnit?.uid)
    : undefined;
  const isStaff = Boolean(user?.isCengageEmployee);
  const typed = isStaff && staffShipTo ? staffShipTo : null;
  return {
    shipTo,
    billToAccountNumber: typed ?? accounts?.customerDefaultBillToAccount?.uid ?? user?.defaultBillToAccount ?? null,
    shipToAccountNumber: typed ?? shipTo?.accountNumber ?? user?.defaultShipToAccount ?? null,
    orgAccountNumber: typed ? null : (user?.orgUnit?.accountNumber ?? null),
    isE1: typed !== null || Boolean(shipTo?.isE1Account || parent?.isE1Account),
    isStaff,
  };
}

/** What the order detail call sends for an order of these accounts (the hook and its server prefetch alike). */
export function orderDetailRequest(
  orderNumber: string,
  accounts: Pick<OrderAccounts, 'billToAccountNumber' | 'shipToAccountNumber' | 'orgAccountNumber'>,
): OrderDetailQuery {
  return {
    orderNumber,
    billToAccountNumber: accounts.billToAccountNumber ?? '',
    ...(accounts.shipToAccountNumber ? { shipToAccountNumber: accounts.shipToAccountNumber } : {}),
    ...(accounts.orgAccountNumber ? { orgAccountNumber: accounts.orgAccountNumber } : {}),
  };
}
