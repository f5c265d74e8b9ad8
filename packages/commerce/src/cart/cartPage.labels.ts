import { cartTableLabels } from './CartTable/cartTable.labels';
import { orderSummaryLabels } from './OrderSummary/orderSummary.labels';
import { cartActionsLabels } from './actions/cartActions.labels';
import { bulkAddLabels } from './bulk/bulkAdd.labels';
import { accountLabels } from '../account/account.labels';
import { saveAsWishListLabels } from '../wishlist/saveAsWishList.labels';
import { cartExportLabels } from './export/cartExport.labels';
import { fundCodesLabels } from './fund-codes/fundCodes.labels';

/** English defaults of the cart page (spec 000 §2, §8), with those of its table, summary and actions. */
export const cartPageLabels = {
  title: 'Cart',
  continueShopping: 'CONTINUE SHOPPING',
  loading: 'Loading your cart…',
  loadFailed: 'We could not load your cart.',
  retry: 'Try again',
  empty: 'Your cart is empty.',
  signedOut: 'Sign in to see your cart.',
  signIn: 'Sign in',
  removed: '“{title}” has been removed from your cart.',
  removeFailed: 'The item could not be removed. {message}',
  backorderWarning: 'There are backordered products. Check order entries for additional info.',
  ...cartTableLabels,
  ...orderSummaryLabels,
  ...cartActionsLabels,
  ...bulkAddLabels,
  ...accountLabels,
  ...saveAsWishListLabels,
  ...cartExportLabels,
  ...fundCodesLabels,
};
export type CartPageLabels = typeof cartPageLabels;
