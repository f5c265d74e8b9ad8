import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { CartEntry, DefaultAccount, ShipToAccount } from '@shelfmark/api-client';
import { useApiClient } from '@shelfmark/api-client/react';
import { formatLabel, resolveLabels, useFocusSuccessor, type LabelOverrides } from '@shelfmark/forms';
import { cartEvent } from '../analytics/analyticsEvents';
import { useAnalytics } from '../analytics/AnalyticsProvider';
import { useSession } from '../session/useSession';
import { useSiteConfig, useSiteNavigation } from '../site/ShelfmarkSiteProvider';
import { CartTable } from './CartTable/CartTable';
import { cartPageLabels, type CartPageLabels } from './cartPage.labels';
import { OrderSummary } from './OrderSummary/OrderSummary';
import { useCart } from './useCart';
import { useRemoveCartEntry } from './useRemoveCartEntry';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';
import { MessageDialog } from '../dialogs/MessageDialog';
import { CartToast, type CartToastMessage } from './actions/CartToast';
import { useClearCart } from './actions/useClearCart';
import { useRemoveSelected } from './actions/useRemoveSelected';
import { useUpdateCartQuantity, type QuantityBackorder } from './actions/useUpdateCartQuantity';
import { LiveStatus } from '../status/LiveStatus';
import { FailedIsbnList } from './bulk/FailedIsbnList';
import { QuickAddForm } from './bulk/QuickAddForm';
import { readFailedIsbns } from './bulk/failedIsbns';
import { useBulkAddToCart, type BulkAddResult } from './bulk/useBulkAddToCart';
import type { SpreadsheetUploadLabels } from './upload/spreadsheetUpload.labels';
import { PurchaseFlags } from '../purchase-flags/PurchaseFlags';
import { usePurchaseFlags } from '../purchase-flags/usePurchaseFlags';
import type { RemainingQuantity } from './useAddToCart';
import { AccountCard } from '../account/AccountCard';
import { brandTargets } from '../account/brandTargets';
import { useReplaceWithNewEdition, type CartLineEvent } from './actions/useReplaceWithNewEdition';
import { CartPrintView, type CartPrintAccount } from './export/CartPrintView';
import { useShipToAccounts } from '../account/useShipToAccounts';
import { FundCodeField, SelectedFundCode, useSetFundCodes } from './fund-codes';
import { useSaveCartAsWishList, type SaveCartOutcome, type SaveCartTarget } from '../wishlist/useSaveCartAsWishList';
import { usePhoneLayout } from '../layout/usePhoneLayout';
import { CartActionsDisclosure } from './actions/CartActionsDisclosure';

// The dialogs a visitor opens by an action (export, save as wish list, change a quantity, a bulk add over the maximum)
// and the workbook builder load when first needed, not with the page (each lazy route at most 40 kB
// gzipped); each mounts only while open.
const CartExportDialog = lazy(() => import('./export/CartExportDialog').then((m) => ({ default: m.CartExportDialog })));
const SaveAsWishListDialog = lazy(() =>
  import('../wishlist/SaveAsWishListDialog').then((m) => ({ default: m.SaveAsWishListDialog })),
);
const QuantityEditDialog = lazy(() =>
  import('./actions/QuantityEditDialog').then((m) => ({ default: m.QuantityEditDialog<CartEntry> })),
);
// The spreadsheet upload's control too (it loads its reader and preview only when a file is chosen): the cart route
// stays within its size budget.
const SpreadsheetUpload = lazy(() =>
  import('./upload/SpreadsheetUpload').then((m) => ({ default: m.SpreadsheetUpload })),
);
const AlreadyExceededDialog = lazy(() =>
  import('./bulk/AlreadyExceededDialog').then((m) => ({ default: m.AlreadyExceededDialog })),
);
const OrderedBeforeDialog = lazy(() =>
  import('../purchase-flags/OrderedBeforeDialog').then((m) => ({ default: m.OrderedBeforeDialog })),
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
 * Which of the page's dialogs is open: one at a time, so a step that leads to another dialog (a quantity change that
 * ends backordered or refused) replaces the first instead of stacking on it.
 */
