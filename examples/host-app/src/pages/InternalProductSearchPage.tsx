import { InternalProductSearch } from '@shelfmark/commerce';

/** /internal-product-search — staff price lookup for a customer's account (IPS-01). */
export default function InternalProductSearchPage() {
  return (
    <>
      <InternalProductSearch />
    </>
  );
}
