import type { ContentEvent } from '@shelfmark/api-client';
import { resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { Tabs } from 'radix-ui';
import { useId, useMemo, useState } from 'react';
import { BlockHeading, type HeadingLevel } from '../shared/BlockHeading';
import { eventTags, visibleEvents } from './eventExpiry';
import { eventListLabels } from './eventList.labels';

export interface EventListProps {
  /** The block's title, shown as its heading; none when empty. */
  title?: string | null;
  /** The events: title, tag, start and end, location, description and a button. */
  events: ContentEvent[];
  /** The IANA zone in which expiry is judged and dates are shown. @default 'America/New_York' */
  timeZone?: string;
  /** Hides events more than one day past their end. @default true */
  autoExpire?: boolean;
  /** Sort the events by start date instead of the editor's order. @default false */
  sortByStartDate?: boolean;
  /** The current time (tests and stories pin it). @default new Date() */
  now?: Date;
  /** Level of the block's heading; the headings inside it follow on from it. @default 2 */
  headingLevel?: HeadingLevel;
  /** Texts, each overridable; defaults from the spec (`eventListLabels`). */
  labels?: LabelOverrides<typeof eventListLabels>;
}

const ALL = '__all__';

function formatRange(event: ContentEvent, timeZone: string): string {
  const dateOnly = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);
  const format = (v: string) =>
    new Intl.DateTimeFormat('en-US', {
      dateStyle: 'medium',
      ...(dateOnly(v) ? { timeZone: 'UTC' } : { timeStyle: 'short', timeZone }),
    }).format(new Date(dateOnly(v) ? `${v}T00:00:00Z` : v));
  return event.endDate ? `${format(event.startDate)} – ${format(event.endDate)}` : format(event.startDate);
}

/** Event list (BLK-06): tag tabs (All first), expired events hidden, optional sort by start date. */
export function EventList({
  title,
  events,
  timeZone = 'America/New_York',
  autoExpire = true,
  sortByStartDate = false,
  now,
  headingLevel = 2,
  labels,
}: EventListProps) {
  const t = resolveLabels(eventListLabels, labels);
  const id = useId();
  const [tag, setTag] = useState<string | null>(null);
  const at = useMemo(() => now ?? new Date(), [now]);
  const current = useMemo(
    () => visibleEvents(events, { now: at, timeZone, autoExpire, sortByStartDate }),
    [events, at, timeZone, autoExpire, sortByStartDate],
  );
  const tags = eventTags(current);
  const shown = tag === null ? current : current.filter((e) => e.tag === tag);
  const itemLevel = Math.min(6, headingLevel + 1) as HeadingLevel;

  const list =
    shown.length === 0 ? (
      <p className="sm-event-list__empty">{t.empty}</p>
    ) : (
      <ul className="sm-event-list__list">
        {shown.map((event, i) => (
          <li key={`${i}-${event.title}`} className="sm-event">
            {event.tag && <p className="sm-card__eyebrow">{event.tag}</p>}
            <BlockHeading level={itemLevel} className="sm-card__title">
              {event.titleUrl ? <a href={event.titleUrl}>{event.title}</a> : event.title}
            </BlockHeading>
            <dl className="sm-event__facts">
              <div>
                <dt>{t.when}</dt>
                <dd>{formatRange(event, timeZone)}</dd>
              </div>
              {event.location && (
                <div>
                  <dt>{t.where}</dt>
                  <dd>{event.locationUrl ? <a href={event.locationUrl}>{event.location}</a> : event.location}</dd>
                </div>
              )}
            </dl>
            {event.description && <p className="sm-card__text">{event.description}</p>}
            {event.buttonUrl && event.buttonLabel && (
              <a
                className="sm-block-button sm-block-button--secondary"
                href={event.buttonUrl}
                data-cta-type={event.ctaAttributes?.ctaType ?? undefined}
                data-cta-classification={event.ctaAttributes?.ctaClassification ?? undefined}
              >
                {event.buttonLabel}
              </a>
            )}
          </li>
        ))}
      </ul>
    );

  return (
    <section className="sm-event-list" aria-labelledby={title ? id : undefined}>
      {title && (
        <BlockHeading level={headingLevel} className="sm-block__title" id={id}>
          {title}
        </BlockHeading>
      )}
      {tags.length > 0 ? (
        <Tabs.Root value={tag ?? ALL} onValueChange={(value) => setTag(value === ALL ? null : value)}>
          <Tabs.List className="sm-tabs__list" aria-label={t.tags}>
            <Tabs.Trigger value={ALL} className="sm-tabs__trigger">
              {t.all}
            </Tabs.Trigger>
            {tags.map((name) => (
              <Tabs.Trigger key={name} value={name} className="sm-tabs__trigger">
                {name}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {[ALL, ...tags].map((value) => (
            <Tabs.Content key={value} value={value} className="sm-tabs__panel">
              {(tag ?? ALL) === value ? list : null}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      ) : (
        list
      )}
    </section>
  );
}
