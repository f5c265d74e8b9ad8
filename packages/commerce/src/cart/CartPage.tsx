import { lazy, Suspense, useRef } from 'react';
import { resolveLabels, useFocusSuccessor, type LabelOverrides } from '@shelfmark/forms';
import { AccountCard } from '../account/AccountCard';
import { brandTargets } from '../account/brandTargets';
import { useSiteConfig, useSiteNavigation } from '@shelfmark/forms/site';
import type { CartLineEvent } from './actions/useReplaceWithNewEdition';
import { cartPageLabels, type CartPageLabels } from './cartPage.labels';
import { CartExport } from './page/CartExport';
import { CartPageBody } from './page/CartPageBody';
import { CartPageDialogs } from './page/CartPageDialogs';
import { CartPageNotices } from './page/CartPageNotices';
import { useCartPage } from './page/useCartPage';
import type { SpreadsheetUploadLabels } from './upload/spreadsheetUpload.labels';

// The spreadsheet upload's control loads its reader and preview only when a file is chosen, and is itself a chunk of
// its own: the cart route stays within its size budget.
const SpreadsheetUpload = lazy(() =>
  import('./upload/SpreadsheetUpload').then((m) => ({ default: m.SpreadsheetUpload })),
);

export interface CartPageProps {
  /** Texts of the page, its table and its summary; defaults from spec 000. */
  labels?: LabelOverrides<CartPageLabels>;
  /** Rows per page of the order table (configured value, CART-05). @default 5 */
  rowsPerPage?: number;
  /** Target of CONTINUE SHOPPING (differs per brand, CART-01). @default home on the first brand, the catalogue search on the second */
  continueShoppingHref?: string;
  /** Where sign-in returns to. @default the site's cart route */
  returnTo?: string;
  /** How long a toast stays (CART-16). @default 10000 */
  toastDurationMs?: number;
  /** The order summary's form: a panel, or the mobile accordion with a separate checkout button (CART-06). @default 'auto' */
  summaryLayout?: 'auto' | 'panel' | 'accordion';
  /**
   * Called with each add and remove of a replace-with-new-edition (CART-12). The tag manager gets these by itself
   * when the site enables it (GTM-01); this is for a host that wants them elsewhere too.
   */
  onCartEvent?: (event: CartLineEvent) => void;
  /** The logo (PNG or JPEG) drawn in the exported workbook's 60-high first row (CART-14). @default the site's name written there */
  exportLogoUrl?: string;
  /** Texts of the spreadsheet upload below the cart. @default its English defaults */
  uploadLabels?: LabelOverrides<SpreadsheetUploadLabels>;
}

/**
 * The cart page (spec 000 §2): continue shopping, the order table with quantity edit (CART-08), removal (CART-09),
 * remove selected (CART-10) and clear cart (CART-11), the order summary, toasts (CART-16) and every loading state.
 * Its state is `useCartPage`'s; each part of the page is a view of its own under `page/`.
 */
export function CartPage({
  labels,
  rowsPerPage = 5,
  continueShoppingHref,
  returnTo,
  toastDurationMs = 10_000,
  summaryLayout = 'auto',
  onCartEvent,
  exportLogoUrl,
  uploadLabels,
}: CartPageProps) {
  const text = resolveLabels(cartPageLabels, labels);
  const config = useSiteConfig();
  const { Link } = useSiteNavigation();
  const page = useCartPage({ text, onCartEvent });
  // A removed line, a cleared cart, a toast gone or a form drawn again: focus goes to the successor, not the body.
  const pageRef = useRef<HTMLDivElement>(null);
  useFocusSuccessor(pageRef);
  const { cart, session } = page;

  return (
    <div className="sm-cart" ref={pageRef}>
      <Link className="sm-cart__continue" href={continueShoppingHref ?? brandTargets(config).continueShopping}>
        {text.continueShopping}
      </Link>
      <h1 className="sm-cart__title">{text.title}</h1>
      <CartPageNotices page={page} text={text} toastDurationMs={toastDurationMs} />
      {session.isSignedIn ? <AccountCard labels={text} summarised={page.isPhone} /> : null}
      <CartPageBody
        page={page}
        text={text}
        rowsPerPage={rowsPerPage}
        returnTo={returnTo}
        summaryLayout={summaryLayout}
      />
      {/* Outside the body, so an upload's preview and progress stay while the cart goes from empty to filled; only for
          those who may order (an inquiry-only or pending account would have every row refused). Shown once hydrated:
          the server's render does not wait for its chunk, and a file can only be read in the browser anyway. */}
      {cart && session.canPurchase && page.isHydrated ? (
        <Suspense fallback={null}>
          <SpreadsheetUpload labels={uploadLabels} onDone={page.notices.announceBulkAdd} />
        </Suspense>
      ) : null}
      {cart && cart.entries.length > 0 ? (
        <CartExport page={page} cart={cart} text={text} exportLogoUrl={exportLogoUrl} />
      ) : null}
      <CartPageDialogs page={page} text={text} />
    </div>
  );
}
