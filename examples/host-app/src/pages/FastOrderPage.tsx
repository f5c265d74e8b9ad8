import { FastOrderForm } from '@shelfmark/commerce';
import { PageTitle } from '../layout/PageTitle';

/** Fast order entry (spec 001 §2, FOE-01). */
export default function FastOrderPage() {
  return (
    <>
      <PageTitle title="Fast Order Entry" />
      <FastOrderForm />
    </>
  );
}