export type CartDialog =
  | { kind: 'none' }
  | { kind: 'removeSelected' }
  | { kind: 'clearCart' }
  | { kind: 'saveAsWishList' }
  | { kind: 'export' }
  | { kind: 'quantity'; entry: CartEntry }
  | { kind: 'quantityFailed'; message: string }
  | { kind: 'backorder'; backorder: QuantityBackorder }
  | { kind: 'replaceFailed' }
  | { kind: 'exceeded'; exceeded: RemainingQuantity[] };

const NO_DIALOG: CartDialog = { kind: 'none' };

/** An account as the print view names it (a default bill-to has only its uid as number). */
function printedAccount(account: ShipToAccount | DefaultAccount | null | undefined): CartPrintAccount | null {
  if (!account) return null;
  return {
    name: account.name,
    accountNumber: 'accountNumber' in account ? account.accountNumber : account.uid,
    address: account.addresses[0] ?? null,
  };
}

/**
 * The cart page (spec 000 §2): continue shopping, the order table with quantity edit (CART-08), removal (CART-09),
 * remove selected (CART-10) and clear cart (CART-11), the order summary, toasts (CART-16) and every loading state.
 */
/** The most titles a bulk add's toast names one by one (CART-13). */
const TOAST_TITLES = 3;

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
  const api = useApiClient();
  const config = useSiteConfig();
  const { routes, maxProductQuantity } = config;
  const { Link } = useSiteNavigation();
  const session = useSession();
  const { cart, userId, isLoading, isError, error, refetch } = useCart();
  const analytics = useAnalytics();
  // The print view names the account billed and the ship-to (the account card's query; no extra call).
  const { accounts } = useShipToAccounts();
  const viewed = useRef(false);
  // A removed line, a cleared cart, a toast gone or a form drawn again: focus goes to the successor, not the body.
  const page = useRef<HTMLDivElement>(null);
  useFocusSuccessor(page);
  // A phone's first screen shows the first line and Checkout: the actions fold into one button, the summary goes first.
  const isPhone = usePhoneLayout();
  // GTM-01: view_cart once the page shows the user's cart (once per visit of the page).
  useEffect(() => {
    if (!cart || viewed.current) return;
    viewed.current = true;
    analytics.track(cartEvent('view_cart', cart, analytics.affiliation, config.currency));
  }, [cart, analytics, config.currency]);
  const removal = useRemoveCartEntry(cart, userId);
  const selection = useRemoveSelected(cart, userId);
  const clearing = useClearCart(cart, userId);
  const quantity = useUpdateCartQuantity(cart, userId);
  const replacing = useReplaceWithNewEdition(cart, userId, onCartEvent);
  const saving = useSaveCartAsWishList(cart, userId);
  // Fund codes per line, offered from the ship-to's funds (the account card's query).
  const setFundCodes = useSetFundCodes(cart, userId);
  const funds = accounts?.shipToAccount?.funds ?? [];
  const [dialog, setDialog] = useState<CartDialog>(NO_DIALOG);
  // Closes the named dialog only: a late close from a dialog already replaced leaves its successor open.
  const closeDialog = (kind: CartDialog['kind']) => setDialog((open) => (open.kind === kind ? NO_DIALOG : open));
  const dialogOpenChange = (kind: 'removeSelected' | 'clearCart' | 'saveAsWishList' | 'export') => (open: boolean) =>
    open ? setDialog({ kind }) : closeDialog(kind);
  const [toast, setToast] = useState<CartToastMessage | null>(null);
  const showToast = (kind: CartToastMessage['kind'], message: string) =>
    setToast({ kind, message, id: Date.now() + Math.random() });
  // The ISBNs the last bulk add kept in session storage: read once hydrated (a server has no session storage).
  const [failedIsbns, setFailedIsbns] = useState<string[]>([]);
  useEffect(() => {
    const stored = readFailedIsbns();
    if (stored.length > 0) setFailedIsbns(stored);
  }, []);
  // The upload control is a chunk of its own that the server's render does not wait for: it is shown once hydrated
  // (a file can only be read in the browser anyway), at the end of the page, so nothing above it moves.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const bulk = useBulkAddToCart({ onDone: (result) => announceBulkAdd(result), askOrderedBefore: true });
  const flags = usePurchaseFlags(cart?.entries.map((entry) => entry.product.isbn13) ?? []);

  const announceBulkAdd = (result: BulkAddResult) => {
    // Each ISBN once, and only this add's.
    setFailedIsbns([...new Set(result.failed.map((f) => f.isbn13))]);
    if (result.exceeded.length > 0) setDialog({ kind: 'exceeded', exceeded: result.exceeded });
    else closeDialog('exceeded');
    // A toast names a few titles; a longer add is summed up in one sentence, so it stays readable (CART-13).
    if (result.failed.length > TOAST_TITLES) {
      showToast('danger', formatLabel(text.bulkAddFailureMany, { count: result.failed.length }));
    } else if (result.failed.length > 0) {
      showToast(
        'danger',
        result.failed
          .map((f) => [formatLabel(text.bulkAddFailure, { isbn13: f.isbn13 }), ...f.messages].join(' '))
          .join(' '),
      );
    } else if (result.added.length > TOAST_TITLES) {
      const copies = result.added.reduce((sum, a) => sum + a.quantity, 0);
      showToast('success', formatLabel(text.bulkAddSuccessMany, { count: result.added.length, quantity: copies }));
    } else if (result.added.length > 0) {
      showToast(
        'success',
        result.added.map((a) => formatLabel(text.bulkAddSuccess, { isbn13: a.isbn13, quantity: a.quantity })).join(' '),
      );
    }
  };

  const changeQuantity = (entry: CartEntry, value: number) => {
    quantity.update(entry, value).then(
      (outcome) => {
        if (outcome.status === 'backordered') {
          setDialog({ kind: 'backorder', backorder: outcome.backorder });
          return;
        }
        closeDialog('quantity');
        showToast('success', formatLabel(text.quantityUpdated, { isbn13: entry.product.isbn13, quantity: value }));
      },
      (failure: Error) => setDialog({ kind: 'quantityFailed', message: failure.message }),
    );
  };

  const replaceWithNewEdition = (entry: CartEntry) => {
    replacing.replace(entry).then(
      () => showToast('success', formatLabel(text.replaced, { title: entry.product.fullTitle })),
      () => setDialog({ kind: 'replaceFailed' }),
    );
  };

  const saveAsWishList = (target: SaveCartTarget) => {
    void saving.save(target).then((outcome: SaveCartOutcome) => {
      closeDialog('saveAsWishList');
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
  const busy =
    removal.isPending ||
    selection.isPending ||
    clearing.isPending ||
    quantity.isPending ||
    bulk.isPending ||
    replacing.isPending ||
    saving.isPending;
  const addAll = (items: Parameters<typeof bulk.addAll>[0]) => {
    setFailedIsbns([]);
    return bulk.addAll(items);
  };
  const quickAdd = cart ? (
    <QuickAddForm max={maxProductQuantity} isPending={bulk.isPending} onSubmit={addAll} labels={text} />
  ) : null;

  let body;
  if (isLoading) {
    body = (
      <p className="sm-cart__state" role="status">
        {text.loading}
      </p>
    );
  } else if (!session.isSignedIn && !session.isError) {
    body = (
      <div className="sm-cart__state">
        <p>{text.signedOut}</p>
        <a className="sm-button sm-button--primary" href={api.auth.signInUrl(returnTo ?? routes.cart)}>
          {text.signIn}
        </a>
      </div>
    );
  } else if (isError || !cart) {
    body = (
      <div className="sm-cart__state" role="alert">
        <p>{text.loadFailed}</p>
        {error?.message ? <p className="sm-cart__detail">{error.message}</p> : null}
        <button type="button" className="sm-button" onClick={refetch}>
          {text.retry}
        </button>
      </div>
    );
  } else if (cart.entries.length === 0) {
    body = (
      <>
        <p className="sm-cart__state sm-cart__empty">{text.empty}</p>
        {quickAdd}
        {/* CART-07: an empty cart shows the checkout button disabled, not no button. */}
        <OrderSummary cart={cart} canCheckout={false} labels={text} layout={summaryLayout} />
      </>
    );
  } else {
    const hasBackorders = cart.entries.some((e) => e.backOrderedQty > 0);
    const summary = (
      <OrderSummary
        cart={cart}
        canCheckout={session.canPurchase && !busy}
        showCheckoutReason={!session.canPurchase}
        labels={text}
        layout={summaryLayout}
      />
    );
    const selectedFundCode = (
      <SelectedFundCode
        count={selection.selected.length}
        funds={funds}
        labels={text}
        onApply={(code) =>
          setFundCodes(
            cart.entries.filter((e) => selection.selected.includes(e.entryNumber)).map((e) => e.product.code),
            code,
          )
        }
      />
    );
    body = (
      <div className="sm-cart__layout">
        {isPhone ? summary : null}
        <div className="sm-cart__main">
          {hasBackorders ? <p className="sm-alert sm-alert--warning">{text.backorderWarning}</p> : null}
          <CartActionsDisclosure collapsed={isPhone} label={text.cartActions}>
            <ConfirmDialog
              open={dialog.kind === 'removeSelected'}
              onOpenChange={dialogOpenChange('removeSelected')}
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
              open={dialog.kind === 'clearCart'}
              onOpenChange={dialogOpenChange('clearCart')}
              trigger={
                <button type="button" className="sm-button" disabled={busy}>
                  {text.clearCart}
                </button>
              }
              title={text.clearCartTitle}
              description={text.clearCartDescription}
              confirmLabel={text.clearCartConfirm}
              cancelLabel={text.clearCartCancel}
              onConfirm={clearCart}
            />{' '}
            <button
              type="button"
              className="sm-button"
              disabled={busy || saving.isLoadingWishLists}
              onClick={() => setDialog({ kind: 'saveAsWishList' })}
            >
              {text.saveAsWishList}
            </button>{' '}
            <button type="button" className="sm-button" onClick={() => setDialog({ kind: 'export' })}>
              {text.exportCart}
            </button>
            {/* On a phone the ticked lines' fund code is one more cart action, so the first line stays on the first screen. */}
            {isPhone ? selectedFundCode : null}
          </CartActionsDisclosure>
          {isPhone ? null : selectedFundCode}
          <CartTable
            entries={cart.entries}
            onRemove={removal.remove}
            removingEntryNumber={removal.removingEntryNumber}
            onChangeQuantity={(entry) => setDialog({ kind: 'quantity', entry })}
            onReplaceWithNewEdition={replaceWithNewEdition}
            replacingEntryNumber={replacing.replacingEntryNumber}
            selectedEntryNumbers={selection.selected}
            onToggleSelected={selection.toggle}
            rowsPerPage={rowsPerPage}
            labels={text}
            lineNote={(entry) => {
              // On its own line the cart's copies go without saying: the line tells what was ordered and listed.
              const flag = flags.flagOf(entry.product.isbn13);
              return (
                <>
                  {flag ? <PurchaseFlags flag={{ ...flag, cartQuantity: 0 }} /> : null}
                  <FundCodeField
                    title={entry.product.fullTitle}
                    value={entry.fundCode}
                    funds={funds}
                    labels={text}
                    onSave={(code) => setFundCodes([entry.product.code], code)}
                  />
                </>
              );
            }}
          />
          {quickAdd}
        </div>
        {isPhone ? null : summary}
      </div>
    );
  }

  return (
    <div className="sm-cart" ref={page}>
      <Link className="sm-cart__continue" href={continueShoppingHref ?? brandTargets(config).continueShopping}>
        {text.continueShopping}
      </Link>
      <h1 className="sm-cart__title">{text.title}</h1>
      <CartToast
        toast={toast}
        onDismiss={() => setToast(null)}
        durationMs={toastDurationMs}
        dismissLabel={text.dismissToast}
      />
      <LiveStatus
        className="sm-cart__message"
        clearAfterMs={toastDurationMs}
        messages={[
          removal.removedTitle ? formatLabel(text.removed, { title: removal.removedTitle }) : null,
          selection.removedCount && !selection.error
            ? selection.removedCount === 1
              ? text.removeSelectedDoneOne
              : formatLabel(text.removeSelectedDone, { count: selection.removedCount })
            : null,
        ]}
      />
      {session.isSignedIn ? (
        <FailedIsbnList isbns={failedIsbns} onDismiss={() => setFailedIsbns([])} labels={text} />
      ) : null}
      {removal.error ? (
        <p className="sm-alert sm-alert--danger" role="alert">
          {formatLabel(text.removeFailed, { message: removal.error.message })}
        </p>
      ) : null}
      {selection.error ? (
        <p className="sm-alert sm-alert--danger" role="alert">
          {formatLabel(text.removeSelectedFailed, { message: selection.error.message })}
        </p>
      ) : null}
      {session.isSignedIn ? <AccountCard labels={text} summarised={isPhone} /> : null}
      {body}
      {/* Outside the body, so an upload's preview and progress stay while the cart goes from empty to filled; only for
          those who may order (an inquiry-only or pending account would have every row refused). */}
      {cart && session.canPurchase && hydrated ? (
        <Suspense fallback={null}>
          <SpreadsheetUpload labels={uploadLabels} onDone={announceBulkAdd} />
        </Suspense>
      ) : null}
      {cart && cart.entries.length > 0 ? (
        <>
          {dialog.kind === 'export' ? (
            <Suspense fallback={null}>
              <CartExportDialog
                open
                onOpenChange={dialogOpenChange('export')}
                cart={cart}
                labels={text}
                onPrint={() => window.print()}
                onDownload={() =>
                  import('./export/buildCartWorkbook').then((m) =>
                    m.downloadCartWorkbook(cart, {
                      labels: text,
                      logoText: config.affiliation,
                      ...(exportLogoUrl ? { logoUrl: exportLogoUrl } : {}),
                    }),
                  )
                }
              />
            </Suspense>
          ) : null}
          <CartPrintView
            cart={cart}
            labels={text}
            details={{
              account: printedAccount(accounts?.customerDefaultBillToAccount),
              shipTo: printedAccount(accounts?.shipToAccount),
            }}
          />
        </>
      ) : null}
      {dialog.kind === 'saveAsWishList' ? (
        <Suspense fallback={null}>
          <SaveAsWishListDialog
            open
            onOpenChange={dialogOpenChange('saveAsWishList')}
            wishLists={saving.wishLists}
            isPending={saving.isPending}
            onSubmit={saveAsWishList}
            labels={text}
          />
        </Suspense>
      ) : null}
      <MessageDialog
        open={dialog.kind === 'replaceFailed'}
        onOpenChange={(open) => {
          if (!open) {
            closeDialog('replaceFailed');
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
          <AlreadyExceededDialog exceeded={dialog.exceeded} onClose={() => closeDialog('exceeded')} labels={text} />
        </Suspense>
      ) : null}
      {dialog.kind === 'quantity' ? (
        <Suspense fallback={null}>
          <QuantityEditDialog
            entry={dialog.entry}
            max={maxProductQuantity}
            isPending={quantity.isPending}
            onSubmit={changeQuantity}
            onClose={() => closeDialog('quantity')}
            labels={text}
          />
        </Suspense>
      ) : null}
      <MessageDialog
        open={dialog.kind === 'quantityFailed'}
        onOpenChange={(open) => {
          if (!open) closeDialog('quantityFailed');
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
          if (!open) closeDialog('backorder');
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
    </div>
  );
}
