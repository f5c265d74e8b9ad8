import { useId, useMemo, useState, type FormEvent } from 'react';
import type { TrackingRecord } from '@shelfmark/api-client';
import { useApiClient } from '@shelfmark/api-client/react';
import {
  apiErrorText,
  ErrorSummary,
  formatIsbn,
  formatLabel,
  resolveLabels,
  TextField,
  type LabelOverrides,
} from '@shelfmark/forms';
import { MessageDialog } from '../dialogs/MessageDialog';
import { formatUsDate } from '../orders/orderFilters';
import { FailureAlert, orDash, ResultTable } from '../results/ResultTable';
import { useSiteConfig } from '@shelfmark/forms/site';
import { carrierTrackingLink, parseCarrierLinks } from './carrierLinks';
import { orderTrackingLabels, type OrderTrackingLabels } from './orderTracking.labels';
import type { TrackingSearchType } from './trackingCriteria';
import { useOrderTracking, type TrackingStep, type UseOrderTrackingResult } from './useOrderTracking';

export interface OrderTrackingProps {
  /** Texts; defaults from the specs. */
  labels?: LabelOverrides<OrderTrackingLabels>;
  /** Carrier → link map `CARRIER^link|…` with {trackingID}. @default the site's carrierTrackingLinks */
  carrierLinks?: string;
}

type Line = TrackingRecord['line'][number];

/**
 * Order tracking (TRK-01): a search-type chooser and a value, twice (the second waits for the first
 * and never offers the first's type), an optional third, Search and Clear, then the orders found
 * with a shipping-info dialog whose carrier links come from the configured map. Every chooser
 * offers the seven criteria of spec 001 §9; a visitor is told (with a sign-in link) that two must be
 * the order's references, the shared rule of @shelfmark/api-client; signed in, any two.
 */
