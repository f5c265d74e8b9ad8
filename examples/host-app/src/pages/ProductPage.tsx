import { useLocation, useParams } from 'react-router';
import { ProductDetail, useProduct, useSiteConfig } from '@shelfmark/commerce';
import { PageTitle } from '../layout/PageTitle';

/** products/:code — the product page with add to cart (PDP-01, PDP-02). */
export default function ProductPage() {
  const { code = '' } = useParams();
  const { pathname, search } = useLocation();
  const { product } = useProduct(code);
  const { routes } = useSiteConfig();
  return (
    <>
      <PageTitle
        title={product?.fullTitle ?? 'Product'}
        subject={
          // One address per title, whichever code the visitor came by (an ISBN-10, a suffix, dashes).
          product ? { description: product.description, canonical: `${routes.products}/${product.isbn13}` } : undefined
        }
      />
      {/* Signing in comes back here: the router's address, the same on the server and in the browser. */}
      <ProductDetail code={code} returnTo={`${pathname}${search}`} />
    </>
  );
}
