import { Accordion } from 'radix-ui';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
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

  const openItem = useCallback(
    (value: string) => setOpen((current) => (current.includes(value) ? current : [...current, value])),
    [],
  );
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
          // The trigger names the panel by ids of our own: the panel is ours, so that a closed one keeps its content.
          <Accordion.Item
            key={valueOf(item, index)}
            value={valueOf(item, index)}
            className="sm-accordion__item"
            id={item.anchorName ?? undefined}
          >
            <Accordion.Header asChild>
              <BlockHeading level={itemLevel} className="sm-accordion__header">
                <Accordion.Trigger
                  className="sm-accordion__trigger"
                  id={`${id}-trigger-${index}`}
                  aria-controls={`${id}-panel-${index}`}
                >
                  <span className="sm-accordion__title">{item.title}</span>
                  {item.subtitle && <span className="sm-accordion__subtitle">{item.subtitle}</span>}
                  <span className="sm-accordion__chevron" aria-hidden="true" />
                </Accordion.Trigger>
              </BlockHeading>
            </Accordion.Header>
            <AccordionPanel
              id={`${id}-panel-${index}`}
              labelledBy={`${id}-trigger-${index}`}
              open={open.includes(valueOf(item, index))}
              onFound={() => openItem(valueOf(item, index))}
            >
              {item.content}
            </AccordionPanel>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  );
}

/**
 * An item's panel, rendered open or closed, so a closed item's text is in the server's HTML (search engines, no
 * JavaScript). Closed, it is hidden; once hydrated it becomes `hidden="until-found"` (React writes `hidden` only as a
 * boolean), so the browser's find-in-page reveals a match and its `beforematch` opens the item.
 */
function AccordionPanel({
  id,
  labelledBy,
  open,
  onFound,
  children,
}: {
  id: string;
  labelledBy: string;
  open: boolean;
  onFound: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const latestFound = useRef(onFound);
  useLayoutEffect(() => {
    latestFound.current = onFound;
    if (!open) ref.current?.setAttribute('hidden', 'until-found');
  });
  useEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    const found = () => latestFound.current();
    panel.addEventListener('beforematch', found);
    return () => panel.removeEventListener('beforematch', found);
  }, []);
  return (
    <div
      ref={ref}
      id={id}
      role="region"
      aria-labelledby={labelledBy}
      className="sm-accordion__content"
      data-state={open ? 'open' : 'closed'}
      hidden={!open}
    >
      {children}
    </div>
  );
}
