import { useApiClient } from '@shelfmark/api-client/react';
import { useSiteConfig } from '@shelfmark/forms/site';
import { QuickAddForm } from '../bulk/QuickAddForm';
import type { CartPageLabels } from '../cartPage.labels';
import { OrderSummary } from '../OrderSummary/OrderSummary';
import { CartLayout } from './CartLayout';
import type { UseCartPageResult } from './useCartPage';

export interface CartPageBodyProps {
  page: UseCartPageResult;
  text: CartPageLabels;
  /** Rows per page of the order table (CART-05). */
  rowsPerPage: number;
  /** Where sign-in returns to. @default the site's cart route */
  returnTo?: string | undefined;
  /** The order summary's form (CART-06). */
  summaryLayout: 'auto' | 'panel' | 'accordion';
}

/** The cart in each of its states: loading, signed out, failed, empty, filled. */
export function CartPageBody({ page, text, rowsPerPage, returnTo, summaryLayout }: CartPageBodyProps) {
  const api = useApiClient();
  const { routes, maxProductQuantity } = useSiteConfig();
  const { cart, session } = page;
  const quickAdd = cart ? (
    <QuickAddForm max={maxProductQuantity} isPending={page.bulk.isPending} onSubmit={page.addAll} labels={text} />
  ) : null;

  if (page.isLoading) {
    return (
      <p className="sm-cart__state" role="status">
        {text.loading}
      </p>
    );
  }
  if (!session.isSignedIn && !session.isError) {
    return (
      <div className="sm-cart__state">
        <p>{text.signedOut}</p>
        <a className="sm-button sm-button--primary" href={api.auth.signInUrl(returnTo ?? routes.cart)}>
          {text.signIn}
        </a>
      </div>
    );
  }
  if (page.isError || !cart) {
    return (
      <div className="sm-cart__state" role="alert">
        <p>{text.loadFailed}</p>
        {page.error?.message ? <p className="sm-cart__detail">{page.error.message}</p> : null}
        <button type="button" className="sm-button" onClick={page.refetch}>
          {text.retry}
        </button>
      </div>
    );
  }
  if (cart.entries.length === 0) {
    return (
      <>
        <p className="sm-cart__state sm-cart__empty">{text.empty}</p>
        {quickAdd}
        {/* CART-07: an empty cart shows the checkout button disabled, not no button. */}
        <OrderSummary cart={cart} canCheckout={false} labels={text} layout={summaryLayout} />
      </>
    );
  }
  return (
    <CartLayout
      page={page}
      cart={cart}
      text={text}
      rowsPerPage={rowsPerPage}
      summaryLayout={summaryLayout}
      quickAdd={quickAdd}
    />
  );
}
