/** Texts of the preview bar (CMS-01). */
export const previewBarLabels = {
  /** The bar's landmark name. */
  region: 'Preview mode',
  title: 'Preview',
  description: 'You are seeing the editors’ draft. Each block has an edit button.',
  exit: 'Exit preview',
};

export type PreviewBarLabels = typeof previewBarLabels;
