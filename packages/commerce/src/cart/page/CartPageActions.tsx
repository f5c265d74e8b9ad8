import type { ReactNode } from 'react';
import { formatLabel } from '@shelfmark/forms';
import { ConfirmDialog } from '../../dialogs/ConfirmDialog';
import { CartActionsDisclosure } from '../actions/CartActionsDisclosure';
import type { CartPageLabels } from '../cartPage.labels';
import type { UseCartPageResult } from './useCartPage';

export interface CartPageActionsProps {
  page: UseCartPageResult;
  text: CartPageLabels;
  /** The ticked lines' fund code: one more action on a phone. */
  selectedFundCode: ReactNode;
}

/** The cart's actions: remove selected, clear cart, save as wish list, export (one disclosure on a phone). */
export function CartPageActions({ page, text, selectedFundCode }: CartPageActionsProps) {
  const { dialogs, isPhone, isBusy: busy } = page;
  const { selection, saving } = page.lines;
  return (
    <CartActionsDisclosure collapsed={isPhone} label={text.cartActions}>
      <ConfirmDialog
        open={dialogs.dialog.kind === 'removeSelected'}
        onOpenChange={dialogs.openChange('removeSelected')}
        trigger={
          <button type="button" className="sm-button" disabled={selection.selected.length === 0 || busy}>
            {formatLabel(text.removeSelected, { count: selection.selected.length })}
          </button>
        }
        title={text.removeSelectedTitle}
        description={
          selection.selected.length === 1
            ? text.removeSelectedDescriptionOne
            : formatLabel(text.removeSelectedDescription, { count: selection.selected.length })
        }
        confirmLabel={text.removeSelectedConfirm}
        cancelLabel={text.removeCancel}
        onConfirm={() => void selection.removeSelected()}
      />{' '}
      <ConfirmDialog
        open={dialogs.dialog.kind === 'clearCart'}
        onOpenChange={dialogs.openChange('clearCart')}
        trigger={
          <button type="button" className="sm-button" disabled={busy}>
            {text.clearCart}
          </button>
        }
        title={text.clearCartTitle}
        description={text.clearCartDescription}
        confirmLabel={text.clearCartConfirm}
        cancelLabel={text.clearCartCancel}
        onConfirm={page.lines.clearCart}
      />{' '}
      <button
        type="button"
        className="sm-button"
        disabled={busy || saving.isLoadingWishLists}
        onClick={() => dialogs.open({ kind: 'saveAsWishList' })}
      >
        {text.saveAsWishList}
      </button>{' '}
      <button type="button" className="sm-button" onClick={() => dialogs.open({ kind: 'export' })}>
        {text.exportCart}
      </button>
      {/* On a phone the ticked lines' fund code is one more cart action, so the first line stays on the first screen. */}
      {isPhone ? selectedFundCode : null}
    </CartActionsDisclosure>
  );
}
