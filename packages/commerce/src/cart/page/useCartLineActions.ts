import type { Cart, CartEntry } from '@shelfmark/api-client';
import { formatLabel } from '@shelfmark/forms';
import { useSaveCartAsWishList, type SaveCartOutcome, type SaveCartTarget } from '../../wishlist/useSaveCartAsWishList';
import { useClearCart } from '../actions/useClearCart';
import { useRemoveSelected } from '../actions/useRemoveSelected';
import { useReplaceWithNewEdition, type CartLineEvent } from '../actions/useReplaceWithNewEdition';
import { useUpdateCartQuantity } from '../actions/useUpdateCartQuantity';
import type { CartPageLabels } from '../cartPage.labels';
import { useSetFundCodes } from '../fund-codes';
import { useRemoveCartEntry } from '../useRemoveCartEntry';
import type { UseBulkAddNoticesResult } from './useBulkAddNotices';
import type { UseCartDialogResult } from './useCartDialog';

export interface UseCartLineActionsOptions {
  cart: Cart | undefined;
  userId: string | null;
  text: CartPageLabels;
  dialogs: UseCartDialogResult;
  showToast: UseBulkAddNoticesResult['showToast'];
  onCartEvent?: ((event: CartLineEvent) => void) | undefined;
}

/**
 * What the cart's lines and actions do (CART-08..12, wish lists, fund codes), each said afterwards by a toast or by
 * the dialog that follows it.
 */
export function useCartLineActions({ cart, userId, text, dialogs, showToast, onCartEvent }: UseCartLineActionsOptions) {
  const removal = useRemoveCartEntry(cart, userId);
  const selection = useRemoveSelected(cart, userId);
  const clearing = useClearCart(cart, userId);
  const quantity = useUpdateCartQuantity(cart, userId);
  const replacing = useReplaceWithNewEdition(cart, userId, onCartEvent);
  const saving = useSaveCartAsWishList(cart, userId);
  // Fund codes per line, offered from the ship-to's funds (the account card's query).
  const setFundCodes = useSetFundCodes(cart, userId);

  const changeQuantity = (entry: CartEntry, value: number) => {
    quantity.update(entry, value).then(
      (outcome) => {
        if (outcome.status === 'backordered') {
          dialogs.open({ kind: 'backorder', backorder: outcome.backorder });
          return;
        }
        dialogs.close('quantity');
        showToast('success', formatLabel(text.quantityUpdated, { isbn13: entry.product.isbn13, quantity: value }));
      },
      (failure: Error) => dialogs.open({ kind: 'quantityFailed', message: failure.message }),
    );
  };

  const replaceWithNewEdition = (entry: CartEntry) => {
    replacing.replace(entry).then(
      () => showToast('success', formatLabel(text.replaced, { title: entry.product.fullTitle })),
      () => dialogs.open({ kind: 'replaceFailed' }),
    );
  };

  const saveAsWishList = (target: SaveCartTarget) => {
    void saving.save(target).then((outcome: SaveCartOutcome) => {
      dialogs.close('saveAsWishList');
      if (outcome.status === 'saved')
        showToast('success', outcome.choice === '1' ? text.savedToExisting : text.wishListCreated);
      else if (outcome.status === 'partial')
        showToast('danger', formatLabel(text.saveToExistingFailed, { isbns: outcome.failedIsbns.join(', ') }));
      else
        showToast(
          'danger',
          outcome.choice === '1'
            ? formatLabel(text.saveToExistingFailed, { isbns: '' }).trim()
            : text.wishListCreateFailed,
        );
    });
  };

  const clearCart = () => {
    void clearing
      .clear()
      .then((ok) => showToast(ok ? 'success' : 'danger', ok ? text.clearCartSuccess : text.clearCartFailure));
  };

  const applySelectedFundCode = (code: string | null) =>
    setFundCodes(
      (cart?.entries ?? []).filter((e) => selection.selected.includes(e.entryNumber)).map((e) => e.product.code),
      code,
    );

  const isPending =
    removal.isPending ||
    selection.isPending ||
    clearing.isPending ||
    quantity.isPending ||
    replacing.isPending ||
    saving.isPending;

  return {
    removal,
    selection,
    quantity,
    replacing,
    saving,
    setFundCodes,
    changeQuantity,
    replaceWithNewEdition,
    saveAsWishList,
    clearCart,
    applySelectedFundCode,
    isPending,
  };
}

export type UseCartLineActionsResult = ReturnType<typeof useCartLineActions>;
