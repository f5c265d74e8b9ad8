import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ACCESS_CODE_CHECKS_PER_MINUTE, ACCESS_CODES_PER_CHECK } from '@shelfmark/api-client';
import { useApiClient } from '@shelfmark/api-client/react';
import {
  apiErrorKind,
  apiErrorText,
  FieldFrame,
  describedBy,
  ErrorSummary,
  formatLabel,
  resolveLabels,
  useFieldIds,
  type LabelOverrides,
} from '@shelfmark/forms';
import { formatUsDate } from '../orders/orderFilters';
import { FailureAlert, orDash, ResultTable } from '../results/ResultTable';
import { useSession } from '../session/useSession';
import { useSiteConfig } from '@shelfmark/forms/site';
import { accessCodeCheckerLabels, type AccessCodeCheckerLabels } from './accessCodeChecker.labels';
import { useAccessCodeChecker } from './useAccessCodeChecker';

export interface AccessCodeCheckerProps {
  /** Texts; defaults from the specs. */
  labels?: LabelOverrides<AccessCodeCheckerLabels>;
}

/**
 * The access code checker (ACC-01): a form stating its limits, then a results table (an error text in
 * its row for an unknown code) with Back. It needs a session: a visitor, or a check whose session has
 * ended, is asked to sign in with a link that comes back here.
 */
export function AccessCodeChecker({ labels }: AccessCodeCheckerProps) {
  const text = resolveLabels(accessCodeCheckerLabels, labels);
  const checker = useAccessCodeChecker();
  const api = useApiClient();
  const session = useSession();
  const signInUrl = api.auth.signInUrl(useSiteConfig().routes.accessCodes);
  const ids = useFieldIds();
  const headingId = useId();
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const showingResults = checker.results !== null;
  const wasShowing = useRef(false);
  const [submitCount, setSubmitCount] = useState(0);
  useEffect(() => {
    // Move focus with the step: to the results heading, and back to the input after Back.
    if (showingResults) resultsHeading.current?.focus();
    else if (wasShowing.current) input.current?.focus();
    wasShowing.current = showingResults;
  }, [showingResults]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (checker.isChecking) return;
    setSubmitCount((n) => n + 1);
    checker.submit();
  };

  if (checker.results) {
    return (
      <section className="sm-access-codes" aria-labelledby={headingId}>
        <h1 id={headingId}>{text.title}</h1>
        <h2 ref={resultsHeading} tabIndex={-1}>
          {text.resultsHeading}
        </h2>
        <ResultTable
          className="sm-access-codes__table"
          wrapClassName="sm-access-codes__table-wrap"
          caption={text.resultsHeading}
          captionHidden
          stacked
          columns={[
            text.accessCode,
            text.status,
            text.productName,
            text.registeredTo,
            text.email,
            text.activationDate,
            text.returnable,
            text.refundEligibility,
          ]}
        >
          {checker.results.map((r, i) => (
            <tr key={`${r.accessCode}-${i}`} role="row">
              <th scope="row" role="rowheader" data-label={text.accessCode}>
                {r.accessCode}
              </th>
              {r.error ? (
                <td colSpan={7} role="cell" className="sm-access-codes__error">
                  {r.error}
                </td>
              ) : (
                <>
                  <td role="cell" data-label={text.status}>
                    {orDash(r.status)}
                  </td>
                  <td role="cell" data-label={text.productName}>
                    {orDash(r.productName)}
                  </td>
                  <td role="cell" data-label={text.registeredTo}>
                    {orDash(r.registeredTo)}
                  </td>
                  <td role="cell" data-label={text.email}>
                    {orDash(r.email)}
                  </td>
                  <td role="cell" data-label={text.activationDate}>
                    {orDash(formatUsDate(r.activationDate))}
                  </td>
                  <td role="cell" data-label={text.returnable}>
                    {orDash(
                      r.returnable === null || r.returnable === undefined ? null : r.returnable ? text.yes : text.no,
                    )}
                  </td>
                  <td role="cell" data-label={text.refundEligibility}>
                    {orDash(r.refundEligibility)}
                  </td>
                </>
              )}
            </tr>
          ))}
        </ResultTable>
        <button type="button" className="sm-button" onClick={checker.back}>
          {text.back}
        </button>
      </section>
    );
  }

  if (!session.isLoading && !session.user) {
    return (
      <section className="sm-access-codes" aria-labelledby={headingId}>
        <h1 id={headingId}>{text.title}</h1>
        <p>{text.signedOut}</p>
        <a className="sm-button sm-button--primary" href={signInUrl}>
          {text.signIn}
        </a>
      </section>
    );
  }

  const limits = { maxCodes: ACCESS_CODES_PER_CHECK, maxChecks: ACCESS_CODE_CHECKS_PER_MINUTE };
  const error = checker.isEmptyError ? text.empty : checker.isTooMany ? formatLabel(text.tooMany, limits) : undefined;
  const summary = checker.isEmptyError ? text.emptySummary : error;
  return (
    <section className="sm-access-codes" aria-labelledby={headingId}>
      <h1 id={headingId}>{text.title}</h1>
      <form onSubmit={submit} noValidate aria-labelledby={headingId}>
        <ErrorSummary
          errors={summary ? [{ fieldId: ids.inputId, message: summary }] : []}
          submitCount={submitCount}
          labels={{ title: text.errorSummaryTitle, titlePrefix: text.errorTitlePrefix }}
        />
        <FieldFrame
          ids={ids}
          label={text.inputLabel}
          description={`${text.inputHint} ${formatLabel(text.limits, limits)}`}
          error={error}
          required
        >
          <textarea
            ref={input}
            id={ids.inputId}
            className="sm-field__input sm-access-codes__input"
            rows={5}
            required
            value={checker.input}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(ids, true, Boolean(error))}
            onChange={(e) => checker.setInput(e.target.value)}
          />
        </FieldFrame>
        {checker.error && apiErrorKind(checker.error) === 'signIn' ? (
          <FailureAlert>
            {text.sessionEnded} <a href={signInUrl}>{text.signIn}</a>
          </FailureAlert>
        ) : checker.error ? (
          <FailureAlert>{formatLabel(text.failed, { message: apiErrorText(checker.error) })}</FailureAlert>
        ) : null}
        {/* Stays focusable while checking (aria-disabled): a disabled button would drop the keyboard user's focus. */}
        <button
          type="submit"
          className="sm-button sm-button--primary"
          aria-disabled={checker.isChecking || undefined}
          aria-busy={checker.isChecking || undefined}
        >
          {checker.isChecking ? text.checking : text.submit}
        </button>
      </form>
    </section>
  );
}
