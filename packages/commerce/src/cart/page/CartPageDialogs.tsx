import { lazy, Suspense } from 'react';
import type { CartEntry } from '@shelfmark/api-client';
import { MessageDialog } from '../../dialogs/MessageDialog';
import { useSiteConfig } from '@shelfmark/forms/site';
import type { CartPageLabels } from '../cartPage.labels';
import type { UseCartPageResult } from './useCartPage';

// The dialogs a visitor opens by an action (save as wish list, change a quantity, a bulk add over the maximum) load
// when first needed, not with the page (each lazy route at most 40 kB gzipped); each mounts only while open.
const SaveAsWishListDialog = lazy(() =>
  import('../../wishlist/SaveAsWishListDialog').then((m) => ({ default: m.SaveAsWishListDialog })),
);
const QuantityEditDialog = lazy(() =>
  import('../actions/QuantityEditDialog').then((m) => ({ default: m.QuantityEditDialog<CartEntry> })),
);
const AlreadyExceededDialog = lazy(() =>
  import('../bulk/AlreadyExceededDialog').then((m) => ({ default: m.AlreadyExceededDialog })),
);
const OrderedBeforeDialog = lazy(() =>
  import('../../purchase-flags/OrderedBeforeDialog').then((m) => ({ default: m.OrderedBeforeDialog })),
);

export interface CartPageDialogsProps {
  page: UseCartPageResult;
  text: CartPageLabels;
}

/** The page's dialogs opened by code: the one `page.dialogs.dialog` names, and the bulk add's ordered-before question. */
export function CartPageDialogs({ page, text }: CartPageDialogsProps) {
  const { maxProductQuantity } = useSiteConfig();
  const { dialogs, bulk } = page;
  const { dialog } = dialogs;
  const { replacing, saving, quantity } = page.lines;
  return (
    <>
      {dialog.kind === 'saveAsWishList' ? (
        <Suspense fallback={null}>
          <SaveAsWishListDialog
            open
            onOpenChange={dialogs.openChange('saveAsWishList')}
            wishLists={saving.wishLists}
            isPending={saving.isPending}
            onSubmit={page.lines.saveAsWishList}
            labels={text}
          />
        </Suspense>
      ) : null}
      <MessageDialog
        open={dialog.kind === 'replaceFailed'}
        onOpenChange={(open) => {
          if (!open) {
            dialogs.close('replaceFailed');
            replacing.reset();
          }
        }}
        title={text.replaceFailedTitle}
        closeLabel={text.close}
      >
        <p>{text.replaceFailedMessage}</p>
        {replacing.error?.message ? <p>{replacing.error.message}</p> : null}
      </MessageDialog>
      {bulk.orderedBefore.asking ? (
        <Suspense fallback={null}>
          <OrderedBeforeDialog titles={bulk.orderedBefore.asking} onAnswer={bulk.orderedBefore.answer} />
        </Suspense>
      ) : null}
      {dialog.kind === 'exceeded' ? (
        <Suspense fallback={null}>
          <AlreadyExceededDialog exceeded={dialog.exceeded} onClose={() => dialogs.close('exceeded')} labels={text} />
        </Suspense>
      ) : null}
      {dialog.kind === 'quantity' ? (
        <Suspense fallback={null}>
          <QuantityEditDialog
            entry={dialog.entry}
            max={maxProductQuantity}
            isPending={quantity.isPending}
            onSubmit={page.lines.changeQuantity}
            onClose={() => dialogs.close('quantity')}
            labels={text}
          />
        </Suspense>
      ) : null}
      <MessageDialog
        open={dialog.kind === 'quantityFailed'}
        onOpenChange={(open) => {
          if (!open) dialogs.close('quantityFailed');
        }}
        title={text.quantityUpdateFailedTitle}
        closeLabel={text.close}
      >
        <p>{text.quantityUpdateFailedMessage}</p>
        {dialog.kind === 'quantityFailed' && dialog.message ? <p>{dialog.message}</p> : null}
      </MessageDialog>
      <MessageDialog
        open={dialog.kind === 'backorder'}
        onOpenChange={(open) => {
          if (!open) dialogs.close('backorder');
        }}
        title={text.backorderTitle}
        closeLabel={text.close}
      >
        <p>{text.backorderMessage}</p>
        {dialog.kind === 'backorder' ? (
          <dl className="sm-cart__backorder">
            <dt>{text.backorderRequested}</dt>
            <dd>{dialog.backorder.requested}</dd>
            <dt>{text.backorderAvailable}</dt>
            <dd>{dialog.backorder.available}</dd>
            <dt>{text.backorderBackordered}</dt>
            <dd>{dialog.backorder.backordered}</dd>
          </dl>
        ) : null}
      </MessageDialog>
    </>
  );
}
