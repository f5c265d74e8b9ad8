import { Accordion } from 'radix-ui';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { BlockHeading, nestedHeadingLevel, type HeadingLevel } from '../shared/BlockHeading';

export interface AccordionListItem {
  title: string;
  subtitle?: string | null;
  /** The item's anchor: `#anchorName` in the address opens it and scrolls to it. */
  anchorName?: string | null;
  /** Open when the page loads. @default false */
  expand?: boolean;
  /** The item's content (rich text, nested blocks). */
  content: ReactNode;
}

export interface AccordionListProps {
  /** The block's title, shown as its heading; none when empty. */
  title?: string | null;
  /** The questions, in the editor's order: each a title, optional subtitle and anchor, and its content. */
  items: AccordionListItem[];
  /** Level of the block title; item headings sit one below. @default 2 */
  headingLevel?: HeadingLevel;
}

const valueOf = (item: AccordionListItem, index: number) => item.anchorName ?? `item-${index}`;

/**
 * Accordion list (BLK-02): several items may be open at once, some open by default; an item with an anchor
 * opens and scrolls into view when the address's hash names it (on load and on every hash change).
 */
export function AccordionList({ title, items, headingLevel = 2 }: AccordionListProps) {
  const id = useId();
  const [open, setOpen] = useState<string[]>(() => items.flatMap((item, i) => (item.expand ? [valueOf(item, i)] : [])));

  useEffect(() => {
    function openFromHash() {
      const anchor = decodeURIComponent(window.location.hash.slice(1));
      if (!anchor || !items.some((item) => item.anchorName === anchor)) return;
      setOpen((current) => (current.includes(anchor) ? current : [...current, anchor]));
      requestAnimationFrame(() => document.getElementById(anchor)?.scrollIntoView?.({ block: 'start' }));
    }
    openFromHash();
    window.addEventListener('hashchange', openFromHash);
    return () => window.removeEventListener('hashchange', openFromHash);
  }, [items]);

  const itemLevel = nestedHeadingLevel(headingLevel, !!title);
  return (
    <section className="sm-accordion-list" aria-labelledby={title ? id : undefined}>
      {title && (
        <BlockHeading level={headingLevel} className="sm-block__title" id={id}>
          {title}
        </BlockHeading>
      )}
      <Accordion.Root type="multiple" value={open} onValueChange={setOpen} className="sm-accordion">
        {items.map((item, index) => (
          <Accordion.Item
            key={valueOf(item, index)}
            value={valueOf(item, index)}
            className="sm-accordion__item"
            id={item.anchorName ?? undefined}
          >
            <Accordion.Header asChild>
              <BlockHeading level={itemLevel} className="sm-accordion__header">
                <Accordion.Trigger className="sm-accordion__trigger">
                  <span className="sm-accordion__title">{item.title}</span>
                  {item.subtitle && <span className="sm-accordion__subtitle">{item.subtitle}</span>}
                  <span className="sm-accordion__chevron" aria-hidden="true" />
                </Accordion.Trigger>
              </BlockHeading>
            </Accordion.Header>
            <Accordion.Content className="sm-accordion__content">{item.content}</Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  );
}
