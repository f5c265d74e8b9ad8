import { useSearchParams } from 'react-router';
import { CheckoutPage as Checkout } from '@shelfmark/commerce';

/** checkout — payment by PO or card, promo codes, order summary (spec 000 §2, CHK-01..08). */
export default function CheckoutPage() {
  const [params] = useSearchParams();
  return (
    <>
      <Checkout isProcessedReturn={params.has('processed')} />
    </>
  );
}
