/** Placeholders of the page renderer (spec 002 §8, CMS-02) and the preview edit button. */
export const pageRendererLabels = {
  missingDocument: 'Missing {component} document',
  undefinedDocument: 'Document {type} is not defined.',
  edit: 'Edit {component}',
};

export type PageRendererLabels = typeof pageRendererLabels;
