import { InternalProductSearch } from '@shelfmark/commerce';
import { PageTitle } from '../layout/PageTitle';

/** /internal-product-search — staff price lookup for a customer's account (IPS-01). */
export default function InternalProductSearchPage() {
  return (
    <>
      <PageTitle title="Internal Product Search" />
      <InternalProductSearch />
    </>
  );
}
