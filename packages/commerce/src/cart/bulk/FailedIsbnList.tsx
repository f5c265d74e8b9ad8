import { useEffect, useId, useState } from 'react';
import { formatLabel, resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { bulkAddLabels, type BulkAddLabels } from './bulkAdd.labels';
import { clearFailedIsbns, INVALID_ISBNS_KEY, readFailedIsbns, readFailedReasons } from './failedIsbns';

export interface FailedIsbnListProps {
  /** The ISBNs to list. @default those the last bulk add kept in session storage */
  isbns?: readonly string[];
  /** The session-storage key read (and cleared on dismiss). @default the cart's invalid-ISBNs key */
  storageKey?: string;
  /** Called after the user dismissed the list (the stored ISBNs are forgotten). */
  onDismiss?: () => void;
  /** Texts; defaults from the spec. */
  labels?: LabelOverrides<BulkAddLabels>;
}

/**
 * The titled list of ISBNs a bulk add could not add (CART-03), each with its reason when the add kept one; nothing when
 * there are none. Dismissing forgets them.
 */
export function FailedIsbnList({ isbns, storageKey = INVALID_ISBNS_KEY, onDismiss, labels }: FailedIsbnListProps) {
  const text = resolveLabels(bulkAddLabels, labels);
  const titleId = useId();
  // Session storage is read once hydrated (a server has none), so both render the same first.
  const [stored, setStored] = useState<readonly string[]>([]);
  const [reasons, setReasons] = useState<Record<string, string>>({});
  useEffect(() => {
    if (isbns === undefined) setStored(readFailedIsbns(storageKey));
    setReasons(readFailedReasons(storageKey));
  }, [isbns, storageKey]);
  const shown = [...new Set(isbns ?? stored)];
  if (shown.length === 0) return null;
  return (
    <section className="sm-alert sm-alert--danger sm-failed-isbns" aria-labelledby={titleId}>
      <h2 id={titleId} className="sm-failed-isbns__title">
        {text.failedTitle}
      </h2>
      <ul className="sm-failed-isbns__list">
        {shown.map((isbn) => (
          <li key={isbn}>
            {reasons[isbn] ? formatLabel(text.failedWithReason, { isbn, reason: reasons[isbn] }) : isbn}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="sm-button sm-button--link"
        onClick={() => {
          clearFailedIsbns(storageKey);
          setStored([]);
          setReasons({});
          onDismiss?.();
        }}
      >
        {text.failedDismiss}
      </button>
    </section>
  );
}
