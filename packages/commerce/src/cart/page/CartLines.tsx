import type { Cart } from '@shelfmark/api-client';
import { PurchaseFlags } from '../../purchase-flags/PurchaseFlags';
import { CartTable } from '../CartTable/CartTable';
import type { CartPageLabels } from '../cartPage.labels';
import { FundCodeField } from '../fund-codes';
import type { UseCartPageResult } from './useCartPage';

export interface CartLinesProps {
  page: UseCartPageResult;
  cart: Cart;
  text: CartPageLabels;
  rowsPerPage: number;
}

/** The order table, each line with its purchase flags and fund code. */
export function CartLines({ page, cart, text, rowsPerPage }: CartLinesProps) {
  const { dialogs, flags, funds } = page;
  const { removal, replacing, selection } = page.lines;
  return (
    <CartTable
      entries={cart.entries}
      onRemove={removal.remove}
      removingEntryNumber={removal.removingEntryNumber}
      onChangeQuantity={(entry) => dialogs.open({ kind: 'quantity', entry })}
      onReplaceWithNewEdition={page.lines.replaceWithNewEdition}
      replacingEntryNumber={replacing.replacingEntryNumber}
      selectedEntryNumbers={selection.selected}
      onToggleSelected={selection.toggle}
      rowsPerPage={rowsPerPage}
      labels={text}
      lineNote={(entry) => {
        // On its own line the cart's copies go without saying: the line tells what was ordered and listed.
        const flag = flags.flagOf(entry.product.isbn13);
        return (
          <>
            {flag ? <PurchaseFlags flag={{ ...flag, cartQuantity: 0 }} /> : null}
            <FundCodeField
              title={entry.product.fullTitle}
              value={entry.fundCode}
              funds={funds}
              labels={text}
              onSave={(code) => page.lines.setFundCodes([entry.product.code], code)}
            />
          </>
        );
      }}
    />
  );
}
