import { ProfilePage as Profile } from '@shelfmark/commerce';

/** The profile page (spec 002 §2, PROF-01). */
export default function ProfilePage() {
  return (
    <>
      <Profile />
    </>
  );
}
