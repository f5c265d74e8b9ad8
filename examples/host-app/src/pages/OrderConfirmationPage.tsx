import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { OrderConfirmation, useOrderConfirmation } from '@shelfmark/commerce';
import { useOverridePlaceholders } from '../content/placeholderOverrides';

const MOBILE = '(max-width: 767.98px)';
// A browser (or a test DOM) without matchMedia gets the desk layout.
const subscribe = (onChange: () => void) => {
  const list = window.matchMedia?.(MOBILE);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};

/** orderConfirmation — the number from ?ordernumber= and the ordered cart (spec 000 §2, 001 §2; CONF-01). */
export default function OrderConfirmationPage() {
  const { search } = useLocation();
  const mobile = useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(MOBILE).matches ?? false,
    () => false,
  );
  // A number that is not one of the buyer's orders is not quoted back by the page's content (CONF-01).
  const { status } = useOrderConfirmation(search);
  useOverridePlaceholders(status === 'notFound' ? { ordernumber: '' } : null);
  return (
    <>
      <OrderConfirmation search={search} summaryLayout={mobile ? 'accordion' : 'panel'} />
    </>
  );
}
