import { useId, useRef, useState } from 'react';
import { Accordion } from 'radix-ui';
import type { WishList } from '@shelfmark/api-client/schemas';
import { displayCode, formatLabel, resolveLabels, useFocusSuccessor, type LabelOverrides } from '@shelfmark/forms';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';
import { Pagination } from '../pagination/Pagination';
import { CartToast, type CartToastMessage } from '../cart/actions/CartToast';
import { StackCell, StackRow, StackTable } from '../results/StackTable';
import { useSession } from '../session/useSession';
import { useApiClient } from '@shelfmark/api-client/react';
import { useSiteConfig, useSiteNavigation } from '@shelfmark/forms/site';
import { CreateWishListDialog } from './CreateWishListDialog';
import { searchWishLists } from './searchWishLists';
import { useWishLists, type UseWishListsResult } from './useWishLists';
import { isWishListExpired, modifiedDate } from './wishListDates';
import { wishListPageLabels, type WishListPageLabels } from './wishListPage.labels';

export interface WishListPageProps {
  /** Texts; defaults from specs 000 and 001. */
  labels?: LabelOverrides<WishListPageLabels>;
  /** Wish lists per page. @default 10 */
  pageSize?: number;
  /** How long a notification stays. @default 10000 */
  toastDurationMs?: number;
}

/**
 * The wish-list page (WISH-01..03): title, search (entry title or ISBN digits), Create, an accordion of lists with a
 * pager of 10, each list with its entries, Restore (disabled once expired), Delete and remove selected entries.
 */
export function WishListPage({ labels, pageSize = 10, toastDurationMs = 10_000 }: WishListPageProps) {
  const text = resolveLabels(wishListPageLabels, labels);
  const session = useSession();
  const api = useApiClient();
  const { routes } = useSiteConfig();
  const { navigate } = useSiteNavigation();
  const wishLists = useWishLists();
  const searchId = useId();
  const hintId = useId();
  const [term, setTerm] = useState('');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [toast, setToast] = useState<CartToastMessage | null>(null);
  // A deleted list or a dismissed toast: focus goes to the next list (else the one before, else the heading).
  const pageRef = useRef<HTMLDivElement>(null);
  useFocusSuccessor(pageRef);
  const notify = (ok: boolean, success: string, failure: string) =>
    setToast({ kind: ok ? 'success' : 'danger', message: ok ? success : failure, id: Date.now() + Math.random() });

  const found = searchWishLists(wishLists.lists, term);
  const totalPages = Math.max(1, Math.ceil(found.length / pageSize));
  const currentPage = Math.min(page, totalPages);
  const shown = found.slice((currentPage - 1) * pageSize, currentPage * pageSize);

  // A visitor has no wish lists and cannot create one: ask them to sign in and come back here.
  if (!session.isLoading && !session.user) {
    return (
      <div className="sm-wishlists">
        <h1 className="sm-wishlists__title">{text.pageTitle}</h1>
        <div className="sm-wishlists__signed-out">
          <p>{text.signedOut}</p>
          <a className="sm-button sm-button--primary" href={api.auth.signInUrl(routes.wishlist)}>
            {text.signIn}
          </a>
        </div>
      </div>
    );
  }

  let body;
  if (session.isLoading || wishLists.isLoading) body = <p role="status">{text.loadingWishLists}</p>;
  else if (wishLists.isError) body = <p role="alert">{text.wishListsFailed}</p>;
  else if (wishLists.lists.length === 0) body = <p>{text.noWishListsYet}</p>;
  else if (found.length === 0) body = <p role="status">{text.noResults}</p>;
  else {
    body = (
      <>
        <Accordion.Root type="multiple" className="sm-wishlists__accordion">
          {shown.map((list) => (
            <WishListItem key={list.code} list={list} wishLists={wishLists} text={text} notify={notify} />
          ))}
        </Accordion.Root>
        <Pagination page={currentPage} totalPages={totalPages} onPageChange={setPage} />
      </>
    );
  }

  return (
    <div className="sm-wishlists" ref={pageRef}>
      <h1 className="sm-wishlists__title">{text.pageTitle}</h1>
      <CartToast
        toast={toast}
        onDismiss={() => setToast(null)}
        durationMs={toastDurationMs}
        dismissLabel={text.dismiss}
      />
      <div className="sm-wishlists__toolbar">
        <div className="sm-wishlists__search">
          <label htmlFor={searchId}>{text.searchWishLists}</label>
          <input
            id={searchId}
            type="search"
            className="sm-account-search__field"
            value={term}
            aria-describedby={hintId}
            onChange={(e) => {
              setTerm(e.target.value);
              setPage(1);
            }}
          />
          <p id={hintId} className="sm-account-search__hint">
            {text.searchWishListsHint}
          </p>
        </div>
        <button
          type="button"
          className="sm-button sm-button--primary"
          onClick={() => {
            // A pending account confirms first (spec 001 §4: add to a wish list sends it to accountConfirmation).
            if (session.isPending) navigate(routes.accountConfirmation);
            else setCreating(true);
          }}
        >
          {text.createWishList}
        </button>
      </div>
      {body}
      <CreateWishListDialog
        open={creating}
        onOpenChange={setCreating}
        isPending={wishLists.pending.create}
        text={text}
        onSubmit={(name) =>
          void wishLists.create(name).then((ok) => {
            setCreating(false);
            notify(ok, text.created, text.createFailed);
          })
        }
      />
    </div>
  );
}

