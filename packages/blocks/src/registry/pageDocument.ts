/**
 * A page as the CMS describes it: an ordered list of components, each placed by an editor under a
 * component name ("Rich Text", "Page Heading", "Cart"…) with the document that holds its content.
 */
export interface ContentDocument {
  /** The document type, e.g. 'richtext' or 'bannerdocument'. */
  type: string;
  [field: string]: unknown;
}

export interface ContentComponent {
  /** The editor component name the registry maps to a block. */
  name: string;
  /** A stable id for keys and edit buttons. */
  id?: string;
  /** The component's content; null or missing when the editor has not picked one. */
  document?: ContentDocument | null;
  /** Components nested inside this one (column sections, tabs, accordions). */
  children?: ContentComponent[];
}

export interface PageDocument {
  path?: string;
  /** The document title for the page head. */
  title?: string;
  /** Hides menus in the header and footer (reduced header/footer flag). */
  isReduced?: boolean;
  components: ContentComponent[];
}
