import { useParams } from 'react-router';
import { CatalogProductPage, useProduct } from '@shelfmark/commerce';
import { PageTitle } from '../layout/PageTitle';

/** catalog/:code — the non-ecommerce product catalogue page (NECP-01). */
export default function CatalogPage() {
  const { code = '' } = useParams();
  const { product } = useProduct(code);
  return (
    <>
      <PageTitle title={product?.fullTitle ?? 'Product catalogue'} />
      <CatalogProductPage code={code} />
    </>
  );
}
