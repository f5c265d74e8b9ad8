import { contractSchema, documentBlock } from '../../registry/documentBlock';
import { RichText } from '../../rich-text/RichText';
import { AccordionList } from './AccordionList';

export const AccordionListBlock = documentBlock(
  contractSchema('Accordion List'),
  ({ document: d, renderComponents }) => (
    <AccordionList
      title={d.title}
      items={d.items.map((item) => ({
        title: item.title,
        subtitle: item.subtitle,
        anchorName: item.anchorName,
        expand: item.expand,
        content: (
          <>
            <RichText html={item.content?.value} />
            {item.components?.length ? renderComponents(item.components) : null}
          </>
        ),
      }))}
    />
  ),
);
