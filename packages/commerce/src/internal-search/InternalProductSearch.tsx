import { useId, useState, type FormEvent } from 'react';
import {
  displayCode,
  ErrorSummary,
  formatLabel,
  resolveLabels,
  TextField,
  type ErrorSummaryItem,
  type LabelOverrides,
} from '@shelfmark/forms';
import { formatAuthors } from '../product/productSummary';
import { internalProductSearchLabels, type InternalProductSearchLabels } from './internalProductSearch.labels';
import { useInternalProductSearch } from './useInternalProductSearch';

export interface InternalProductSearchProps {
  /** Texts; defaults from spec 001. */
  labels?: LabelOverrides<InternalProductSearchLabels>;
}

/**
 * Internal product search for staff (IPS-01): account + ISBN form, then the product's cover, details and the
 * customer's price with the net-pricing note; an error banner that stays until a search succeeds.
 */
export function InternalProductSearch({ labels }: InternalProductSearchProps) {
  const text = resolveLabels(internalProductSearchLabels, labels);
  const search = useInternalProductSearch(text);
  const titleId = useId();
  const resultId = useId();
  const product = search.product;
  const fieldIds = { account: `${titleId}-account`, isbn: `${titleId}-isbn` };
  const [submitCount, setSubmitCount] = useState(0);
  const problems: ErrorSummaryItem[] = (['account', 'isbn'] as const).flatMap((name) => {
    const message = search.errors[name];
    return message ? [{ fieldId: fieldIds[name], message }] : [];
  });
  const submit = (event: FormEvent) => {
    setSubmitCount((n) => n + 1);
    search.submit(event);
  };
  return (
    <section className="sm-internal-search" aria-labelledby={titleId}>
      <h1 id={titleId} className="sm-internal-search__title">
        {text.title}
      </h1>
      {search.errorDetail ? (
        <div className="sm-alert sm-alert--danger" role="alert">
          <p>{text.error}</p>
          <p className="sm-internal-search__detail">{search.errorDetail}</p>
        </div>
      ) : null}
      <form className="sm-internal-search__form" onSubmit={submit} noValidate>
        <ErrorSummary
          errors={problems}
          submitCount={submitCount}
          labels={{ title: text.errorSummaryTitle, titlePrefix: text.errorTitlePrefix }}
        />
        <TextField
          id={fieldIds.account}
          label={text.account}
          value={search.account}
          onValueChange={search.setAccount}
          error={search.errors.account}
          required
          autoComplete="off"
          inputMode="numeric"
        />
        <TextField
          id={fieldIds.isbn}
          label={text.isbn}
          value={search.isbn}
          onValueChange={search.setIsbn}
          error={search.errors.isbn}
          description={text.isbnHint}
          required
          autoComplete="off"
        />
        <button type="submit" className="sm-button sm-button--primary" aria-disabled={search.isLoading || undefined}>
          {search.isLoading ? text.searching : text.submit}
        </button>
      </form>
      <div role="status" className="sm-visually-hidden">
        {search.isLoading ? text.searching : ''}
      </div>
      {product ? (
        <article className="sm-internal-search__result" aria-labelledby={resultId}>
          {product.imagesDAM?.large ? (
            <img
              className="sm-internal-search__cover"
              src={product.imagesDAM.large}
              width={216}
              alt={formatLabel(text.coverAlt, { title: product.fullTitle })}
            />
          ) : null}
          <div>
            <h2 id={resultId} className="sm-internal-search__name">
              {product.fullTitle}
            </h2>
            <dl className="sm-product__facts">
              {[
                [text.isbn, displayCode(product.code)],
                [text.by, formatAuthors(product.clAuthorsNames)],
                [text.format, product.clBindingFormat ?? product.mediaType],
                [text.price, product.customPrice?.formattedValue],
                [text.listPrice, product.customListPrice?.formattedValue],
                [text.available, product.quantityAvailable?.toLocaleString('en-US')],
              ]
                .filter(([, value]) => Boolean(value))
                .map(([label, value]) => (
                  <div key={label} className="sm-product__fact">
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
            </dl>
            {/* The account's verdict (spec 001 §6): a title it may not buy online has no price to quote. */}
            {product.entitlement && !product.entitlement.priceShown ? (
              <p className="sm-internal-search__note">
                {product.entitlement.offer === 'contact-rep' ? text.contactRep : text.notSold}
              </p>
            ) : (
              <p className="sm-internal-search__note">{text.netPricingNote}</p>
            )}
          </div>
        </article>
      ) : null}
    </section>
  );
}
