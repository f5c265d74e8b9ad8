import { contractSchema, documentBlock } from '../../registry/documentBlock';
import { PromoCatalogueCards } from './PromoCatalogueCards';

export const PromoCatalogueCardsBlock = documentBlock(contractSchema('Promo Catalogue Cards'), ({ document: d }) => (
  <PromoCatalogueCards
    title={d.title}
    cards={d.cards}
    columns={d.columns}
    template={d.template}
    headingLevel={d.headingLevel as 3}
  />
));
