export { PreviewBar, type PreviewBarProps } from './PreviewBar';
export { previewBarLabels, type PreviewBarLabels } from './previewBar.labels';
export { buildEditUrl, editInfoOf, type ComponentEditInfo } from './editUrl';
