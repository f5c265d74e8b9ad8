import { useLocation } from 'react-router';
import { MyOrders } from '@shelfmark/commerce';

/**
 * My Orders (spec 001 §2): order history with the purchases filter panel (ORD-01..ORD-05). The router's
 * query string holds the filters and page, so the server renders the same list the browser shows.
 */
export default function MyOrdersPage() {
  const { search } = useLocation();
  return (
    <>
      <MyOrders search={search} />
    </>
  );
}
