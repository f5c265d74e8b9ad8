import type { ReactNode } from 'react';
import type { Cart } from '@shelfmark/api-client';
import type { CartPageLabels } from '../cartPage.labels';
import { SelectedFundCode } from '../fund-codes';
import { OrderSummary } from '../OrderSummary/OrderSummary';
import { CartLines } from './CartLines';
import { CartPageActions } from './CartPageActions';
import type { UseCartPageResult } from './useCartPage';

export interface CartLayoutProps {
  page: UseCartPageResult;
  /** The cart, with at least one line. */
  cart: Cart;
  text: CartPageLabels;
  rowsPerPage: number;
  summaryLayout: 'auto' | 'panel' | 'accordion';
  /** The Add by ISBN form, below the lines. */
  quickAdd: ReactNode;
}

/** A filled cart: the actions, the lines and the order summary (first on a phone, beside the lines on a desk). */
export function CartLayout({ page, cart, text, rowsPerPage, summaryLayout, quickAdd }: CartLayoutProps) {
  const { session, isPhone } = page;
  const hasBackorders = cart.entries.some((e) => e.backOrderedQty > 0);
  const summary = (
    <OrderSummary
      cart={cart}
      canCheckout={session.canPurchase && !page.isBusy}
      showCheckoutReason={!session.canPurchase}
      labels={text}
      layout={summaryLayout}
    />
  );
  const selectedFundCode = (
    <SelectedFundCode
      count={page.lines.selection.selected.length}
      funds={page.funds}
      labels={text}
      onApply={page.lines.applySelectedFundCode}
    />
  );
  return (
    <div className="sm-cart__layout">
      {isPhone ? summary : null}
      <div className="sm-cart__main">
        {hasBackorders ? <p className="sm-alert sm-alert--warning">{text.backorderWarning}</p> : null}
        <CartPageActions page={page} text={text} selectedFundCode={selectedFundCode} />
        {isPhone ? null : selectedFundCode}
        <CartLines page={page} cart={cart} text={text} rowsPerPage={rowsPerPage} />
        {quickAdd}
      </div>
      {isPhone ? null : summary}
    </div>
  );
}
