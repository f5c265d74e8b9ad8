import { resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { useSiteNavigation } from '@shelfmark/forms/site';

/** English defaults of the signed-out My Orders section; My Orders → Quotes passes its own title and message. */
export const myOrdersSignedOutLabels = {
  title: 'My Orders',
  signedOut: 'Sign in to see your orders.',
  signIn: 'Sign in',
};
export type MyOrdersSignedOutLabels = typeof myOrdersSignedOutLabels;

export interface MyOrdersSignedOutProps {
  /** The section's class: the page's own (`sm-orders`, `sm-quotes`). */
  className: string;
  /** Where sign-in comes back to: the page's own address. */
  returnTo: string;
  /** Texts; English defaults in `myOrdersSignedOutLabels`. */
  labels?: LabelOverrides<MyOrdersSignedOutLabels>;
}

/** A My Orders section (Orders, Quotes) for a visitor: its heading, and a link to sign in that comes back to it. */
export function MyOrdersSignedOut({ className, returnTo, labels }: MyOrdersSignedOutProps) {
  const text = resolveLabels(myOrdersSignedOutLabels, labels);
  const { Link } = useSiteNavigation();
  return (
    <section className={className}>
      <h1>{text.title}</h1>
      <p>
        {text.signedOut} <Link href={`/api/auth/login?return=${encodeURIComponent(returnTo)}`}>{text.signIn}</Link>
      </p>
    </section>
  );
}
