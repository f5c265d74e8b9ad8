import { PriceAvailability } from '@shelfmark/commerce';

/** Price and availability (spec 001 §2, spec 002; PNA-01). */
export default function PriceAvailabilityPage() {
  return (
    <>
      <PriceAvailability />
    </>
  );
}
