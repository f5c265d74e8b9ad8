/**
 * English defaults of the account card and the change-account modal (spec 000 §2, §4, §6, §8; CART-02, ACCT-01,
 * ACCT-02). Placeholders: {number}, {name}.
 */
export const accountLabels = {
  accountTitle: 'Account information',
  shipTo: 'Shipping address',
  billTo: 'Billing address',
  accountNumber: 'Account {number}',
  shippingTo: 'Shipping to {name} ({number})',
  changeAccount: 'Change account',
  logOut: 'Log out',
  accountsLoading: 'Loading your accounts…',
  accountsFailed: 'We could not load your accounts.',
  accountUpdated: 'Your account information was successfully updated',
  changeAccountTitle: 'Change account',
  changeAccountDescription: 'Choose the ship-to account you order for.',
  searchAccounts: 'Search accounts',
  searchAccountsHint: 'Name, postal code or account number',
  accountColumn: 'Account',
  nameColumn: 'Name',
  addressColumn: 'Address',
  currentAccount: '(current)',
  selectColumn: 'Select',
  chooseAccount: 'Choose {name}',
  noAccounts: 'No accounts match your search.',
  hiddenParentWarning:
    'You are ordering for a parent account: once you switch away from it, it is no longer listed here.',
  changeAccountSubmit: 'Change account',
  changeAccountUpdating: 'Updating…',
  changeAccountCancel: 'Cancel',
};
export type AccountLabels = typeof accountLabels;
