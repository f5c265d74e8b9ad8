export { NotBuiltYet, type NotBuiltYetProps } from './NotBuiltYet';
export { notBuiltYetLabels, type NotBuiltYetLabels } from './notBuiltYet.labels';
