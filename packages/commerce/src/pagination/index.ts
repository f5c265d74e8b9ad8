export { Pagination, type PaginationProps } from './Pagination';
export { paginationLabels, type PaginationLabels } from './pagination.labels';
export { pageWindow } from './pageWindow';
