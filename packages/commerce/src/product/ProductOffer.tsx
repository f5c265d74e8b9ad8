import type { Product } from '@shelfmark/api-client';
import { resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import type { AddedToCart } from '../cart/useAddToCart';
import { useSession } from '../session/useSession';
import { useSiteConfig, useSiteNavigation } from '../site/ShelfmarkSiteProvider';
import { AddToCartForm } from './AddToCartForm';
import type { AddToCartFormLabels } from './addToCartForm.labels';
import { productOfferKind, trialHref, type ProductOfferKind } from './productOfferKind';
import { productOfferLabels, type ProductOfferLabels } from './productOffer.labels';

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

export const defaultOfferPaths: ProductOfferPaths = { rep: '/find-your-rep', internationalRep: '/find-your-rep/international', trial: '/request-a-trial', internationalTrial: '/request-a-trial/international' };

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
  /** Paths of the rep and trial pages. */
  paths?: Partial<ProductOfferPaths>;
  /** Where sign-in returns to. @default the current path */
  returnTo?: string;
  /** Called after a successful add. */
  onAdded?: (added: AddedToCart) => void;
}

/**
 * The product page's offer (PDP-03): Contact your rep (international variant), Request a Trial, sign in
 * for price, no price, or the add-to-cart form.
 */
export function ProductOffer({ product, labels, addToCartLabels, paths, returnTo, onAdded }: ProductOfferProps) {
  const text = resolveLabels(productOfferLabels, labels);
  const kind = useProductOffer(product);
  const session = useSession();
  const site = useSiteConfig();
  const { Link } = useSiteNavigation();
  const to = { ...defaultOfferPaths, ...paths };
  const international = Boolean(session.user?.isInternational) || site.market !== 'NA';
  const formProps = { product, ...(addToCartLabels ? { labels: addToCartLabels } : {}), ...(returnTo ? { returnTo } : {}), ...(onAdded ? { onAdded } : {}) };

  switch (kind) {
    case 'loading':
      return null;
    case 'request-trial':
      return (
        <div className="sm-offer">
          <p>{text.requestTrialHint}</p>
          <Link className="sm-button sm-button--primary" href={trialHref(international ? to.internationalTrial : to.trial, product)}>{text.requestTrial}</Link>
        </div>
      );
    case 'contact-rep': {
      return (
        <div className="sm-offer">
          <p>{text.contactRepHint}</p>
          <Link className="sm-button sm-button--primary" href={international ? to.internationalRep : to.rep}>{text.contactRep}</Link>
        </div>
      );
    }
    case 'no-price':
      return <p className="sm-offer sm-offer--none">{text.noPrice}</p>;
    case 'sign-in-for-price':
    case 'buy':
      return <AddToCartForm {...formProps} />;
  }
}
