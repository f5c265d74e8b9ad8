import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TrackingQuery, TrackingRecord } from '@shelfmark/api-client';
import { trackingQueries, useApiClient } from '@shelfmark/api-client/react';
import { isCriterionReady, isFullDate, trackingQuery, TRACKING_SEARCH_TYPES, type TrackingCriterion, type TrackingSearchType } from './trackingCriteria';

export interface UseOrderTrackingResult {
  first: TrackingCriterion;
  second: TrackingCriterion;
  setType: (which: 'first' | 'second', type: TrackingSearchType | '') => void;
  setValue: (which: 'first' | 'second', value: string) => void;
  /** Types the second chooser offers: every type but the first choice. */
  secondTypes: TrackingSearchType[];
  /** The second chooser waits for the first (spec 001 §4). */
  isSecondDisabled: boolean;
  /** A date field holding something that is not a full YYYY-MM-DD. */
  dateError: { first: boolean; second: boolean };
  canSearch: boolean;
  search: () => void;
  clear: () => void;
  isSearching: boolean;
  /** The records of the last search, undefined before one. */
  records: TrackingRecord[] | undefined;
  error: Error | null;
}

const EMPTY: TrackingCriterion = { type: '', value: '' };

/** Order tracking (TRK-01): two choosers and values, the lookup, and its states. */
export function useOrderTracking(): UseOrderTrackingResult {
  const api = useApiClient();
  const [first, setFirst] = useState<TrackingCriterion>(EMPTY);
  const [second, setSecond] = useState<TrackingCriterion>(EMPTY);
  const [submitted, setSubmitted] = useState<TrackingQuery | null>(null);
  const query = useQuery({ ...trackingQueries.search(api, submitted ?? {}), enabled: submitted !== null });
  const isSearching = submitted !== null && query.isFetching;

  const setType = (which: 'first' | 'second', type: TrackingSearchType | '') => {
    // Choosing a type (Order Date included) starts its value afresh.
    if (which === 'first') {
      setFirst({ type, value: '' });
      if (second.type === type || !type) setSecond(EMPTY);
    } else setSecond({ type, value: '' });
  };
  const setValue = (which: 'first' | 'second', value: string) =>
    (which === 'first' ? setFirst : setSecond)((c) => ({ ...c, value }));
  const badDate = (c: TrackingCriterion) => c.type === 'orderDate' && c.value.trim() !== '' && !isFullDate(c.value.trim());

  const canSearch = !isSearching && isCriterionReady(first) && isCriterionReady(second);
  return {
    first,
    second,
    setType,
    setValue,
    secondTypes: TRACKING_SEARCH_TYPES.filter((t) => t !== first.type),
    isSecondDisabled: !first.type,
    dateError: { first: badDate(first), second: badDate(second) },
    canSearch,
    search: () => {
      if (!canSearch) return;
      const next = trackingQuery(first, second);
      if (submitted && JSON.stringify(next) === JSON.stringify(submitted)) void query.refetch();
      setSubmitted(next);
    },
    clear: () => {
      setFirst(EMPTY);
      setSecond(EMPTY);
      setSubmitted(null);
    },
    isSearching,
    records: submitted && query.isSuccess ? query.data.return.record : undefined,
    error: submitted ? query.error : null,
  };
}
