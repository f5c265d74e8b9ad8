import type { Address } from '@shelfmark/api-client';
import { resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { profileLabels, type ProfileLabels } from './profile.labels';
import { useProfile } from './useProfile';

export interface ProfilePageProps {
  /** Editable texts; each falls back to its English default. */
  labels?: LabelOverrides<ProfileLabels>;
}

type Row = [label: string, value: string | null | undefined];

function Facts({ rows, missing }: { rows: Row[]; missing: string }) {
  return (
    <dl className="sm-profile__facts">
      {rows.map(([label, value]) => (
        <div key={label} className="sm-profile__fact">
          <dt>{label}</dt>
          <dd>{value && value.trim() !== '' ? value : missing}</dd>
        </div>
      ))}
    </dl>
  );
}

function AddressBlock({ title, address, text }: { title: string; address: Address | null; text: ProfileLabels }) {
  return (
    <section className="sm-profile__section" aria-label={title}>
      <h2>{title}</h2>
      <Facts
        missing={text.missing}
        rows={[
          [text.line1, address?.line1],
          [text.line2, address?.line2],
          [text.town, address?.town],
          [text.region, address?.region?.name ?? address?.region?.isocode],
          [text.postalCode, address?.postalCode],
        ]}
      />
    </section>
  );
}

/**
 * The profile page (PROF-01): contact information, the registered customer number (the default
 * ship-to), the default shipping and billing addresses — a dash for every missing value — and the
 * Account Help and (when configured) Change Password buttons, both opening a new tab.
 */
export function ProfilePage({ labels }: ProfilePageProps) {
  const text = resolveLabels(profileLabels, labels);
  const data = useProfile();
  const heading = <h1>{text.title}</h1>;
  if (data.status === 'loading')
    return (
      <div className="sm-profile">
        {heading}
        <p role="status">{text.loading}</p>
      </div>
    );
  if (data.status === 'signed-out')
    return (
      <div className="sm-profile">
        {heading}
        <p className="sm-alert sm-alert--warning">{text.signedOut}</p>
      </div>
    );
  if (data.status === 'error')
    return (
      <div className="sm-profile">
        {heading}
        <p className="sm-alert sm-alert--danger" role="alert">
          {text.failed}
        </p>
      </div>
    );
  const p = data.profile!;
  const newTab = (href: string, label: string) => (
    <a className="sm-button" href={href} target="_blank" rel="noopener noreferrer">
      {label} <span className="sm-visually-hidden">{text.opensInNewTab}</span>
    </a>
  );
  return (
    <div className="sm-profile">
      {heading}
      <section className="sm-profile__section" aria-label={text.contactInformation}>
        <h2>{text.contactInformation}</h2>
        <Facts
          missing={text.missing}
          rows={[
            [text.firstName, p.firstName],
            [text.lastName, p.lastName],
            [text.jobTitle, p.title],
            [text.email, p.email],
            [text.departmentName, p.departmentName],
            [text.workPhone, p.workPhone],
            [text.mobilePhone, p.defaultAddress?.cellphone],
            [text.storeName, p.storeName],
          ]}
        />
      </section>
      <section className="sm-profile__section" aria-label={text.customerNumber}>
        <h2>{text.customerNumber}</h2>
        <p className="sm-profile__customer-number">{p.defaultShipToAccount || text.missing}</p>
      </section>
      <AddressBlock title={text.defaultShippingAddress} address={data.shippingAddress} text={text} />
      <AddressBlock title={text.defaultBillingAddress} address={data.billingAddress} text={text} />
      <div className="sm-profile__actions">
        {data.accountHelpUrl ? newTab(data.accountHelpUrl, text.accountHelp) : null}
        {data.changePasswordUrl ? newTab(data.changePasswordUrl, text.changePassword) : null}
      </div>
    </div>
  );
}
