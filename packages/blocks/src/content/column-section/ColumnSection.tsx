import { useId, type ReactNode } from 'react';
import { BlockHeading, type HeadingLevel } from '../shared/BlockHeading';

export interface ColumnSectionProps {
  /** The section's title, shown as its heading; none when empty. */
  title?: string | null;
  /** Level of the block's heading; the headings inside it follow on from it. @default 4 (spec 002 §9) */
  headingLevel?: HeadingLevel;
  /** Columns on desktop; each nested block is one column. @default the number of blocks, at most 4 */
  columns?: number;
  /** The nested blocks. */
  children?: ReactNode;
  /** How many nested blocks there are (sets the default column count). */
  count?: number;
}

/** Column section (BLK-02): nested blocks side by side on desktop, stacked on small screens. */
export function ColumnSection({ title, headingLevel = 4, columns, children, count = 1 }: ColumnSectionProps) {
  const id = useId();
  const cols = Math.max(1, Math.min(4, columns ?? count));
  return (
    <section className="sm-column-section" aria-labelledby={title ? id : undefined}>
      {title && (
        <BlockHeading level={headingLevel} className="sm-block__title" id={id}>
          {title}
        </BlockHeading>
      )}
      <div className="sm-column-section__grid" data-columns={cols}>
        {children}
      </div>
    </section>
  );
}
