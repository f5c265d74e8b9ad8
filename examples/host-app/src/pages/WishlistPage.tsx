import { WishListPage } from '@shelfmark/commerce';

/** wishlist — the wish-list page (spec 001 §2, spec 000 §2). */
export default function WishlistPage() {
  return (
    <>
      <WishListPage />
    </>
  );
}
