import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TrackingQuery, TrackingRecord } from '@shelfmark/api-client';
import { trackingQueries, useApiClient } from '@shelfmark/api-client/react';
import {
  identifiesAnOrder,
  isCriterionReady,
  isFullDate,
  trackingQuery,
  trackingTypeGroup,
  TRACKING_IDENTIFYING_TYPES,
  TRACKING_NARROWING_TYPES,
  type TrackingCriterion,
  type TrackingSearchType,
} from './trackingCriteria';

/** The two choosers of the order's references, then the optional narrowing one. */
export type TrackingStep = 'first' | 'second' | 'narrow';

export interface UseOrderTrackingResult {
  first: TrackingCriterion;
  second: TrackingCriterion;
  /** Optional: Account Number, ISBN or Order Date, which narrow the search but never count as one of its two. */
  narrow: TrackingCriterion;
  setType: (which: TrackingStep, type: TrackingSearchType | '') => void;
  setValue: (which: TrackingStep, value: string) => void;
  /** Types each chooser offers: the first the order's references; the second those but the first's (and its equivalent); narrow the rest. */
  types: Record<TrackingStep, TrackingSearchType[]>;
  /** Types the second chooser offers (types.second). */
  secondTypes: TrackingSearchType[];
  /** The second chooser waits for the first (spec 001 §4). */
  isSecondDisabled: boolean;
  /** A date field holding something that is not a full YYYY-MM-DD. */
  dateError: Record<TrackingStep, boolean>;
  canSearch: boolean;
  search: () => void;
  clear: () => void;
  isSearching: boolean;
  /** The records of the last search, undefined before one. */
  records: TrackingRecord[] | undefined;
  error: Error | null;
}

const EMPTY: TrackingCriterion = { type: '', value: '' };

/**
 * Order tracking (TRK-01): two of the order's references (the shared rule: Order Number
 * and Internet Reference are one reference), an optional narrowing criterion, the lookup and its states.
 */
export function useOrderTracking(): UseOrderTrackingResult {
  const api = useApiClient();
  const [first, setFirst] = useState<TrackingCriterion>(EMPTY);
  const [second, setSecond] = useState<TrackingCriterion>(EMPTY);
  const [narrow, setNarrow] = useState<TrackingCriterion>(EMPTY);
  const [submitted, setSubmitted] = useState<TrackingQuery | null>(null);
  const query = useQuery({ ...trackingQueries.search(api, submitted ?? {}), enabled: submitted !== null });
  const isSearching = submitted !== null && query.isFetching;

  const secondTypes = TRACKING_IDENTIFYING_TYPES.filter((t) => trackingTypeGroup(t) !== trackingTypeGroup(first.type));
  const setType = (which: TrackingStep, type: TrackingSearchType | '') => {
    // Choosing a type (Order Date included) starts its value afresh.
    if (which === 'first') {
      setFirst({ type, value: '' });
      if (!type || trackingTypeGroup(second.type) === trackingTypeGroup(type)) setSecond(EMPTY);
    } else (which === 'second' ? setSecond : setNarrow)({ type, value: '' });
  };
  const setters = { first: setFirst, second: setSecond, narrow: setNarrow };
  const setValue = (which: TrackingStep, value: string) => setters[which]((c) => ({ ...c, value }));
  const badDate = (c: TrackingCriterion) =>
    c.type === 'orderDate' && c.value.trim() !== '' && !isFullDate(c.value.trim());
  const narrowReady = !narrow.type || !narrow.value.trim() || isCriterionReady(narrow);

  // Built only once every value is sendable (a half-typed date has no window yet).
  const next =
    isCriterionReady(first) && isCriterionReady(second) && narrowReady ? trackingQuery(first, second, narrow) : null;
  const canSearch = !isSearching && next !== null && identifiesAnOrder(next);
  return {
    first,
    second,
    narrow,
    setType,
    setValue,
    types: { first: [...TRACKING_IDENTIFYING_TYPES], second: secondTypes, narrow: [...TRACKING_NARROWING_TYPES] },
    secondTypes,
    isSecondDisabled: !first.type,
    dateError: { first: badDate(first), second: badDate(second), narrow: badDate(narrow) },
    canSearch,
    search: () => {
      if (!canSearch || !next) return;
      if (submitted && JSON.stringify(next) === JSON.stringify(submitted)) void query.refetch();
      setSubmitted(next);
    },
    clear: () => {
      setFirst(EMPTY);
      setSecond(EMPTY);
      setNarrow(EMPTY);
      setSubmitted(null);
    },
    isSearching,
    records: submitted && query.isSuccess ? query.data.return.record : undefined,
    error: submitted ? query.error : null,
  };
}
