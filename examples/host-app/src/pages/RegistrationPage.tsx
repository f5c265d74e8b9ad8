import { RegistrationForm } from '@shelfmark/commerce';

/** The registration form (spec 001 §2, REG-01); success goes to accountConfirmation. */
export default function RegistrationPage() {
  return (
    <>
      <RegistrationForm />
    </>
  );
}
