import { CartPage } from '@shelfmark/commerce';
import { PageTitle } from '../layout/PageTitle';

/** cart — the cart page (spec 000 §2). */
export default function CartRoute() {
  return (
    <>
      <PageTitle title="Cart" />
      <CartPage />
    </>
  );
}