export function OrderTracking({ labels, carrierLinks }: OrderTrackingProps) {
  const text = resolveLabels(orderTrackingLabels, labels);
  const site = useSiteConfig();
  const links = useMemo(
    () => parseCarrierLinks(carrierLinks ?? site.carrierTrackingLinks),
    [carrierLinks, site.carrierTrackingLinks],
  );
  const tracking = useOrderTracking();
  const api = useApiClient();
  const [shipping, setShipping] = useState<Line | null>(null);
  const [submitCount, setSubmitCount] = useState(0);
  const problems = STEPS.filter((which) => tracking.dateError[which]).map((which) => ({
    fieldId: valueId(which),
    message: text.dateErrorSummary,
  }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitCount((n) => n + 1);
    tracking.search();
  };
  const link = shipping ? carrierTrackingLink(links, shipping.actualCarrier, shipping.trackingId) : null;

  return (
    <section className="sm-tracking" aria-labelledby="sm-tracking-title">
      <h1 id="sm-tracking-title">{text.title}</h1>
      <p>{text.intro}</p>
      {tracking.isSignedIn ? null : (
        <p id="sm-tracking-rule" className="sm-tracking__rule">
          {text.visitorRule} <a href={api.auth.signInUrl(site.routes.orderTracking)}>{text.signInForAnyTwo}</a>
        </p>
      )}
      <form
        className="sm-tracking__form"
        onSubmit={submit}
        aria-labelledby="sm-tracking-title"
        noValidate
        onKeyDown={(event) => {
          // With Search disabled the browser ignores Enter in a value: list what stops the search instead.
          const target = event.target as HTMLElement;
          if (event.key === 'Enter' && !tracking.canSearch && target instanceof HTMLInputElement) {
            event.preventDefault();
            setSubmitCount((n) => n + 1);
          }
        }}
      >
        <ErrorSummary
          errors={problems}
          submitCount={submitCount}
          labels={{ title: text.errorSummaryTitle, titlePrefix: text.errorTitlePrefix }}
        />
        <CriterionFields which="first" tracking={tracking} text={text} />
        <CriterionFields which="second" tracking={tracking} text={text} />
        <CriterionFields which="narrow" tracking={tracking} text={text} />
        <div className="sm-tracking__actions">
          {/* While searching the button stays focusable (aria-disabled, not disabled): a disabled button
              drops the keyboard user's focus to the page. search() ignores presses meanwhile. */}
          <button
            type="submit"
            className="sm-button sm-button--primary"
            disabled={!tracking.canSearch && !tracking.isSearching}
            aria-disabled={tracking.isSearching || undefined}
            aria-busy={tracking.isSearching || undefined}
            aria-describedby={tracking.needsReferences ? 'sm-tracking-rule' : undefined}
          >
            {tracking.isSearching ? text.searching : text.search}
          </button>
          <button type="button" className="sm-button" onClick={tracking.clear}>
            {text.clear}
          </button>
        </div>
      </form>
      <TrackingResults tracking={tracking} text={text} onShipping={setShipping} />
      <MessageDialog
        open={shipping !== null}
        onOpenChange={(open) => {
          if (!open) setShipping(null);
        }}
        title={text.shippingTitle}
        closeLabel={text.close}
      >
        {shipping ? (
          <>
            <dl className="sm-tracking__shipping">
              <dt>{text.isbn13}</dt>
              <dd>{formatIsbn(shipping.ISBN13)}</dd>
              <dt>{text.carrier}</dt>
              <dd>{shipping.actualCarrier ?? '—'}</dd>
              <dt>{text.trackingId}</dt>
              <dd>{shipping.trackingId ?? '—'}</dd>
            </dl>
            {link ? (
              <a href={link} target="_blank" rel="noopener noreferrer">
                {formatLabel(text.trackOnline, { carrier: shipping.actualCarrier ?? '' })}
              </a>
            ) : (
              <p>{text.noCarrierLink}</p>
            )}
          </>
        ) : null}
      </MessageDialog>
    </section>
  );
}

const STEPS: readonly TrackingStep[] = ['first', 'second', 'narrow'];
const valueId = (which: TrackingStep) => `sm-tracking-${which}-value`;

const STEP_LABEL = { first: 'firstType', second: 'secondType', narrow: 'narrowType' } as const satisfies Record<
  TrackingStep,
  keyof OrderTrackingLabels
>;

function CriterionFields({
  which,
  tracking,
  text,
}: {
  which: TrackingStep;
  tracking: UseOrderTrackingResult;
  text: OrderTrackingLabels;
}) {
  const id = useId();
  const criterion = tracking[which];
  const label = text as unknown as Record<string, string>;
  const types: TrackingSearchType[] = tracking.types[which];
  const disabled = which === 'second' && tracking.isSecondDisabled;
  const isDate = criterion.type === 'orderDate';
  const stepLabel = text[STEP_LABEL[which]];
  return (
    <fieldset className="sm-tracking__criterion" disabled={disabled}>
      <legend className="sm-visually-hidden">{stepLabel}</legend>
      <div className="sm-field">
        <label htmlFor={`${id}-type`} className="sm-field__label">
          {stepLabel}
        </label>
        <select
          id={`${id}-type`}
          className="sm-select"
          value={criterion.type}
          disabled={disabled}
          onChange={(e) => tracking.setType(which, e.target.value as TrackingSearchType | '')}
        >
          <option value="">{text.chooseType}</option>
          {types.map((t) => (
            <option key={t} value={t}>
              {label[`type_${t}`]}
            </option>
          ))}
        </select>
      </div>
      <TextField
        id={valueId(which)}
        label={
          criterion.type ? formatLabel(text.valueFor, { type: label[`type_${criterion.type}`] ?? '' }) : text.value
        }
        value={criterion.value}
        disabled={disabled || !criterion.type}
        placeholder={isDate ? text.datePlaceholder : undefined}
        inputMode={isDate ? 'numeric' : undefined}
        description={isDate ? text.dateHint : undefined}
        error={tracking.dateError[which] ? text.dateError : undefined}
        // Checked while the date is typed: read politely once the typing pauses, never as an alert mid-date.
        announce="polite"
        onValueChange={(value) => tracking.setValue(which, value)}
      />
    </fieldset>
  );
}

function TrackingResults({
  tracking,
  text,
  onShipping,
}: {
  tracking: UseOrderTrackingResult;
  text: OrderTrackingLabels;
  onShipping: (line: Line) => void;
}) {
  if (tracking.error) {
    return <FailureAlert>{formatLabel(text.failed, { message: apiErrorText(tracking.error) })}</FailureAlert>;
  }
  const records = tracking.records;
  if (!records) return null;
  if (records.length === 0)
    return (
      <p role="status" className="sm-tracking__empty">
        {text.nothingFound}
      </p>
    );
  return (
    <section className="sm-tracking__results" aria-labelledby="sm-tracking-results">
      <h2 id="sm-tracking-results">{text.resultsHeading}</h2>
      {records.map((r) => {
        const caption = formatLabel(text.orderHeading, {
          orderNumber: r.orderNumber,
          orderDate: formatUsDate(r.orderDate),
        });
        return (
          <div key={r.orderNumber} className="sm-tracking__order">
            <ResultTable
              className="sm-tracking__table"
              caption={caption}
              stacked
              columns={[
                text.reference,
                text.isbn13,
                text.description,
                text.lineStatus,
                text.quantityOrdered,
                text.quantityShipped,
                text.availabilityDate,
                text.shippingInfo,
              ]}
            >
              {r.line.map((l, i) => (
                <tr key={`${l.ISBN13}-${i}`} role="row">
                  <td role="cell" data-label={text.reference}>
                    {orDash(l.reference)}
                  </td>
                  <td role="cell" data-label={text.isbn13}>
                    {formatIsbn(l.ISBN13)}
                  </td>
                  <td role="cell" data-label={text.description}>
                    {l.description}
                  </td>
                  <td role="cell" data-label={text.lineStatus}>
                    {l.lineStatus}
                  </td>
                  <td role="cell" data-label={text.quantityOrdered}>
                    {l.quantityOrdered}
                  </td>
                  <td role="cell" data-label={text.quantityShipped}>
                    {l.quantityShipped}
                  </td>
                  <td role="cell" data-label={text.availabilityDate}>
                    {orDash(formatUsDate(l.availabilityDate))}
                  </td>
                  <td role="cell" data-label={text.shippingInfo}>
                    {l.trackingId ? (
                      <button
                        type="button"
                        className="sm-button sm-button--link"
                        aria-label={formatLabel(text.shippingInfoFor, { isbn: formatIsbn(l.ISBN13) })}
                        onClick={() => onShipping(l)}
                      >
                        {text.shippingInfo}
                      </button>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </ResultTable>
          </div>
        );
      })}
    </section>
  );
}
