import type { ReactNode } from 'react';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** Clamps a CMS heading level to 1..6, with the block's default for anything else. */
export function headingLevel(value: unknown, fallback: HeadingLevel): HeadingLevel {
  const level = Number(value);
  return Number.isInteger(level) && level >= 1 && level <= 6 ? (level as HeadingLevel) : fallback;
}

/** The level of headings inside a block: one below the block's title when it shows one, at most 6. */
export function nestedHeadingLevel(level: HeadingLevel, hasTitle = true): HeadingLevel {
  return Math.min(6, level + (hasTitle ? 1 : 0)) as HeadingLevel;
}

export interface BlockHeadingProps {
  level: HeadingLevel;
  className?: string;
  id?: string;
  children: ReactNode;
}

/** A heading at the level the editor chose (blocks default to the spec's levels). */
export function BlockHeading({ level, className, id, children }: BlockHeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag className={className} id={id}>
      {children}
    </Tag>
  );
}
