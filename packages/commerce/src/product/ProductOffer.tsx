import { useId, useState, type ReactNode } from 'react';
import type { Product } from '@shelfmark/api-client';
import { useApiClient } from '@shelfmark/api-client/react';
import {
  QuantityInput,
  quantityErrorMessage,
  parseQuantity,
  resolveLabels,
  type LabelOverrides,
} from '@shelfmark/forms';
import type { AddedToCart } from '../cart/useAddToCart';
import { useSession } from '../session/useSession';
import { useSiteConfig, useSiteNavigation, useCurrentPath } from '@shelfmark/forms/site';
import { AddToCartForm } from './AddToCartForm';
import { addToCartFormLabels, type AddToCartFormLabels } from './addToCartForm.labels';
import { AddToWishList } from './AddToWishList';
import type { AddToWishListLabels } from './addToWishList.labels';
import { productOfferKind, trialHref, type ProductOfferKind } from './productOfferKind';
import { productOfferLabels, type ProductOfferLabels } from './productOffer.labels';
import { RequestQuote } from '../quotes/RequestQuote';
import { canRequestQuote } from '../quotes/canRequestQuote';
import type { RequestQuoteLabels } from '../quotes/requestQuote.labels';

/** Where the offer links go; the host app's pages. */
export interface ProductOfferPaths {
  /** Find-your-rep page. @default '/find-your-rep' */
  rep: string;
  /** Its international variant, for international users and markets. @default '/find-your-rep/international' */
  internationalRep: string;
  /** Request-a-trial page; `?product=` is added by product type. @default '/request-a-trial' */
  trial: string;
  /** Its international variant. @default '/request-a-trial/international' */
  internationalTrial: string;
}

export const defaultOfferPaths: ProductOfferPaths = {
  rep: '/find-your-rep',
  internationalRep: '/find-your-rep/international',
  trial: '/request-a-trial',
  internationalTrial: '/request-a-trial/international',
};

/** The offer of the product for the signed-in user (or visitor) on this site; 'loading' until the session is known. */
export function useProductOffer(product: Product): ProductOfferKind {
  const session = useSession();
  const site = useSiteConfig();
  if (session.isLoading) return 'loading';
  return productOfferKind({ product, user: session.user, site });
}

export interface ProductOfferProps {
  product: Product;
  /** Texts; defaults from spec 001. */
  labels?: LabelOverrides<ProductOfferLabels>;
  /** Texts of the add-to-cart form. */
  addToCartLabels?: LabelOverrides<AddToCartFormLabels>;
  /** Texts of the wish-list block. */
  wishListLabels?: LabelOverrides<AddToWishListLabels>;
  /** Texts of Request a quote and its dialog (a title sold through a rep, to a signed-in buyer). */
  requestQuoteLabels?: LabelOverrides<RequestQuoteLabels>;
  /** Paths of the rep and trial pages. */
  paths?: Partial<ProductOfferPaths>;
  /** Where sign-in returns to. @default the current path */
  returnTo?: string;
  /** Called after a successful add. */
  onAdded?: (added: AddedToCart) => void;
}

