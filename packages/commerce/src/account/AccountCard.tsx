import { lazy, Suspense, useId, useState } from 'react';
import type { DefaultAccount, ShipToAccount } from '@shelfmark/api-client';
import { useApiClient } from '@shelfmark/api-client/react';
import { formatLabel, resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { useSiteConfig } from '@shelfmark/forms/site';
import { accountLabels, type AccountLabels } from './account.labels';
import { brandTargets } from './brandTargets';
import { formatAddress } from './eligibleAccounts';
import { useShipToAccounts } from './useShipToAccounts';

// The account picker loads when "Change account" first opens it (the cart and checkout routes stay small).
const ChangeAccountDialog = lazy(() =>
  import('./ChangeAccountDialog').then((m) => ({ default: m.ChangeAccountDialog })),
);

export interface AccountCardProps {
  /** Rows per page of the change-account modal. @default 5 */
  accountsPageSize?: number;
  /** Called after the ship-to account was switched (the cart is already recalculated). */
  onAccountChanged?: (accountNumber: string) => void;
  /** Where the single-account log out lands. @default per brand (home, or the second brand's search) */
  logoutReturnTo?: string;
  /** Texts; defaults from the spec. */
  labels?: LabelOverrides<AccountLabels>;
  /**
   * Summarise the addresses in one line ("Shipping to …") that opens to show them (a native disclosure), so a phone's
   * first screen keeps room for what the page is about; Change account or Log out stays in view. @default false
   */
  summarised?: boolean;
}

function Address({ title, account }: { title: string; account: ShipToAccount | DefaultAccount | null | undefined }) {
  if (!account) return null;
  const number = 'accountNumber' in account ? account.accountNumber : account.uid;
  return (
    <div className="sm-account-card__address">
      <h3 className="sm-account-card__heading">{title}</h3>
      <p className="sm-account-card__name">
        {account.name} <span className="sm-account-card__number">({number})</span>
      </p>
      <p className="sm-account-card__line">{formatAddress(account.addresses[0])}</p>
    </div>
  );
}

/**
 * The account card (CART-02): shipping and billing addresses and Change account — or, when only one account is
 * eligible, a federated Log out (to the second brand's route on the second-brand site). A successful switch says
 * 'Your account information was successfully updated'; a failed one closes the modal silently (ACCT-02).
 */
export function AccountCard({
  accountsPageSize = 5,
  onAccountChanged,
  logoutReturnTo,
  labels,
  summarised = false,
}: AccountCardProps) {
  const text = resolveLabels(accountLabels, labels);
  const api = useApiClient();
  const config = useSiteConfig();
  const titleId = useId();
  const accounts = useShipToAccounts();
  const [open, setOpen] = useState(false);
  const [updated, setUpdated] = useState(false);

  const submit = (accountNumber: string) => {
    setUpdated(false);
    void accounts.change(accountNumber).then((ok) => {
      setOpen(false);
      if (!ok) return;
      setUpdated(true);
      onAccountChanged?.(accountNumber);
    });
  };

  let content;
  if (accounts.isLoading) content = <p role="status">{text.accountsLoading}</p>;
  else if (accounts.isError || !accounts.accounts) content = <p role="alert">{text.accountsFailed}</p>;
  else {
    const shipTo = accounts.accounts.shipToAccount ?? accounts.accounts.customerDefaultBillToAccount;
    const addresses = (
      <div className="sm-account-card__addresses">
        <Address title={text.shipTo} account={accounts.accounts.shipToAccount} />
        <Address title={text.billTo} account={accounts.accounts.customerDefaultBillToAccount} />
      </div>
    );
    content = (
      <>
        {summarised && shipTo ? (
          <details className="sm-account-card__summary">
            <summary>
              {formatLabel(text.shippingTo, {
                name: shipTo.name,
                number: 'accountNumber' in shipTo ? shipTo.accountNumber : shipTo.uid,
              })}
            </summary>
            {addresses}
          </details>
        ) : (
          addresses
        )}
        {accounts.canChange ? (
          <button
            type="button"
            className="sm-button"
            onClick={() => {
              setUpdated(false);
              setOpen(true);
            }}
          >
            {text.changeAccount}
          </button>
        ) : (
          <a className="sm-button" href={api.auth.federatedLogoutUrl(logoutReturnTo ?? brandTargets(config).logout)}>
            {text.logOut}
          </a>
        )}
      </>
    );
  }

  return (
    <section className="sm-account-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="sm-account-card__title">
        {text.accountTitle}
      </h2>
      <div role="status" className="sm-account-card__status">
        {updated ? <p className="sm-alert sm-alert--success">{text.accountUpdated}</p> : null}
      </div>
      {content}
      {open ? (
        <Suspense fallback={null}>
          <ChangeAccountDialog
            open
            onOpenChange={setOpen}
            accounts={accounts.eligible}
            currentAccountNumber={accounts.currentAccountNumber}
            isParent={accounts.isParent}
            isUpdating={accounts.isUpdating}
            onSubmit={submit}
            pageSize={accountsPageSize}
            labels={text}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
