import { useId, useState, type FormEvent } from 'react';
import { Dialog } from 'radix-ui';
import type { ShipToAccount } from '@shelfmark/api-client';
import { formatLabel, resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { Pagination } from '../pagination/Pagination';
import { useReturnFocus } from '../dialogs/useReturnFocus';
import { StackCell, StackRow, StackTable } from '../results/StackTable';
import { accountLabels, type AccountLabels } from './account.labels';
import { formatAddress, searchAccounts } from './eligibleAccounts';

export interface ChangeAccountDialogProps {
  /** Whether the modal is shown. */
  open: boolean;
  /** Called with false when the user closes it. */
  onOpenChange: (open: boolean) => void;
  /** The eligible ship-to accounts (active only, ACCT-01). */
  accounts: readonly ShipToAccount[];
  /** The current account number: preselected; submitting it is disabled. */
  currentAccountNumber: string | null;
  /** Show the hidden-parent warning (the current account is a parent unit). @default false */
  isParent?: boolean;
  /** True while the switch is on its way: submit disabled. */
  isUpdating: boolean;
  /** Called with the chosen account number. */
  onSubmit: (accountNumber: string) => void;
  /** Rows per page. @default 5 */
  pageSize?: number;
  /** Texts; defaults from the spec. */
  labels?: LabelOverrides<AccountLabels>;
}

/**
 * The change-account modal (ACCT-01, ACCT-02): a case-insensitive search over every value of an account, a table of
 * accounts with one radio each, a pager (5 by default), and a submit disabled while updating or when the chosen
 * account is the current one.
 */
export function ChangeAccountDialog({ open, onOpenChange, labels, ...rest }: ChangeAccountDialogProps) {
  const text = resolveLabels(accountLabels, labels);
  // Opened by the page's own button (not a Radix Trigger): Escape, Cancel or a switch gives focus back to it.
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="sm-dialog__overlay" />
        <Dialog.Content className="sm-dialog sm-dialog--wide" {...returnFocus}>
          {open ? <ChangeAccountForm text={text} {...rest} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type FormProps = Omit<ChangeAccountDialogProps, 'open' | 'onOpenChange' | 'labels'> & { text: AccountLabels };

function ChangeAccountForm({
  accounts,
  currentAccountNumber,
  isParent = false,
  isUpdating,
  onSubmit,
  pageSize = 5,
  text,
}: FormProps) {
  const ids = { search: useId(), hint: useId() };
  const [term, setTerm] = useState('');
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<string | null>(currentAccountNumber);
  const found = searchAccounts(accounts, term);
  const totalPages = Math.max(1, Math.ceil(found.length / pageSize));
  const currentPage = Math.min(page, totalPages);
  const rows = found.slice((currentPage - 1) * pageSize, currentPage * pageSize);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen && chosen !== currentAccountNumber && !isUpdating) onSubmit(chosen);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Dialog.Title className="sm-dialog__title">{text.changeAccountTitle}</Dialog.Title>
      <Dialog.Description className="sm-dialog__body">{text.changeAccountDescription}</Dialog.Description>
      {isParent ? <p className="sm-alert sm-alert--warning">{text.hiddenParentWarning}</p> : null}
      <label htmlFor={ids.search} className="sm-account-search__label">
        {text.searchAccounts}
      </label>
      <input
        id={ids.search}
        type="search"
        className="sm-account-search__field"
        value={term}
        aria-describedby={ids.hint}
        onChange={(e) => {
          setTerm(e.target.value);
          setPage(1);
        }}
      />
      <p id={ids.hint} className="sm-account-search__hint">
        {text.searchAccountsHint}
      </p>
      {rows.length === 0 ? (
        <p role="status">{text.noAccounts}</p>
      ) : (
        <StackTable
          className="sm-account-table"
          columns={[
            <span className="sm-visually-hidden">{text.selectColumn}</span>,
            text.accountColumn,
            text.nameColumn,
            text.addressColumn,
          ]}
        >
          {rows.map((account) => (
            <StackRow key={account.accountNumber} aria-selected={chosen === account.accountNumber}>
              <StackCell className="sm-account-table__select">
                <input
                  type="radio"
                  name="shipToAccount"
                  value={account.accountNumber}
                  checked={chosen === account.accountNumber}
                  aria-label={formatLabel(text.chooseAccount, { name: account.name })}
                  onChange={() => setChosen(account.accountNumber)}
                />
              </StackCell>
              <StackCell label={text.accountColumn}>{account.accountNumber}</StackCell>
              <StackCell label={text.nameColumn}>
                {account.name}
                {account.accountNumber === currentAccountNumber ? (
                  <>
                    {' '}
                    <span className="sm-account-table__current">{text.currentAccount}</span>
                  </>
                ) : null}
              </StackCell>
              <StackCell label={text.addressColumn}>{formatAddress(account.addresses[0])}</StackCell>
            </StackRow>
          ))}
        </StackTable>
      )}
      <Pagination page={currentPage} totalPages={totalPages} onPageChange={setPage} />
      <div className="sm-dialog__actions">
        <Dialog.Close className="sm-button">{text.changeAccountCancel}</Dialog.Close>
        <button
          type="submit"
          className="sm-button sm-button--primary"
          disabled={!chosen || chosen === currentAccountNumber || isUpdating}
          aria-busy={isUpdating || undefined}
        >
          {isUpdating ? text.changeAccountUpdating : text.changeAccountSubmit}
        </button>
      </div>
    </form>
  );
}
