import { ProfilePage as Profile } from '@shelfmark/commerce';
import { PageTitle } from '../layout/PageTitle';

/** The profile page (spec 002 §2, PROF-01). */
export default function ProfilePage() {
  return (
    <>
      <PageTitle title="Profile" />
      <Profile />
    </>
  );
}
