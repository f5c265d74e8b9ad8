import { formatLabel } from '@shelfmark/forms';
import { LiveStatus } from '../../status/LiveStatus';
import { CartToast } from '../actions/CartToast';
import { FailedIsbnList } from '../bulk/FailedIsbnList';
import type { CartPageLabels } from '../cartPage.labels';
import type { UseCartPageResult } from './useCartPage';

export interface CartPageNoticesProps {
  page: UseCartPageResult;
  text: CartPageLabels;
  /** How long a toast and a removal message stay (CART-16). */
  toastDurationMs: number;
}

/** What the page says above the cart: the toast, the removal messages, the bulk add's failed ISBNs and the failures. */
export function CartPageNotices({ page, text, toastDurationMs }: CartPageNoticesProps) {
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
