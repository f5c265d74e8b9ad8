import { OrderTracking } from '@shelfmark/commerce';
import { PageTitle } from '../layout/PageTitle';

/** Public order tracking (spec 001 §2, TRK-01). */
export default function OrderTrackingPage() {
  return (
    <>
      <PageTitle title="Order tracking" />
      <OrderTracking />
    </>
  );
}
