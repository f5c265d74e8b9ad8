export { ContentTabs, type ContentTabsProps, type ContentTab } from './ContentTabs';
