export { AccountCard, type AccountCardProps } from './AccountCard';
export { ChangeAccountDialog, type ChangeAccountDialogProps } from './ChangeAccountDialog';
export { useShipToAccounts, type UseShipToAccountsResult } from './useShipToAccounts';
export { accountLabels, type AccountLabels } from './account.labels';
export { eligibleShipToAccounts, isParentAccount, searchAccounts, formatAddress } from './eligibleAccounts';
export { brandTargets } from './brandTargets';
