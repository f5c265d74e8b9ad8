import { AccessCodeChecker } from '@shelfmark/commerce';

/** The access code checker (spec 001 §2, ACC-01). */
export default function AccessCodesPage() {
  return (
    <>
      <AccessCodeChecker />
    </>
  );
}
