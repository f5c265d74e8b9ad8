import { useState } from 'react';
import type { OrderDetail } from '@shelfmark/api-client';
import { formatLabel, resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { orderExportLabels, type OrderExportLabels } from './orderExport.labels';

export interface OrderExportButtonProps {
  /** The order whose lines are downloaded. */
  order: OrderDetail;
  /** Texts; English defaults. */
  labels?: LabelOverrides<OrderExportLabels>;
}

/**
 * Downloads an order's lines as order-{orderNumber}.xlsx, each with its fund code. The workbook builder (and exceljs)
 * load only when the button is pressed.
 */
export function OrderExportButton({ order, labels }: OrderExportButtonProps) {
  const text = resolveLabels(orderExportLabels, labels);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const { buildOrderWorkbook } = await import('./buildOrderWorkbook');
      const workbook = await buildOrderWorkbook(order, text);
      const blob = new Blob([await workbook.xlsx.writeBuffer()], {
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = formatLabel(text.orderFileName, { orderNumber: order.orderNumber });
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1_000);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="sm-order-export">
      <button type="button" className="sm-button" aria-busy={busy || undefined} onClick={() => void download()}>
        {busy ? text.downloadingOrder : text.downloadOrder}
      </button>
      {failed ? (
        <p className="sm-order-export__error" role="alert">
          {text.downloadOrderFailed}
        </p>
      ) : null}
    </div>
  );
}
