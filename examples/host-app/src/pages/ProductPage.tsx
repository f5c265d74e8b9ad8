import { useLocation, useParams } from 'react-router';
import { ProductDetail, useProduct } from '@shelfmark/commerce';
import { PageTitle } from '../layout/PageTitle';

/** products/:code — the product page with add to cart (PDP-01, PDP-02). */
export default function ProductPage() {
  const { code = '' } = useParams();
  const { pathname, search } = useLocation();
  const { product } = useProduct(code);
  return (
    <>
      <PageTitle
        title={product?.fullTitle ?? 'Product'}
        subject={product ? { description: product.description, canonical: pathname } : undefined}
      />
      {/* Signing in comes back here: the router's address, the same on the server and in the browser. */}
      <ProductDetail code={code} returnTo={`${pathname}${search}`} />
    </>
  );
}
