import { contractSchema, documentBlock } from '../../registry/documentBlock';
import { RichText } from '../../rich-text/RichText';
import { ContentTabs } from './ContentTabs';

export const TabsBlock = documentBlock(contractSchema('Tabs'), ({ document: d, renderComponents }) => (
  <ContentTabs
    title={d.title}
    tabs={d.tabs.map((tab) => ({
      title: tab.title,
      content: (
        <>
          <RichText html={tab.content?.value} />
          {tab.components?.length ? renderComponents(tab.components) : null}
        </>
      ),
    }))}
  />
));
