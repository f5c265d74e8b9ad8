export { AccordionList, type AccordionListProps, type AccordionListItem } from './AccordionList';
