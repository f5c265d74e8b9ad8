import { contractSchema, documentBlock } from '../../registry/documentBlock';
import { EventList } from './EventList';

export const EventListBlock = documentBlock(contractSchema('EventList'), ({ document: d }) => (
  <EventList
    title={d.title}
    events={d.events}
    timeZone={d.timeZone}
    autoExpire={d.autoExpire}
    sortByStartDate={d.sortByStartDate}
  />
));
