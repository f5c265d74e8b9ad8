import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { ChangeAccountDialog } from '../../account/ChangeAccountDialog';
import type { UseShipToAccountsResult } from '../../account/useShipToAccounts';
import { MessageDialog } from '../../dialogs/MessageDialog';
import { useSiteConfig, useSiteNavigation } from '@shelfmark/forms/site';
import type { CheckoutLabels } from '../checkout.labels';
import type { UseCheckoutResult } from '../useCheckout';

export interface CheckoutModalsProps {
  checkout: UseCheckoutResult;
  accounts: UseShipToAccountsResult;
  text: CheckoutLabels;
}

/**
 * The error modals of spec 000 §8 (`checkout.modal`: payment, shipper, address invalid, address unverified) and the
 * Change account dialog two of them lead to.
 */
export function CheckoutModals({ checkout, accounts, text }: CheckoutModalsProps) {
  const config = useSiteConfig();
  const { Link } = useSiteNavigation();
  const [replacing, setReplacing] = useState(false);
  const { modal } = checkout;
  const closeOnDismiss = (open: boolean) => {
    if (!open) checkout.closeModal();
  };
  return (
    <>
      <MessageDialog
        open={modal?.kind === 'paymentError'}
        onOpenChange={closeOnDismiss}
        title={text.paymentErrorTitle}
        closeLabel={text.ok}
      >
        <p>{modal?.kind === 'paymentError' ? modal.message : ''}</p>
      </MessageDialog>
      <MessageDialog
        open={modal?.kind === 'shipperError'}
        onOpenChange={closeOnDismiss}
        title={text.shipperFailedTitle}
        closeLabel={text.ok}
      >
        <p>{text.shipperFailed}</p>
        {/* The ways out (CHK-04): a notice that only retries would hold a buyer whose ship-to no shipper serves. */}
        <div className="sm-checkout__notice-actions">
          {accounts.canChange ? (
            <button
              type="button"
              className="sm-button"
              onClick={() => {
                checkout.leaveShipperNotice();
                setReplacing(true);
              }}
            >
              {text.shipperChangeAccount}
            </button>
          ) : null}
          <Link className="sm-button" href={config.routes.cart} onClick={() => checkout.leaveShipperNotice()}>
            {text.backToCart}
          </Link>
        </div>
      </MessageDialog>
      <MessageDialog
        open={modal?.kind === 'addressError'}
        onOpenChange={closeOnDismiss}
        title={text.addressErrorTitle}
        closeLabel={text.ok}
      >
        <p>{text.addressErrorLead}</p>
        <p>{text.addressErrorBody}</p>
      </MessageDialog>
      <Dialog.Root open={modal?.kind === 'addressAlert'} onOpenChange={closeOnDismiss}>
        <Dialog.Portal>
          <Dialog.Overlay className="sm-dialog__overlay" />
          <Dialog.Content className="sm-dialog">
            <Dialog.Title className="sm-dialog__title">{text.addressAlertTitle}</Dialog.Title>
            <Dialog.Description className="sm-dialog__body">{text.addressAlertBody}</Dialog.Description>
            <div className="sm-dialog__actions">
              <button
                type="button"
                className="sm-button sm-button--primary"
                onClick={() => {
                  const values = modal?.kind === 'addressAlert' ? modal.values : null;
                  checkout.closeModal();
                  if (values) checkout.purchase(values, { ignoreAddressVerification: true });
                }}
              >
                {text.useMyAddress}
              </button>
              <button
                type="button"
                className="sm-button"
                onClick={() => {
                  checkout.closeModal();
                  setReplacing(true);
                }}
              >
                {text.replaceAddress}
              </button>
              <Dialog.Close className="sm-button">{text.close}</Dialog.Close>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <ChangeAccountDialog
        open={replacing}
        onOpenChange={setReplacing}
        accounts={accounts.eligible}
        currentAccountNumber={accounts.currentAccountNumber}
        isParent={accounts.isParent}
        isUpdating={accounts.isUpdating}
        onSubmit={(accountNumber) => void accounts.change(accountNumber).then(() => setReplacing(false))}
      />
    </>
  );
}
