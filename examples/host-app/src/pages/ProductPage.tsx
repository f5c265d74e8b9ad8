import { useLocation, useParams } from 'react-router';
import { ProductDetail, useProduct } from '@shelfmark/commerce';
import { useOrigin } from '../content/documentHead';
import { PageTitle } from '../layout/PageTitle';
import { ProductStructuredData } from '../layout/ProductStructuredData';
import { useSiteConfig } from '@shelfmark/forms/site';

/** products/:code — the product page with add to cart (PDP-01, PDP-02). */
export default function ProductPage() {
  const { code = '' } = useParams();
  const { pathname, search } = useLocation();
  const { product } = useProduct(code);
  const { routes, currency } = useSiteConfig();
  const origin = useOrigin();
  // One address per title, whichever code the visitor came by (an ISBN-10, a suffix, dashes).
  const canonical = product ? `${routes.products}/${product.isbn13}` : undefined;
  return (
    <>
      <PageTitle
        title={product?.fullTitle ?? 'Product'}
        subject={product && canonical ? { description: product.description, canonical } : undefined}
      />
      {product && canonical && origin ? (
        <ProductStructuredData product={product} origin={origin} canonical={canonical} currency={currency} />
      ) : null}
      {/* Signing in comes back here: the router's address, the same on the server and in the browser. */}
      <ProductDetail code={code} returnTo={`${pathname}${search}`} />
    </>
  );
}
