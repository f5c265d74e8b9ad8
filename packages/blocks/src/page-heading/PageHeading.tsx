import type { ReactNode } from 'react';

export interface PageHeadingProps {
  /** The heading text. */
  title: string;
  /** A short introduction under the heading. */
  description?: ReactNode;
  /** The heading level; a page has one level 1. @default 1 */
  level?: 1 | 2 | 3 | 4 | 5 | 6;
  /** An id for the heading, e.g. to label a region with it. */
  id?: string;
  /** Extra content under the description (buttons, a breadcrumb). */
  children?: ReactNode;
}

/** The page heading block (BLK-01): a title at the chosen level and an optional description. */
export function PageHeading({ title, description, level = 1, id, children }: PageHeadingProps) {
  const Heading = `h${level}` as const;
  return (
    <div className="sm-page-heading">
      <Heading className="sm-page-heading__title" id={id}>
        {title}
      </Heading>
      {description != null && <div className="sm-page-heading__description">{description}</div>}
      {children}
    </div>
  );
}
