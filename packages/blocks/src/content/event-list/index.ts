export { EventList, type EventListProps } from './EventList';
export { isEventExpired, visibleEvents, eventTags, dayInTimeZone, type VisibleEventsOptions } from './eventExpiry';
export { eventListLabels, type EventListLabels } from './eventList.labels';
