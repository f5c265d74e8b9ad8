import type { Address, Cart } from '@shelfmark/api-client';
import { resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { cartExportLabels, type CartExportLabels } from './cartExport.labels';
import { useBrowserValue } from '@shelfmark/forms/site';
import { cartExportRows } from './cartRows';

export interface CartPrintViewProps {
  /** The cart printed. */
  cart: Cart;
  /** Texts; defaults from the spec. */
  labels?: LabelOverrides<CartExportLabels>;
  /** Show it on screen too (stories, previews); otherwise it appears only when printing. @default false */
  visible?: boolean;
  /**
   * What a buyer's approver needs on the sheet: the account billed and the ship-to (name, number, address) and
   * the day printed; the cart code comes with them. Without it only the lines and totals print.
   */
  details?: CartPrintDetails;
}

/** One account on the printed cart. */
export interface CartPrintAccount {
  name: string;
  accountNumber: string;
  address?: Address | null;
}

export interface CartPrintDetails {
  /** The account billed (the customer's default bill-to). */
  account?: CartPrintAccount | null;
  /** The ship-to account the cart is for. */
  shipTo?: CartPrintAccount | null;
  /** The day printed. @default today in the browser (on a server and while hydrating: none, as the server's day may be another) */
  date?: Date;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * Cart dates (spec 000 §9): short month, 2-digit day, year, as en-US writes them ("Nov 05, 2026"), in the local
 * day. Written out, not through `Intl`: the first date format a page creates loads the browser's locale data, which
 * took 15–20 ms of the cart's hydration on a phone.
 */
export const formatCartDate = (date: Date) =>
  `${MONTHS[date.getMonth()]} ${String(date.getDate()).padStart(2, '0')}, ${date.getFullYear()}`;

/** Today in the browser's time zone; nothing on a server and while hydrating (the server's day may be another). */
function useToday(): string {
  return useBrowserValue(() => formatCartDate(new Date()), '');
}

function PrintedDate({ term, date }: { term: string; date: Date | undefined }) {
  const today = useToday();
  return (
    <div>
      <dt>{term}</dt>
      <dd>{date ? formatCartDate(date) : today}</dd>
    </div>
  );
}

function addressLine(address: Address | null | undefined): string {
  if (!address) return '';
  const region = address.region ? (address.region.name ?? address.region.isocode.replace(/^[A-Z]{2}-/, '')) : null;
  return [address.line1, address.line2, address.town, [region, address.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
}

function PrintedAccount({ term, account }: { term: string; account: CartPrintAccount | null | undefined }) {
  if (!account) return null;
  const address = addressLine(account.address);
  return (
    <div>
      <dt>{term}</dt>
      <dd>
        {account.name} ({account.accountNumber})
        {address ? (
          <>
            <br />
            {address}
          </>
        ) : null}
      </dd>
    </div>
  );
}

/**
 * The cart's print view (CART-14): with `details`, the account, ship-to, date and cart code an approver needs; the
 * export's columns; the totals Subtotal, Taxes, Shipping and Total. When it is on the page, printing shows it alone:
 * the print style sheet leaves out the site's header, search, navigation and footer.
 */
export function CartPrintView({ cart, labels, visible = false, details }: CartPrintViewProps) {
  const text = resolveLabels(cartExportLabels, labels);
  const shipping = cart.deliveryCost?.formattedValue ?? '-';
  return (
    // Hidden on screen (and from assistive technology); the print style sheet shows it.
    <section className="sm-cart-print" hidden={!visible} aria-label={text.printTitle}>
      <h2 className="sm-cart-print__title">{text.printTitle}</h2>
      {details ? (
        <dl className="sm-cart-print__details">
          <PrintedAccount term={text.printAccount} account={details.account} />
          <PrintedAccount term={text.printShipTo} account={details.shipTo} />
          <PrintedDate term={text.printDate} date={details.date} />
          <div>
            <dt>{text.printCartCode}</dt>
            <dd>{cart.code}</dd>
          </div>
        </dl>
      ) : null}
      <table className="sm-cart-print__table">
        <thead>
          <tr>
            {[
              text.columnTitle,
              text.columnIsbn,
              text.columnUnitPrice,
              text.columnQuantity,
              text.columnAuthors,
              text.columnCopyright,
              text.columnFormat,
              text.columnExtPrice,
            ].map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {cartExportRows(cart).map((row) => (
            <tr key={row.isbn}>
              <th scope="row">{row.title}</th>
              <td>{row.isbn}</td>
              <td>{row.unitPriceText}</td>
              <td>{row.quantity}</td>
              <td>{row.authors}</td>
              <td>{row.copyright}</td>
              <td>{row.format}</td>
              <td>{row.extPriceText}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="sm-cart-print__totals">
        <div>
          <dt>{text.printSubtotal}</dt>
          <dd>{cart.subTotal.formattedValue}</dd>
        </div>
        <div>
          <dt>{text.printTaxes}</dt>
          <dd>{cart.totalTax.formattedValue}</dd>
        </div>
        <div>
          <dt>{text.printShipping}</dt>
          <dd>{shipping}</dd>
        </div>
        <div>
          <dt>{text.printTotal}</dt>
          <dd>{cart.totalPriceWithTax.formattedValue}</dd>
        </div>
      </dl>
    </section>
  );
}
