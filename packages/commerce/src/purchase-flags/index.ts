export { PurchaseFlags, purchaseFlagLines, type PurchaseFlagLine, type PurchaseFlagsProps } from './PurchaseFlags';
export { OrderedBeforeDialog, type OrderedBeforeDialogProps } from './OrderedBeforeDialog';
export { usePurchaseFlags, type UsePurchaseFlagsResult } from './usePurchaseFlags';
export {
  useOrderedBeforeGate,
  DONT_ASK_ORDERED_BEFORE_KEY,
  type OrderedBeforeChoice,
  type OrderedBeforeTitle,
  type UseOrderedBeforeGateResult,
} from './useOrderedBeforeGate';
export { purchaseFlagsLabels, type PurchaseFlagsLabels } from './purchaseFlags.labels';
