import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TrackingQuery, TrackingRecord } from '@shelfmark/api-client';
import { trackingQueries, useApiClient } from '@shelfmark/api-client/react';
import { useSession } from '../session/useSession';
import {
  identifiesAnOrder,
  isCriterionReady,
  isFullDate,
  namesTwoCriteria,
  trackingQuery,
  TRACKING_SEARCH_TYPES,
  type TrackingCriterion,
  type TrackingSearchType,
} from './trackingCriteria';

/** The two choosers of the order's references, then the optional narrowing one. */
export type TrackingStep = 'first' | 'second' | 'narrow';

export interface UseOrderTrackingResult {
  first: TrackingCriterion;
  second: TrackingCriterion;
  /** Optional third criterion (any type the two choosers left). */
  narrow: TrackingCriterion;
  setType: (which: TrackingStep, type: TrackingSearchType | '') => void;
  setValue: (which: TrackingStep, value: string) => void;
  /** Types each chooser offers: the first all seven; the second all but the first's; narrow all but those two. */
  types: Record<TrackingStep, TrackingSearchType[]>;
  /** Types the second chooser offers (types.second). */
  secondTypes: TrackingSearchType[];
  /** The second chooser waits for the first (spec 001 §4). */
  isSecondDisabled: boolean;
  /** A date field holding something that is not a full YYYY-MM-DD. */
  dateError: Record<TrackingStep, boolean>;
  canSearch: boolean;
  /** A visitor's two criteria are filled but are not two of the order's references (the shared rule): Search waits. */
  needsReferences: boolean;
  /** Signed in: any two criteria may be combined. */
  isSignedIn: boolean;
  search: () => void;
  clear: () => void;
  isSearching: boolean;
  /** The records of the last search, undefined before one. */
  records: TrackingRecord[] | undefined;
  error: Error | null;
}

const EMPTY: TrackingCriterion = { type: '', value: '' };

/**
 * Order tracking (TRK-01): two of the seven criteria (spec 001 §9) and an optional third, the
 * lookup and its states. A visitor's lookup must name two of the order's references (the shared
 * rule of @shelfmark/api-client: Order Number and Internet Reference are one); signed in, any two.
 */
export function useOrderTracking(): UseOrderTrackingResult {
  const api = useApiClient();
  const [first, setFirst] = useState<TrackingCriterion>(EMPTY);
  const [second, setSecond] = useState<TrackingCriterion>(EMPTY);
  const [narrow, setNarrow] = useState<TrackingCriterion>(EMPTY);
  const [submitted, setSubmitted] = useState<TrackingQuery | null>(null);
  const query = useQuery({ ...trackingQueries.search(api, submitted ?? {}), enabled: submitted !== null });
  const isSearching = submitted !== null && query.isFetching;

  const { isSignedIn } = useSession();
  const secondTypes = TRACKING_SEARCH_TYPES.filter((t) => t !== first.type);
  const narrowTypes = secondTypes.filter((t) => t !== second.type);
  const setType = (which: TrackingStep, type: TrackingSearchType | '') => {
    // Choosing a type (Order Date included) starts its value afresh.
    if (which === 'first') {
      setFirst({ type, value: '' });
      if (!type || second.type === type) setSecond(EMPTY);
      if (type && narrow.type === type) setNarrow(EMPTY);
    } else {
      (which === 'second' ? setSecond : setNarrow)({ type, value: '' });
      if (which === 'second' && type && narrow.type === type) setNarrow(EMPTY);
    }
  };
  const setters = { first: setFirst, second: setSecond, narrow: setNarrow };
  const setValue = (which: TrackingStep, value: string) => setters[which]((c) => ({ ...c, value }));
  const badDate = (c: TrackingCriterion) =>
    c.type === 'orderDate' && c.value.trim() !== '' && !isFullDate(c.value.trim());
  const narrowReady = !narrow.type || !narrow.value.trim() || isCriterionReady(narrow);

  // Built only once every value is sendable (a half-typed date has no window yet).
  const next =
    isCriterionReady(first) && isCriterionReady(second) && narrowReady ? trackingQuery(first, second, narrow) : null;
  const allowed = next !== null && (isSignedIn ? namesTwoCriteria(next) : identifiesAnOrder(next));
  const canSearch = !isSearching && allowed;
  return {
    first,
    second,
    narrow,
    setType,
    setValue,
    types: { first: [...TRACKING_SEARCH_TYPES], second: secondTypes, narrow: narrowTypes },
    secondTypes,
    isSecondDisabled: !first.type,
    dateError: { first: badDate(first), second: badDate(second), narrow: badDate(narrow) },
    canSearch,
    needsReferences: !isSignedIn && next !== null && !allowed,
    isSignedIn,
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
