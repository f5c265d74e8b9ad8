import { apiErrorKind, apiErrorText } from '@shelfmark/forms';
import type { UseProductResult } from './useProduct';

/** The texts of a product page's states. */
export interface ProductLoadStateLabels {
  loading: string;
  notFound: string;
  loadFailed: string;
  retry: string;
}

export interface ProductLoadStateProps {
  /** The product query (`useProduct`). */
  query: Pick<UseProductResult, 'isLoading' | 'isNotFound' | 'isError' | 'error' | 'refetch'>;
  labels: ProductLoadStateLabels;
}

/**
 * The product and catalogue pages' states before a product shows (PDP-01, NECP-01): loading (a status), not found
 * ('Product not found.', an alert) and a failed load with the reason and a retry. Renders nothing once loaded.
 */
export function ProductLoadState({ query, labels }: ProductLoadStateProps) {
  if (query.isLoading)
    return (
      <p className="sm-product__state" role="status">
        {labels.loading}
      </p>
    );
  if (query.isNotFound)
    return (
      <p className="sm-product__state" role="alert">
        {labels.notFound}
      </p>
    );
  return (
    <div className="sm-product__state" role="alert">
      <p>{labels.loadFailed}</p>
      {/* Why, in the labels' words (never the answer's own), when it says more than that it failed. */}
      {query.error && apiErrorKind(query.error) !== 'failed' ? (
        <p className="sm-product__detail">{apiErrorText(query.error)}</p>
      ) : null}
      <button type="button" className="sm-button" onClick={query.refetch}>
        {labels.retry}
      </button>
    </div>
  );
}
