import { formatLabel } from '@shelfmark/forms';
import type { UseGuardedAddToCartResult } from '../cart/useGuardedAddToCart';
import { MessageDialog } from '../dialogs/MessageDialog';
import type { AddToCartFormLabels } from './addToCartForm.labels';

/**
 * The dialogs of the one add-to-cart flow (spec 001 §4, §8): the remaining quantity when the maximum would be passed,
 * the custom-product confirmation and the no-stock (backorder) question. The product page and price and availability
 * show the same ones, with the add-to-cart form's labels.
 */
export function AddToCartDialogs({ flow, text }: { flow: UseGuardedAddToCartResult; text: AddToCartFormLabels }) {
  const exceeded = flow.cart.exceeded;
  return (
    <>
      <MessageDialog
        open={exceeded !== null}
        onOpenChange={(open) => {
          if (!open) flow.cart.dismissExceeded();
        }}
        title={text.exceededTitle}
        closeLabel={text.close}
      >
        {exceeded ? (
          <p>
            {formatLabel(exceeded.remaining > 0 ? text.exceededMessage : text.noQuantityLeft, {
              remaining: exceeded.remaining,
              max: exceeded.max,
              inCart: exceeded.inCart,
            })}
          </p>
        ) : null}
      </MessageDialog>
      <MessageDialog
        open={flow.customQuantity !== null}
        onOpenChange={(open) => {
          if (!open) flow.cancelCustom();
        }}
        title={text.customTitle}
        closeLabel={text.customCancel}
      >
        <p>{formatLabel(text.customMessage, { quantity: flow.customQuantity ?? 0 })}</p>
        <button type="button" className="sm-button sm-button--primary" onClick={flow.confirmCustom}>
          {text.customConfirm}
        </button>
      </MessageDialog>
      <MessageDialog
        open={flow.noStock !== null}
        onOpenChange={(open) => {
          if (!open) flow.dismissNoStock();
        }}
        title={text.noStockTitle}
        closeLabel={text.noStockCancel}
      >
        {flow.noStock ? <p>{formatLabel(text.noStockMessage, { ...flow.noStock })}</p> : null}
        <button type="button" className="sm-button sm-button--primary" onClick={flow.confirmNoStock}>
          {text.noStockConfirm}
        </button>
      </MessageDialog>
    </>
  );
}
