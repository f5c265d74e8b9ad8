import type { Cart } from '@shelfmark/api-client';
import { resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { cartExportLabels, type CartExportLabels } from './cartExport.labels';
import { cartExportRows } from './cartRows';

export interface CartPrintViewProps {
  /** The cart printed. */
  cart: Cart;
  /** Texts; defaults from the spec. */
  labels?: LabelOverrides<CartExportLabels>;
  /** Show it on screen too (stories, previews); otherwise it appears only when printing. @default false */
  visible?: boolean;
}

/** The cart's print view (CART-14): the export's columns and the totals Subtotal, Taxes, Shipping and Total. */
export function CartPrintView({ cart, labels, visible = false }: CartPrintViewProps) {
  const text = resolveLabels(cartExportLabels, labels);
  const shipping = cart.deliveryCost?.formattedValue ?? '-';
  return (
    // Hidden on screen (and from assistive technology); the print style sheet shows it.
    <section className="sm-cart-print" hidden={!visible} aria-label={text.printTitle}>
      <h2 className="sm-cart-print__title">{text.printTitle}</h2>
      <table className="sm-cart-print__table">
        <thead>
          <tr>
            {[text.columnTitle, text.columnIsbn, text.columnUnitPrice, text.columnQuantity, text.columnAuthors, text.columnCopyright, text.columnFormat, text.columnExtPrice]
              .map((c) => <th key={c} scope="col">{c}</th>)}
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
        <div><dt>{text.printSubtotal}</dt><dd>{cart.subTotal.formattedValue}</dd></div>
        <div><dt>{text.printTaxes}</dt><dd>{cart.totalTax.formattedValue}</dd></div>
        <div><dt>{text.printShipping}</dt><dd>{shipping}</dd></div>
        <div><dt>{text.printTotal}</dt><dd>{cart.totalPriceWithTax.formattedValue}</dd></div>
      </dl>
    </section>
  );
}
