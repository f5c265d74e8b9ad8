import { useApiClient } from '@shelfmark/api-client/react';
import { formatLabel, resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { useSession } from '../session/useSession';
import { useSiteConfig, useSiteNavigation } from '../site/ShelfmarkSiteProvider';
import { CartTable } from './CartTable/CartTable';
import { cartPageLabels, type CartPageLabels } from './cartPage.labels';
import { OrderSummary } from './OrderSummary/OrderSummary';
import { useCart } from './useCart';
import { useRemoveCartEntry } from './useRemoveCartEntry';

export interface CartPageProps {
  /** Texts of the page, its table and its summary; defaults from spec 000. */
  labels?: LabelOverrides<CartPageLabels>;
  /** Rows per page of the order table (configured value, CART-05). @default 5 */
  rowsPerPage?: number;
  /** Target of CONTINUE SHOPPING (differs per brand, CART-01). @default the site's home route */
  continueShoppingHref?: string;
  /** Where sign-in returns to. @default the site's cart route */
  returnTo?: string;
}

/** The cart page (spec 000 §2): continue shopping, the order table with removal, the order summary, and every loading state. */
export function CartPage({ labels, rowsPerPage = 5, continueShoppingHref, returnTo }: CartPageProps) {
  const text = resolveLabels(cartPageLabels, labels);
  const api = useApiClient();
  const { routes } = useSiteConfig();
  const { Link } = useSiteNavigation();
  const session = useSession();
  const { cart, userId, isLoading, isError, error, refetch } = useCart();
  const removal = useRemoveCartEntry(cart, userId);

  let body;
  if (isLoading) {
    body = <p className="sm-cart__state" role="status">{text.loading}</p>;
  } else if (!session.isSignedIn && !session.isError) {
    body = (
      <div className="sm-cart__state">
        <p>{text.signedOut}</p>
        <a className="sm-button sm-button--primary" href={api.auth.signInUrl(returnTo ?? routes.cart)}>{text.signIn}</a>
      </div>
    );
  } else if (isError || !cart) {
    body = (
      <div className="sm-cart__state" role="alert">
        <p>{text.loadFailed}</p>
        {error?.message ? <p className="sm-cart__detail">{error.message}</p> : null}
        <button type="button" className="sm-button" onClick={refetch}>{text.retry}</button>
      </div>
    );
  } else if (cart.entries.length === 0) {
    body = <p className="sm-cart__state sm-cart__empty">{text.empty}</p>;
  } else {
    const hasBackorders = cart.entries.some((e) => e.backOrderedQty > 0);
    body = (
      <div className="sm-cart__layout">
        <div className="sm-cart__main">
          {hasBackorders ? <p className="sm-alert sm-alert--warning">{text.backorderWarning}</p> : null}
          <CartTable entries={cart.entries} onRemove={removal.remove} removingEntryNumber={removal.removingEntryNumber}
            rowsPerPage={rowsPerPage} labels={text} />
        </div>
        <OrderSummary cart={cart} canCheckout={session.canPurchase && !removal.isPending} showCheckoutReason={!session.canPurchase} labels={text} />
      </div>
    );
  }

  return (
    <div className="sm-cart">
      <Link className="sm-cart__continue" href={continueShoppingHref ?? routes.home}>{text.continueShopping}</Link>
      <h1 className="sm-cart__title">{text.title}</h1>
      <p className="sm-cart__message" role="status">
        {removal.removedTitle ? formatLabel(text.removed, { title: removal.removedTitle }) : null}
      </p>
      {removal.error ? <p className="sm-alert sm-alert--danger" role="alert">{formatLabel(text.removeFailed, { message: removal.error.message })}</p> : null}
      {body}
    </div>
  );
}
