/** Placeholders of the page renderer (spec 002 §8, CMS-02) and the preview edit button. */
export const pageRendererLabels = {
  missingDocument: 'Missing {component} document',
  undefinedDocument: 'Document {type} is not defined.',
  /** A document that does not match its block's schema; {problem} names the field and the rule. */
  invalidDocument: 'Invalid {component} document: {problem}',
  /** A block that failed while rendering; the rest of the page still renders. */
  blockFailed: '{component} could not be shown.',
  /** Shown while a lazily loaded block arrives. */
  loading: 'Loading {component}…',
  edit: 'Edit {component}',
  /** After an edit link's text, for screen readers: it opens the CMS in a new tab. */
  opensInNewTab: '(opens in a new tab)',
};

export type PageRendererLabels = typeof pageRendererLabels;
