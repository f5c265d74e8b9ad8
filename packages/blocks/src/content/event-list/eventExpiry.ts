import type { ContentEvent } from '@shelfmark/api-client';

const DAY_MS = 86_400_000;

/** The calendar day (days since 1970-01-01) of an instant in a time zone. */
export function dayInTimeZone(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(get('year'), get('month') - 1, get('day')) / DAY_MS;
}

/** A date-only value ('2026-11-20') is that calendar day wherever it is read; a date-time is read in the zone. */
function eventDay(value: string, timeZone: string): number {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return Date.parse(`${value}T00:00:00Z`) / DAY_MS;
  return dayInTimeZone(new Date(value), timeZone);
}

/**
 * Auto-expiry (BLK-06): an event is hidden once its end date (or its start date without one) is more than one
 * day past, judged in calendar days of the configured time zone.
 */
export function isEventExpired(
  event: Pick<ContentEvent, 'startDate' | 'endDate'>,
  now: Date,
  timeZone: string,
): boolean {
  const last = eventDay(event.endDate ?? event.startDate, timeZone);
  return dayInTimeZone(now, timeZone) - last > 1;
}

export interface VisibleEventsOptions {
  now: Date;
  timeZone: string;
  /** @default true */
  autoExpire?: boolean;
  /** @default false */
  sortByStartDate?: boolean;
  /** A tag, or null for every event. */
  tag?: string | null;
}

/** The events a visitor sees: expired ones hidden, filtered by tag, optionally sorted by start date. */
export function visibleEvents<E extends Pick<ContentEvent, 'startDate' | 'endDate' | 'tag'>>(
  events: E[],
  options: VisibleEventsOptions,
): E[] {
  const { now, timeZone, autoExpire = true, sortByStartDate = false, tag = null } = options;
  let list = autoExpire ? events.filter((e) => !isEventExpired(e, now, timeZone)) : [...events];
  if (tag !== null) list = list.filter((e) => e.tag === tag);
  if (sortByStartDate) list = [...list].sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate));
  return list;
}

/** The distinct tags of the events, in order of first appearance. */
export function eventTags(events: Pick<ContentEvent, 'tag'>[]): string[] {
  return [...new Set(events.flatMap((e) => (e.tag ? [e.tag] : [])))];
}
