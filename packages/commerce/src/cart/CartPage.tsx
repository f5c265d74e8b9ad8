import { lazy, Suspense, useRef, type ReactNode } from 'react';
import type { Cart, CartEntry, DefaultAccount, ShipToAccount } from '@shelfmark/api-client';
import { useApiClient } from '@shelfmark/api-client/react';
import { formatLabel, resolveLabels, useFocusSuccessor, type LabelOverrides } from '@shelfmark/forms';
import { useSiteConfig, useSiteNavigation } from '@shelfmark/forms/site';
import { AccountCard } from '../account/AccountCard';
import { brandTargets } from '../account/brandTargets';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';
import { MessageDialog } from '../dialogs/MessageDialog';
import { PurchaseFlags } from '../purchase-flags/PurchaseFlags';
import { LiveStatus } from '../status/LiveStatus';
import { CartActionsDisclosure } from './actions/CartActionsDisclosure';
import { CartToast } from './actions/CartToast';
import type { CartLineEvent } from './actions/useReplaceWithNewEdition';
import { FailedIsbnList } from './bulk/FailedIsbnList';
import { QuickAddForm } from './bulk/QuickAddForm';
import { cartPageLabels, type CartPageLabels } from './cartPage.labels';
import { CartTable } from './CartTable/CartTable';
import { CartPrintView, type CartPrintAccount } from './export/CartPrintView';
import { FundCodeField, SelectedFundCode } from './fund-codes';
import { OrderSummary } from './OrderSummary/OrderSummary';
import { useCartPage, type UseCartPageResult } from './page/useCartPage';
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
 * Its state is `useCartPage`'s; each part of the page is a view of its own below, used by this page only.
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

interface CartPageNoticesProps {
  page: UseCartPageResult;
  text: CartPageLabels;
  /** How long a toast and a removal message stay (CART-16). */
  toastDurationMs: number;
}

/** What the page says above the cart: the toast, the removal messages, the bulk add's failed ISBNs and the failures. */
function CartPageNotices({ page, text, toastDurationMs }: CartPageNoticesProps) {
  const { notices, session } = page;
  const { removal, selection } = page.lines;
  return (
    <>
      <CartToast
        toast={notices.toast}
        onDismiss={notices.dismissToast}
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
        <FailedIsbnList isbns={notices.failedIsbns} onDismiss={() => notices.setFailedIsbns([])} labels={text} />
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
    </>
  );
}

interface CartPageBodyProps {
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
function CartPageBody({ page, text, rowsPerPage, returnTo, summaryLayout }: CartPageBodyProps) {
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

interface CartLayoutProps {
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
function CartLayout({ page, cart, text, rowsPerPage, summaryLayout, quickAdd }: CartLayoutProps) {
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

interface CartPageActionsProps {
  page: UseCartPageResult;
  text: CartPageLabels;
  /** The ticked lines' fund code: one more action on a phone. */
  selectedFundCode: ReactNode;
}

/** The cart's actions: remove selected, clear cart, save as wish list, export (one disclosure on a phone). */
function CartPageActions({ page, text, selectedFundCode }: CartPageActionsProps) {
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

interface CartLinesProps {
  page: UseCartPageResult;
  cart: Cart;
  text: CartPageLabels;
  rowsPerPage: number;
}

/** The order table, each line with its purchase flags and fund code. */
function CartLines({ page, cart, text, rowsPerPage }: CartLinesProps) {
  const { dialogs, flags, funds } = page;
  const { removal, replacing, selection } = page.lines;
  return (
    <CartTable
      entries={cart.entries}
      onRemove={removal.remove}
      removingEntryNumber={removal.removingEntryNumber}
      onChangeQuantity={(entry) => dialogs.open({ kind: 'quantity', entry })}
      onReplaceWithNewEdition={page.lines.replaceWithNewEdition}
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
              onSave={(code) => page.lines.setFundCodes([entry.product.code], code)}
            />
          </>
        );
      }}
    />
  );
}

// Loaded when first opened, with the workbook builder after it: the cart route stays within its size budget.
const CartExportDialog = lazy(() => import('./export/CartExportDialog').then((m) => ({ default: m.CartExportDialog })));

interface CartExportProps {
  page: UseCartPageResult;
  /** The cart, with at least one line. */
  cart: Cart;
  text: CartPageLabels;
  /** The logo drawn in the exported workbook's first row (CART-14). */
  exportLogoUrl?: string | undefined;
}

/** An account as the print view names it (a default bill-to has only its uid as number). */
function printedAccount(account: ShipToAccount | DefaultAccount | null | undefined): CartPrintAccount | null {
  if (!account) return null;
  return {
    name: account.name,
    accountNumber: 'accountNumber' in account ? account.accountNumber : account.uid,
    address: account.addresses[0] ?? null,
  };
}

/** The export dialog while open (CART-14), and the print view the browser's print shows in place of the page. */
function CartExport({ page, cart, text, exportLogoUrl }: CartExportProps) {
  const config = useSiteConfig();
  const { dialogs, accounts } = page;
  return (
    <>
      {dialogs.dialog.kind === 'export' ? (
        <Suspense fallback={null}>
          <CartExportDialog
            open
            onOpenChange={dialogs.openChange('export')}
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
  );
}

// The dialogs a visitor opens by an action (save as wish list, change a quantity, a bulk add over the maximum) load
// when first needed, not with the page (each lazy route at most 40 kB gzipped); each mounts only while open.
const SaveAsWishListDialog = lazy(() =>
  import('../wishlist/SaveAsWishListDialog').then((m) => ({ default: m.SaveAsWishListDialog })),
);
const QuantityEditDialog = lazy(() =>
  import('./actions/QuantityEditDialog').then((m) => ({ default: m.QuantityEditDialog<CartEntry> })),
);
const AlreadyExceededDialog = lazy(() =>
  import('./bulk/AlreadyExceededDialog').then((m) => ({ default: m.AlreadyExceededDialog })),
);
const OrderedBeforeDialog = lazy(() =>
  import('../purchase-flags/OrderedBeforeDialog').then((m) => ({ default: m.OrderedBeforeDialog })),
);

interface CartPageDialogsProps {
  page: UseCartPageResult;
  text: CartPageLabels;
}

/** The page's dialogs opened by code: the one `page.dialogs.dialog` names, and the bulk add's ordered-before question. */
function CartPageDialogs({ page, text }: CartPageDialogsProps) {
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
