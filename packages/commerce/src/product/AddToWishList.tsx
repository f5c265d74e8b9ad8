import { useId, useState } from 'react';
import type { Product } from '@shelfmark/api-client';
import { apiErrorText, formatLabel, resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { useSession } from '../session/useSession';
import { useSiteConfig, useSiteNavigation } from '@shelfmark/forms/site';
import { addToWishListLabels, type AddToWishListLabels } from './addToWishList.labels';
import { useAddToWishList } from './useAddToWishList';
import { LiveStatus } from '../status/LiveStatus';

export interface AddToWishListProps {
  product: Product;
  /** Units to add: the add-to-cart form's quantity; null while that quantity is invalid (the button is disabled). */
  quantity: number | null;
  /** Texts; defaults from spec 001. */
  labels?: LabelOverrides<AddToWishListLabels>;
}

/**
 * The product page's wish lists (spec 001 §6, PDP-02): a customer with wish lists picks one and adds the title with
 * the form's quantity; every customer can open the wish-list page to make a new one. A pending user who clicks
 * Add to wish list goes to accountConfirmation, as with Add to cart.
 */
export function AddToWishList({ product, quantity, labels }: AddToWishListProps) {
  const text = resolveLabels(addToWishListLabels, labels);
  const session = useSession();
  const { routes } = useSiteConfig();
  const { Link, navigate } = useSiteNavigation();
  const wish = useAddToWishList(product);
  const [chosen, setChosen] = useState<string | null>(null);
  const titleId = useId();
  const selectId = useId();
  const cartId = chosen ?? wish.wishLists[0]?.code ?? '';
  // Shown once the lists are known, so the block does not change shape under the user.
  if (wish.isLoadingWishLists) return null;

  const add = () => {
    if (session.isPending) {
      navigate(routes.accountConfirmation);
      return;
    }
    if (quantity !== null && cartId) wish.add(cartId, quantity);
  };

  return (
    <div className="sm-wishlist-add" role="group" aria-labelledby={titleId}>
      <p id={titleId} className="sm-wishlist-add__title">
        {text.title}
      </p>
      {wish.wishLists.length > 0 ? (
        <div className="sm-wishlist-add__row">
          <label htmlFor={selectId}>{text.list}</label>
          <select id={selectId} className="sm-select" value={cartId} onChange={(e) => setChosen(e.target.value)}>
            {wish.wishLists.map((w) => (
              <option key={w.code} value={w.code}>
                {w.name ?? w.code}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="sm-button"
            onClick={add}
            disabled={quantity === null}
            aria-disabled={wish.isPending || undefined}
          >
            {wish.isPending ? text.submitting : text.submit}
          </button>
        </div>
      ) : null}
      {/* A pending account cannot make a list yet: it is sent to confirm the account first (spec 001 §4). */}
      <Link className="sm-wishlist-add__new" href={session.isPending ? routes.accountConfirmation : routes.wishlist}>
        {text.newWishList}
      </Link>
      <LiveStatus
        className="sm-wishlist-add__status"
        messages={[
          wish.added
            ? formatLabel(text.added, {
                quantity: wish.added.quantity,
                title: product.fullTitle,
                name: wish.added.name,
              })
            : null,
        ]}
      />
      {wish.error ? (
        <p className="sm-alert sm-alert--danger" role="alert">
          {formatLabel(text.failed, { message: apiErrorText(wish.error) })}
        </p>
      ) : null}
    </div>
  );
}
