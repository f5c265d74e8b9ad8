import { lazy, Suspense, type ReactNode } from 'react';
import { formatLabel } from '@shelfmark/forms';
import { useCurrentPath, useHydrated } from '@shelfmark/forms/site';
import { UserIcon } from './icons';
import type { HeaderModel } from './useHeaderModel';

// The menu (Radix dropdown and its positioning) loads only for signed-in users: visitors never pay for it.
const AccountMenu = lazy(() => import('./AccountMenu').then((m) => ({ default: m.AccountMenu })));

// The parts of the header that differ between a server and the browser are components of their own: once hydrated,
// React renders them again at once (and synchronously), and only they render, not the whole header (on a
// phone that render held the main thread for tens of milliseconds after hydration).

/** `children` once hydrated; `fallback` on a server and while hydrating (the account menu, a Radix dropdown, is client-only: its icon stands in). */
function WhenHydrated({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return useHydrated() ? children : fallback;
}

/** Sign-in comes back to the host's `returnTo`, else the address ('/' on a server and while hydrating: a server passes returnTo). */
export function SignInLink({
  className,
  href,
  label,
}: {
  className: string;
  href: (here: string) => string;
  label: string;
}) {
  return (
    <a className={className} href={href(useCurrentPath())}>
      {label}
    </a>
  );
}

const accountMenuPlaceholder = (
  <span className="sm-header-account__trigger" aria-hidden="true">
    <UserIcon />
  </span>
);

/** The desktop account area (HDR-03): sign in and register, the pending notice and sign-out, or the account menu. */
export function HeaderAccount({ model }: { model: HeaderModel }) {
  const { access, text, routes, Link } = model;
  if (access.isSessionLoading) return null;
  return (
    <div className="sm-header-account">
      {access.showSignIn && (
        <>
          {/* Full-page: sign-in goes through the federated provider. */}
          <SignInLink className="sm-header-account__link" href={model.signInUrl} label={text.signIn} />
          <Link className="sm-header-account__link" href={model.registerHref}>
            {text.register}
          </Link>
        </>
      )}
      {access.state === 'pending' && <span className="sm-header-account__notice">{text.pendingNotice}</span>}
      {access.showPendingSignOut && (
        <a className="sm-header-account__link" href={model.signOutUrl}>
          {text.signOut}
        </a>
      )}
      {access.showAccountMenu && access.user && (
        <>
          <span className="sm-header-account__greeting">
            {formatLabel(text.greeting, { firstName: access.user.firstName })}
          </span>
          <WhenHydrated fallback={accountMenuPlaceholder}>
            <Suspense fallback={accountMenuPlaceholder}>
              <AccountMenu
                label={text.accountMenu}
                links={[
                  { label: text.profile, href: routes.profile },
                  { label: text.myOrders, href: routes.myOrders },
                  { label: text.wishlists, href: routes.wishlist },
                ]}
                signOutLabel={text.signOut}
                signOutUrl={model.signOutUrl}
              />
            </Suspense>
          </WhenHydrated>
        </>
      )}
    </div>
  );
}
