import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import type { CartEntry } from '@shelfmark/api-client';
import { displayCode, formatLabel, resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { ConfirmDialog } from '../../dialogs/ConfirmDialog';
import { newerEditionIsbn } from '../actions/useReplaceWithNewEdition';
import { editionPhrase } from '../../product/formatEdition';
import { Pagination } from '../../pagination/Pagination';
import { useSiteConfig } from '@shelfmark/forms/site';
import { cartTableLabels, type CartTableLabels } from './cartTable.labels';
import { CANADIAN_PUBLISHER, formatCartDate, formatWeight, productPath } from './formatCartLine';

// Request a quote on a line the buyer may no longer buy online (its server verdict says contact-rep): rare, so its
// code loads only when such a line shows.
const LineRequestQuote = lazy(() =>
  import('../../quotes/RequestQuote').then((m) => ({ default: m.RequestQuoteForTitle })),
);

function MapleLeaf({ label }: { label: string }) {
  return (
    <svg className="sm-cart-table__maple" role="img" aria-label={label} viewBox="0 0 24 24" width="16" height="16">
      <path
        fill="#c8102e"
        d="M12 2l1.6 3.4 2.4-1-0.6 4.4 3-2.4 0.8 2.2 2.8-0.4-1.4 3.2 1.4 1-4.6 3.6 0.6 1.6-4.6-0.8V22h-1.2v-4.2l-4.6 0.8 0.6-1.6L3.6 13.4l1.4-1-1.4-3.2 2.8 0.4 0.8-2.2 3 2.4-0.6-4.4 2.4 1z"
      />
    </svg>
  );
}

/** A key per line that stays with its product when the entries are numbered again (a repeat gets its count). */
function lineKeys(entries: readonly CartEntry[]): string[] {
  const seen = new Map<string, number>();
  return entries.map((entry) => {
    const count = seen.get(entry.product.code) ?? 0;
    seen.set(entry.product.code, count + 1);
    return count === 0 ? entry.product.code : `${entry.product.code}#${count}`;
  });
}

export interface CartTableProps {
  /** The cart's lines. */
  entries: CartEntry[];
  /** Called when the user confirms removing a line. */
  onRemove?: (entry: CartEntry) => void;
  /** The entry number being removed (its button is disabled). */
  removingEntryNumber?: number | null;
  /** Called when the user asks to change a line's quantity (CART-08); shows a Change button per line. */
  onChangeQuantity?: (entry: CartEntry) => void;
  /** Entry numbers of the selected lines (CART-10). */
  selectedEntryNumbers?: number[];
  /** Called when a line's checkbox changes; shows a selection checkbox per line (CART-10). */
  onToggleSelected?: (entryNumber: number, checked: boolean) => void;
  /** Called when the user asks to replace a line with its newer edition (CART-12); shows a Replace button by the badge. */
  onReplaceWithNewEdition?: (entry: CartEntry) => void;
  /** The entry number being replaced (its button is disabled). */
  replacingEntryNumber?: number | null;
  /** Rows per page; the pager shows from 2 pages. @default 5 */
  rowsPerPage?: number;
  /** Texts; defaults from the spec. */
  labels?: LabelOverrides<CartTableLabels>;
  /** Shown under a line's details: the "already ordered / on a list" flags of the cart page. */
  lineNote?: (entry: CartEntry) => ReactNode;
}

/** The order table (CART-05): Products / Quantity / Price, title links opening the product page in a new tab, a pager. */
export function CartTable({
  entries,
  onRemove,
  removingEntryNumber = null,
  onChangeQuantity,
  selectedEntryNumbers = [],
  onToggleSelected,
  rowsPerPage = 5,
  labels,
  onReplaceWithNewEdition,
  replacingEntryNumber = null,
  lineNote,
}: CartTableProps) {
  const text = resolveLabels(cartTableLabels, labels);
  const { routes, maxProductQuantity } = useSiteConfig();
  const [page, setPage] = useState(1);
  const rowId = useId();
  const totalPages = Math.max(1, Math.ceil(entries.length / rowsPerPage));
  const currentPage = Math.min(page, totalPages);
  const hasActions = Boolean(onRemove || onToggleSelected);
  const rows = entries.slice((currentPage - 1) * rowsPerPage, currentPage * rowsPerPage);
  // Lines are keyed by product, not entry number: the server numbers the entries again after a removal, and a row
  // keyed by number would then show another title under the same buttons — focus would stay on a button that now
  // names a different line.
  const rowKeys = lineKeys(rows);

  return (
    <div className="sm-cart-table">
      {/* A stacked table: a list of labelled lines below the tablet breakpoint; the roles keep it a table. */}
      <table className="sm-cart-table__table sm-stack-table" role="table">
        <caption className="sm-visually-hidden">{text.caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              {text.products}
            </th>
            <th scope="col" role="columnheader">
              {text.quantity}
            </th>
            <th scope="col" role="columnheader">
              {text.price}
            </th>
            {hasActions ? (
              <th scope="col" role="columnheader">
                <span className="sm-visually-hidden">{text.actions}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((entry, index) => {
            const { product } = entry;
            const authors = product.clAuthorsNames
              ?.split('||')
              .map((a) => a.trim())
              .filter(Boolean)
              .join(', ');
            const newer = newerEditionIsbn(entry);
            const weight = formatWeight(entry.weight ?? product.weight, product.weightUOM);
            const published = formatCartDate(product.publicationDate);
            return (
              <tr key={rowKeys[index]} className="sm-cart-table__row" role="row" data-focus-item="">
                {/* The row header is named by the title alone: a screen reader repeats it before every cell of the line. */}
                <th
                  scope="row"
                  role="rowheader"
                  className="sm-cart-table__product"
                  aria-labelledby={`${rowId}-${entry.entryNumber}`}
                >
                  {product.imagesDAM?.small ? (
                    <img
                      className="sm-cart-table__cover"
                      src={product.imagesDAM.small}
                      alt=""
                      width={62}
                      height={90}
                      loading="lazy"
                    />
                  ) : null}
                  <div className="sm-cart-table__details">
                    <a
                      className="sm-cart-table__title"
                      href={productPath(product, routes)}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      <span id={`${rowId}-${entry.entryNumber}`}>{product.fullTitle}</span>{' '}
                      <span className="sm-visually-hidden">{text.opensInNewTab}</span>
                    </a>
                    {authors ? <span className="sm-cart-table__authors">{authors}</span> : null}
                    <span className="sm-cart-table__meta">
                      {text.isbn}: {displayCode(product.code)}
                      {product.edition ? ` · ${editionPhrase(product.edition, text.edition)}` : ''}
                      {product.clBindingFormat ? ` · ${text.format}: ${product.clBindingFormat}` : ''}
                    </span>
                    {weight || published ? (
                      <span className="sm-cart-table__meta">
                        {published ? `${text.published}: ${published}` : ''}
                        {weight && published ? ' · ' : ''}
                        {weight ? `${text.weight}: ${weight}` : ''}
                      </span>
                    ) : null}
                    {product.publisherName === CANADIAN_PUBLISHER ? <MapleLeaf label={text.canadianTitle} /> : null}
                    {newer ? (
                      <a
                        className="sm-badge sm-badge--info"
                        href={`${routes.products}/${newer}`}
                        target="_blank"
                        rel="noopener noreferrer"
                      >
                        {text.newEdition} <span className="sm-visually-hidden">{text.opensInNewTab}</span>
                      </a>
                    ) : null}
                    {newer && onReplaceWithNewEdition ? (
                      <button
                        type="button"
                        className="sm-button sm-button--link sm-cart-table__replace"
                        data-focus-key="replace"
                        disabled={replacingEntryNumber === entry.entryNumber}
                        aria-label={formatLabel(text.replaceWithNewEditionOf, { title: product.fullTitle })}
                        onClick={() => onReplaceWithNewEdition(entry)}
                      >
                        {text.replaceWithNewEdition}
                      </button>
                    ) : null}
                    {lineNote?.(entry)}
                    {product.entitlement?.offer === 'contact-rep' && !entry.quoteNumber ? (
                      <Suspense fallback={null}>
                        <LineRequestQuote product={product} />
                      </Suspense>
                    ) : null}
                  </div>
                </th>
                <td className="sm-cart-table__quantity" role="cell" data-label={text.quantity}>
                  {entry.quantity}
                  {onChangeQuantity ? (
                    <>
                      {' '}
                      <button
                        type="button"
                        className="sm-button sm-button--link sm-cart-table__change"
                        data-focus-key="change"
                        onClick={() => onChangeQuantity(entry)}
                        aria-label={formatLabel(text.changeQuantityOf, { title: product.fullTitle })}
                      >
                        {text.changeQuantity}
                      </button>
                    </>
                  ) : null}
                  {entry.backOrderedQty > 0 ? (
                    <span className="sm-cart-table__note">
                      {formatLabel(text.backordered, { count: entry.backOrderedQty })}
                    </span>
                  ) : null}
                  {entry.quantity > maxProductQuantity ? (
                    <span className="sm-cart-table__error">
                      {formatLabel(text.lineMaxQuantity, { max: maxProductQuantity })}
                    </span>
                  ) : null}
                </td>
                <td className="sm-cart-table__price" role="cell" data-label={text.price}>
                  <span className="sm-cart-table__line-total">{entry.totalPrice.formattedValue}</span>
                  <span className="sm-cart-table__note">
                    {formatLabel(text.each, { price: entry.basePrice.formattedValue })}
                  </span>
                </td>
                {hasActions ? (
                  <td className="sm-cart-table__actions" role="cell">
                    {onToggleSelected ? (
                      // A visible label ("Select"); the accessible name adds the title, so each line's box is told apart.
                      <label className="sm-cart-table__select-label">
                        <input
                          type="checkbox"
                          className="sm-cart-table__select"
                          data-focus-key="select"
                          checked={selectedEntryNumbers.includes(entry.entryNumber)}
                          aria-label={formatLabel(text.selectItem, { title: product.fullTitle })}
                          onChange={(event) => onToggleSelected(entry.entryNumber, event.target.checked)}
                        />
                        {text.select}
                      </label>
                    ) : null}
                    {onRemove ? (
                      <ConfirmDialog
                        trigger={
                          <button
                            type="button"
                            className="sm-button sm-button--link"
                            data-focus-key="remove"
                            disabled={removingEntryNumber === entry.entryNumber}
                            aria-label={formatLabel(text.removeItem, { title: product.fullTitle })}
                          >
                            {text.remove}
                          </button>
                        }
                        title={text.removeTitle}
                        description={formatLabel(text.removeDescription, { title: product.fullTitle })}
                        confirmLabel={text.removeConfirm}
                        cancelLabel={text.removeCancel}
                        onConfirm={() => onRemove(entry)}
                      />
                    ) : null}
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
      <Pagination page={currentPage} totalPages={totalPages} onPageChange={setPage} />
    </div>
  );
}
