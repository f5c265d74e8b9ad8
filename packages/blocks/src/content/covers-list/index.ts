export { CoversList, type CoversListProps, type CoverItem } from './CoversList';
export { coversListLabels, type CoversListLabels } from './coversList.labels';
