import { FastOrderForm } from '@shelfmark/commerce';

/** Fast order entry (spec 001 §2, FOE-01). */
export default function FastOrderPage() {
  return (
    <>
      <FastOrderForm />
    </>
  );
}
