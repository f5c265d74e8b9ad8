import { OrderTracking } from '@shelfmark/commerce';

/** Public order tracking (spec 001 §2, TRK-01). */
export default function OrderTrackingPage() {
  return (
    <>
      <OrderTracking />
    </>
  );
}
