import { Tabs } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import { BlockHeading, type HeadingLevel } from '../shared/BlockHeading';

export interface ContentTab {
  title: string;
  content: ReactNode;
}

export interface ContentTabsProps {
  /** The block's title, shown as its heading; none when empty. */
  title?: string | null;
  /** The tabs: a title and its content each. */
  tabs: ContentTab[];
  /** Level of the block's heading; the headings inside it follow on from it. @default 2 */
  headingLevel?: HeadingLevel;
}

/** Tabs (BLK-02): Radix tabs (arrow keys move between tabs), each holding rich text or nested blocks. */
export function ContentTabs({ title, tabs, headingLevel = 2 }: ContentTabsProps) {
  const id = useId();
  return (
    <section className="sm-content-tabs" aria-labelledby={title ? id : undefined}>
      {title && (
        <BlockHeading level={headingLevel} className="sm-block__title" id={id}>
          {title}
        </BlockHeading>
      )}
      <Tabs.Root defaultValue="tab-0">
        <Tabs.List className="sm-tabs__list" aria-label={title ?? undefined}>
          {tabs.map((tab, i) => (
            <Tabs.Trigger key={`${i}-${tab.title}`} value={`tab-${i}`} className="sm-tabs__trigger">
              {tab.title}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((tab, i) => (
          <Tabs.Content key={`${i}-${tab.title}`} value={`tab-${i}`} className="sm-tabs__panel">
            {tab.content}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}
