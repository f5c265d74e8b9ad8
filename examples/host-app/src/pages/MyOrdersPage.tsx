import { MyOrders } from '@shelfmark/commerce';
import { PageTitle } from '../layout/PageTitle';

/** My Orders (spec 001 §2): order history with the purchases filter panel (ORD-01..ORD-05). */
export default function MyOrdersPage() {
  return (
    <>
      <PageTitle title="My Orders" />
      <MyOrders />
    </>
  );
}
