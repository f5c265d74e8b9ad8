import { useParams, useSearchParams } from 'react-router';
import { OrderDetails } from '@shelfmark/commerce';

/** One order (spec 001 §2, ORD-04, ORD-05); ?archived=true reads an archived order, ?shipTo= a staff user's typed ship-to. */
export default function OrderDetailsPage() {
  const { orderNumber = '' } = useParams();
  const [params] = useSearchParams();
  return (
    <>
      <OrderDetails
        orderNumber={orderNumber}
        isArchived={params.get('archived') === 'true'}
        staffShipTo={params.get('shipTo')}
        reorder
      />
    </>
  );
}
