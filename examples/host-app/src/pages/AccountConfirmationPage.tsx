import { useSession } from '@shelfmark/commerce';
import { useSiteConfig, useSiteNavigation } from '@shelfmark/forms/site';

/**
 * accountConfirmation (spec 001 §2): where a registration lands, and where pending users are sent
 * when they try to order. Says what happens next.
 */
export default function AccountConfirmationPage() {
  const { routes, affiliation } = useSiteConfig();
  const { Link } = useSiteNavigation();
  const { user } = useSession();
  const isActive = user?.accountStatus === 'ACTIVE';
  return (
    <>
      <section className="sm-account-confirmation" aria-labelledby="account-confirmation-title">
        <h1 id="account-confirmation-title">Account Confirmation</h1>
        {isActive ? (
          <p>Your account is confirmed: you can order now.</p>
        ) : (
          <>
            <p>Thank you for registering with {affiliation}.</p>
            <p>
              Your account is waiting for confirmation. We check your customer or account number with your institution
              and email you as soon as you can sign in and order, usually within two business days.
            </p>
          </>
        )}
        <p>
          <Link href={routes.home}>Continue browsing the catalogue</Link>
        </p>
      </section>
    </>
  );
}
