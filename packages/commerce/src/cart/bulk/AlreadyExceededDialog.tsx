import { formatLabel, resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { MessageDialog } from '../../dialogs/MessageDialog';
import type { RemainingQuantity } from '../useAddToCart';
import { bulkAddLabels, type BulkAddLabels } from './bulkAdd.labels';

export interface AlreadyExceededDialogProps {
  /** The lines set aside because the cart plus the quantity would pass the maximum; empty: closed. */
  exceeded: readonly RemainingQuantity[];
  /** Called when the user closes the dialog. */
  onClose: () => void;
  /** Texts; defaults from the spec. */
  labels?: LabelOverrides<BulkAddLabels>;
}

/** The already-exceeded modal of a bulk add (CART-13): each ISBN with what the cart holds, what was asked and what is left. */
export function AlreadyExceededDialog({ exceeded, onClose, labels }: AlreadyExceededDialogProps) {
  const text = resolveLabels(bulkAddLabels, labels);
  const max = exceeded[0]?.max ?? 0;
  return (
    <MessageDialog
      open={exceeded.length > 0}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={text.exceededTitle}
      closeLabel={text.exceededClose}
    >
      <p>{formatLabel(text.exceededMessage, { max })}</p>
      <table className="sm-exceeded__table">
        <thead>
          <tr>
            <th scope="col">{text.exceededIsbn}</th>
            <th scope="col">{text.exceededInCart}</th>
            <th scope="col">{text.exceededRequested}</th>
            <th scope="col">{text.exceededRemaining}</th>
          </tr>
        </thead>
        <tbody>
          {exceeded.map((line, i) => (
            <tr key={`${line.productCode}-${i}`}>
              <th scope="row">{line.productCode}</th>
              <td>{line.inCart}</td>
              <td>{line.requested}</td>
              <td>{line.remaining}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </MessageDialog>
  );
}
