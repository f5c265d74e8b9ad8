import { WishListPage } from '@shelfmark/commerce';
import { PageTitle } from '../layout/PageTitle';

/** wishlist — the wish-list page (spec 001 §2, spec 000 §2). */
export default function WishlistPage() {
  return (
    <>
      <PageTitle title="Wish Lists" />
      <WishListPage />
    </>
  );
}
