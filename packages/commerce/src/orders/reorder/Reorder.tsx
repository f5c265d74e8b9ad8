import { useId, useState } from 'react';
import type { OrderLine } from '@shelfmark/api-client';
import { formatIsbn, formatLabel, resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { reorderLabels, type ReorderLabels } from './reorder.labels';
import { useReorder, type ReorderLine } from './useReorder';

export interface ReorderProps {
  /** The past order's lines. */
  lines: readonly OrderLine[];
  /** Texts; English defaults. */
  labels?: LabelOverrides<ReorderLabels>;
  /** Start with the panel open (stories). @default false */
  defaultOpen?: boolean;
}

function LineState({
  item,
  text,
  useNew,
  onToggle,
}: {
  item: ReorderLine;
  text: ReorderLabels;
  useNew: boolean;
  onToggle: () => void;
}) {
  const id = useId();
  switch (item.state) {
    case 'checking':
      return <span>{text.reorderChecking}</span>;
    case 'unavailable':
      return <span className="sm-reorder__unavailable">{text.reorderUnavailable}</span>;
    case 'add':
      return <span>{text.reorderWillAdd}</span>;
    case 'newEdition':
      return (
        <>
          <span>{formatLabel(text.reorderNewEdition, { isbn13: formatIsbn(item.newIsbn ?? '') })}</span>
          <span className="sm-reorder__choice">
            <input id={id} type="checkbox" checked={useNew} onChange={onToggle} />
            <label htmlFor={id}>{text.reorderUseNewEdition}</label>
          </span>
        </>
      );
  }
}

/**
 * Reorder (beyond the specs): from order details, the past order's lines go into the cart again. Each line
 * is looked up as it is sold today: a title with a newer edition is offered that edition (ticked by default), a title
 * no longer sold is listed as not added; the rest are added with the quantity ordered, through the cart's bulk add.
 */
export function Reorder({ lines, labels, defaultOpen = false }: ReorderProps) {
  const text = resolveLabels(reorderLabels, labels);
  const headingId = useId();
  const [open, setOpen] = useState(defaultOpen);
  const reorder = useReorder(lines, open);
  const [keepOld, setKeepOld] = useState<ReadonlySet<string>>(new Set());
  const [message, setMessage] = useState<{ kind: 'success' | 'danger'; text: string } | null>(null);
  const orderable = reorder.lines.filter((l) => l.state === 'add' || l.state === 'newEdition');

  const note = message ? (
    <p role={message.kind === 'danger' ? 'alert' : 'status'} className={`sm-alert sm-alert--${message.kind}`}>
      {message.text}
    </p>
  ) : null;
  if (!open) {
    return (
      <div className="sm-reorder">
        <button
          type="button"
          className="sm-button"
          onClick={() => {
            setMessage(null);
            setOpen(true);
          }}
        >
          {text.reorder}
        </button>
        {note}
      </div>
    );
  }

  const submit = () => {
    const useNew = new Set(
      reorder.lines
        .filter((l) => l.state === 'newEdition' && !keepOld.has(l.line.isbn3Litm))
        .map((l) => l.line.isbn3Litm),
    );
    reorder.add(useNew).then(
      (result) => {
        const unavailable = reorder.lines.filter((l) => l.state === 'unavailable').map((l) => l.line.title);
        const refused = result.failed.map((f) => f.isbn13);
        const added = result.added.length;
        const parts = [
          added > 0 ? (added === 1 ? text.reorderAddedOne : formatLabel(text.reorderAddedMany, { count: added })) : '',
          unavailable.length + refused.length > 0
            ? formatLabel(text.reorderNotAdded, { titles: [...unavailable, ...refused].join(', ') })
            : '',
        ].filter(Boolean);
        setMessage({ kind: added > 0 ? 'success' : 'danger', text: parts.join(' ') || text.reorderFailed });
        if (added > 0) setOpen(false);
      },
      () => setMessage({ kind: 'danger', text: text.reorderFailed }),
    );
  };

  return (
    <section className="sm-reorder" aria-labelledby={headingId}>
      <h2 id={headingId}>{text.reorderHeading}</h2>
      <ul className="sm-reorder__lines">
        {reorder.lines.map((item, i) => (
          <li key={`${item.line.isbn3Litm}-${i}`} className="sm-reorder__line">
            <span className="sm-reorder__title">{item.line.title}</span>
            <span>
              {formatIsbn(item.line.isbn3Litm)} · {formatLabel(text.reorderQuantity, { quantity: item.quantity })}
            </span>
            <LineState
              item={item}
              text={text}
              useNew={!keepOld.has(item.line.isbn3Litm)}
              onToggle={() =>
                setKeepOld((old) => {
                  const next = new Set(old);
                  if (!next.delete(item.line.isbn3Litm)) next.add(item.line.isbn3Litm);
                  return next;
                })
              }
            />
          </li>
        ))}
      </ul>
      {!reorder.isChecking && orderable.length === 0 ? <p role="status">{text.reorderNothing}</p> : null}
      {note}
      <div className="sm-reorder__actions">
        <button
          type="button"
          className="sm-button sm-button--primary"
          disabled={reorder.isChecking || reorder.isPending || orderable.length === 0}
          onClick={submit}
        >
          {reorder.isPending ? text.reorderAdding : text.reorderAdd}
        </button>
        <button type="button" className="sm-button" onClick={() => setOpen(false)}>
          {text.reorderCancel}
        </button>
      </div>
    </section>
  );
}
