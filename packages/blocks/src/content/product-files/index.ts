export { ProductFiles, type ProductFilesProps, type ProductFile } from './ProductFiles';
export { productFilesLabels, type ProductFilesLabels } from './productFiles.labels';