/** `path` with its `quantity` query parameter set to `quantity` (removed for null). */
export function withQuantity(path: string, quantity: number | null): string {
  const [base, query = ''] = path.split('?', 2) as [string, string?];
  const params = new URLSearchParams(query);
  if (quantity === null) params.delete('quantity');
  else params.set('quantity', String(quantity));
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

/**
 * A visitor's limited form (spec 001 §4, §6): the quantity and Add to cart, no price. Adding needs an account, so
 * the form goes to the federated sign-in (GET /api/auth/login?return=…&add=…&quantity=…), which comes back to this
 * page with the add kept once for the buyer (`useAddToCartForm` makes it).
 */
function LimitedAddToCartForm({
  code,
  labels,
  returnTo,
}: {
  code: string;
  labels: AddToCartFormLabels;
  returnTo: string;
}) {
  const api = useApiClient();
  const { maxProductQuantity } = useSiteConfig();
  const [quantity, setQuantity] = useState('1');
  const hintId = useId();
  const parsed = parseQuantity(quantity, { min: 1, max: maxProductQuantity });
  return (
    <form
      className="sm-add-to-cart sm-add-to-cart--limited"
      method="get"
      action={api.auth.signInUrl()}
      aria-describedby={hintId}
      noValidate
      onSubmit={(event) => {
        if (!parsed.ok) event.preventDefault();
      }}
    >
      <p id={hintId} className="sm-add-to-cart__hint">
        {labels.signInPrompt}
      </p>
      {/* A quantity other than the default comes back with the buyer: the form after sign-in starts from it (PDP-02). */}
      <input
        type="hidden"
        name="return"
        value={withQuantity(returnTo, parsed.ok && parsed.value !== 1 ? parsed.value : null)}
      />
      {/* The add itself goes too: the sign-in keeps it and the page makes it once, back here. */}
      <input type="hidden" name="add" value={code} />
      <input type="hidden" name="quantity" value={parsed.ok ? parsed.value : 1} />
      <QuantityInput
        value={quantity}
        onValueChange={setQuantity}
        min={1}
        max={maxProductQuantity}
        labels={labels}
        error={quantityErrorMessage(parsed, labels, { min: 1, max: maxProductQuantity })}
      />
      <button type="submit" className="sm-button sm-button--primary" disabled={!parsed.ok}>
        {labels.submit}
      </button>
    </form>
  );
}

/** One offer in place of the buy control: a line of explanation and its primary button (a storefront or server link). */
function OfferLink({
  hint,
  href,
  label,
  server = false,
  children,
}: {
  hint: string;
  href: string;
  label: string;
  server?: boolean;
  /** A second action beside the link (Request a quote). */
  children?: ReactNode;
}) {
  const { Link } = useSiteNavigation();
  const className = 'sm-button sm-button--primary';
  return (
    <div className="sm-offer">
      <p>{hint}</p>
      {server ? (
        <a className={className} href={href}>
          {label}
        </a>
      ) : (
        <Link className={className} href={href}>
          {label}
        </Link>
      )}
      {children}
    </div>
  );
}

/**
 * The product page's offer (PDP-02, PDP-03): Contact your rep (international variant), Contact Representative,
 * Request a Trial, Sign in for price, a visitor's limited form, no price, or the add-to-cart form with the wish lists.
 */
export function ProductOffer({
  product,
  labels,
  addToCartLabels,
  wishListLabels,
  requestQuoteLabels,
  paths,
  returnTo,
  onAdded,
}: ProductOfferProps) {
  const text = resolveLabels(productOfferLabels, labels);
  const kind = useProductOffer(product);
  const session = useSession();
  const site = useSiteConfig();
  const api = useApiClient();
  // Where sign-in comes back to: the given path, else the address ('/' on a server and while hydrating: pass returnTo there).
  const here = useCurrentPath();
  const to = { ...defaultOfferPaths, ...paths };
  const international = Boolean(session.user?.isInternational) || site.market !== 'NA';
  const formProps = {
    product,
    ...(addToCartLabels ? { labels: addToCartLabels } : {}),
    ...(returnTo ? { returnTo } : {}),
    ...(onAdded ? { onAdded } : {}),
  };

  switch (kind) {
    case 'loading':
      return null;
    case 'request-trial':
      return (
        <OfferLink
          hint={text.requestTrialHint}
          href={trialHref(international ? to.internationalTrial : to.trial, product)}
          label={text.requestTrial}
        />
      );
    case 'contact-rep':
      return (
        <OfferLink
          hint={text.contactRepHint}
          href={international ? to.internationalRep : to.rep}
          label={text.contactRep}
        >
          {canRequestQuote(session.user) ? (
            <RequestQuote product={product} {...(requestQuoteLabels ? { labels: requestQuoteLabels } : {})} />
          ) : null}
        </OfferLink>
      );
    case 'contact-representative':
      return (
        <OfferLink
          hint={text.contactRepresentativeHint}
          href={international ? to.internationalRep : to.rep}
          label={text.contactRepresentative}
        />
      );
    case 'sign-in-for-price':
      // The federated sign-in is a server route: a plain link, not the host's router.
      return (
        <OfferLink
          hint={text.signInForPriceHint}
          href={api.auth.signInUrl(returnTo ?? here)}
          label={text.signInForPrice}
          server
        />
      );
    case 'limited-form':
      return (
        <LimitedAddToCartForm
          code={product.code}
          labels={resolveLabels(addToCartFormLabels, addToCartLabels)}
          returnTo={returnTo ?? here}
        />
      );
    case 'no-price':
      // Not sold now: no price and no buy control; the rep may still find the title (spec 001 §6).
      return (
        <OfferLink hint={text.noPrice} href={international ? to.internationalRep : to.rep} label={text.contactRep} />
      );
    case 'buy':
      return (
        <AddToCartForm
          {...formProps}
          after={(quantity) => (
            <AddToWishList
              product={product}
              quantity={quantity}
              {...(wishListLabels ? { labels: wishListLabels } : {})}
            />
          )}
        />
      );
  }
}