interface WishListItemProps {
  list: WishList;
  wishLists: UseWishListsResult;
  text: WishListPageLabels;
  notify: (ok: boolean, success: string, failure: string) => void;
}

function WishListItem({ list, wishLists, text, notify }: WishListItemProps) {
  const [selected, setSelected] = useState<number[]>([]);
  const name = list.name ?? list.code;
  const expired = isWishListExpired(list);
  const busy =
    wishLists.pending.restoring === list.code ||
    wishLists.pending.deleting === list.code ||
    wishLists.pending.editing === list.code;
  const present = new Set(list.entries.map((e) => e.entryNumber));
  const chosen = selected.filter((n) => present.has(n));
  return (
    <Accordion.Item value={list.code} className="sm-wishlists__item" data-focus-item="">
      <Accordion.Header asChild>
        <h2 className="sm-wishlists__header">
          <Accordion.Trigger className="sm-wishlists__trigger">{name}</Accordion.Trigger>
        </h2>
      </Accordion.Header>
      <p className="sm-wishlists__meta">
        {list.entries.length === 1 ? text.itemCountOne : formatLabel(text.itemCount, { count: list.entries.length })}
        {' · '}
        {formatLabel(text.modified, { date: modifiedDate(list) })}
        {expired ? <span className="sm-badge sm-wishlists__expired">{text.expired}</span> : null}
      </p>
      <Accordion.Content className="sm-wishlists__content">
        {list.entries.length === 0 ? (
          <p>{text.emptyWishList}</p>
        ) : (
          <StackTable
            className="sm-wishlists__entries"
            columns={[
              <span className="sm-visually-hidden">{text.selectColumn}</span>,
              text.titleColumn,
              text.isbnColumn,
              text.quantityColumn,
              text.priceColumn,
            ]}
          >
            {list.entries.map((entry) => (
              <StackRow key={entry.entryNumber}>
                <StackCell className="sm-wishlists__select">
                  <input
                    type="checkbox"
                    checked={chosen.includes(entry.entryNumber)}
                    aria-label={formatLabel(text.selectEntry, { title: entry.product.fullTitle })}
                    onChange={(e) =>
                      setSelected((prev) =>
                        e.target.checked ? [...prev, entry.entryNumber] : prev.filter((n) => n !== entry.entryNumber),
                      )
                    }
                  />
                </StackCell>
                <th scope="row" role="rowheader" className="sm-wishlists__entry-title">
                  {entry.product.fullTitle}
                  {entry.product.clAuthorsNames ? (
                    <span className="sm-cart-table__authors">
                      {entry.product.clAuthorsNames.split('||').join(', ')}
                    </span>
                  ) : null}
                </th>
                <StackCell label={text.isbnColumn}>{displayCode(entry.product.code)}</StackCell>
                <StackCell label={text.quantityColumn}>{entry.quantity}</StackCell>
                <StackCell label={text.priceColumn}>{entry.basePrice.formattedValue}</StackCell>
              </StackRow>
            ))}
          </StackTable>
        )}
        <div className="sm-wishlists__actions">
          <button
            type="button"
            className="sm-button"
            disabled={chosen.length === 0 || busy}
            onClick={() =>
              void wishLists.removeEntries(list, chosen).then((ok) => {
                if (ok) setSelected([]);
                notify(ok, formatLabel(text.entriesRemoved, { name }), formatLabel(text.entriesRemoveFailed, { name }));
              })
            }
          >
            {formatLabel(text.removeSelectedEntries, { count: chosen.length })}
          </button>
          <ConfirmDialog
            trigger={
              <button
                type="button"
                className="sm-button"
                disabled={busy}
                aria-label={formatLabel(text.deleteOf, { name })}
              >
                {text.deleteWishList}
              </button>
            }
            title={text.deleteTitle}
            description={formatLabel(text.deleteDescription, { name })}
            confirmLabel={text.deleteConfirm}
            cancelLabel={text.cancel}
            onConfirm={() => void wishLists.remove(list).then((ok) => notify(ok, text.deleted, text.deleteFailed))}
          />
          <ConfirmDialog
            trigger={
              <button
                type="button"
                className="sm-button sm-button--primary"
                disabled={expired || busy || list.entries.length === 0}
                aria-label={formatLabel(text.restoreOf, { name })}
              >
                {wishLists.pending.restoring === list.code ? text.restoring : text.restore}
              </button>
            }
            title={text.restoreTitle}
            description={formatLabel(text.restoreDescription, { name })}
            confirmLabel={text.restoreConfirm}
            cancelLabel={text.cancel}
            onConfirm={() => void wishLists.restore(list).then((ok) => notify(ok, text.restored, text.restoreFailed))}
          />
        </div>
      </Accordion.Content>
    </Accordion.Item>
  );
}
