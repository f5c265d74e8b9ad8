import { AccessCodeChecker } from '@shelfmark/commerce';
import { PageTitle } from '../layout/PageTitle';

/** The access code checker (spec 001 §2, ACC-01). */
export default function AccessCodesPage() {
  return (
    <>
      <PageTitle title="Access code checker" />
      <AccessCodeChecker />
    </>
  );
}
