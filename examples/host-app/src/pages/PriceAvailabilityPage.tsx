import { PriceAvailability } from '@shelfmark/commerce';
import { PageTitle } from '../layout/PageTitle';

/** Price and availability (spec 001 §2, spec 002; PNA-01). */
export default function PriceAvailabilityPage() {
  return (
    <>
      <PageTitle title="Price And Availability" />
      <PriceAvailability />
    </>
  );
}
