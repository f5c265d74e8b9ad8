import { lazy, Suspense } from 'react';
import type { Cart, DefaultAccount, ShipToAccount } from '@shelfmark/api-client';
import { useSiteConfig } from '@shelfmark/forms/site';
import type { CartPageLabels } from '../cartPage.labels';
import { CartPrintView, type CartPrintAccount } from '../export/CartPrintView';
import type { UseCartPageResult } from './useCartPage';

// Loaded when first opened, with the workbook builder after it: the cart route stays within its size budget.
const CartExportDialog = lazy(() =>
  import('../export/CartExportDialog').then((m) => ({ default: m.CartExportDialog })),
);

export interface CartExportProps {
  page: UseCartPageResult;
  /** The cart, with at least one line. */
  cart: Cart;
  text: CartPageLabels;
  /** The logo drawn in the exported workbook's first row (CART-14). */
  exportLogoUrl?: string | undefined;
}

/** An account as the print view names it (a default bill-to has only its uid as number). */
function printedAccount(account: ShipToAccount | DefaultAccount | null | undefined): CartPrintAccount | null {
  if (!account) return null;
  return {
    name: account.name,
    accountNumber: 'accountNumber' in account ? account.accountNumber : account.uid,
    address: account.addresses[0] ?? null,
  };
}

/** The export dialog while open (CART-14), and the print view the browser's print shows in place of the page. */
export function CartExport({ page, cart, text, exportLogoUrl }: CartExportProps) {
  const config = useSiteConfig();
  const { dialogs, accounts } = page;
  return (
    <>
      {dialogs.dialog.kind === 'export' ? (
        <Suspense fallback={null}>
          <CartExportDialog
            open
            onOpenChange={dialogs.openChange('export')}
            cart={cart}
            labels={text}
            onPrint={() => window.print()}
            onDownload={() =>
              import('../export/buildCartWorkbook').then((m) =>
                m.downloadCartWorkbook(cart, {
                  labels: text,
                  logoText: config.affiliation,
                  ...(exportLogoUrl ? { logoUrl: exportLogoUrl } : {}),
                }),
              )
            }
          />
        </Suspense>
      ) : null}
      <CartPrintView
        cart={cart}
        labels={text}
        details={{
          account: printedAccount(accounts?.customerDefaultBillToAccount),
          shipTo: printedAccount(accounts?.shipToAccount),
        }}
      />
    </>
  );
}
