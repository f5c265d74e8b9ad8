import { contractSchema, documentBlock } from '../../registry/documentBlock';
import { ProductCards } from './ProductCards';

export const ProductCardsBlock = documentBlock(contractSchema('Product Cards'), ({ document: d }) => (
  <ProductCards
    title={d.title}
    columns={d.columns}
    headingLevel={d.headingLevel as 6}
    cardsPerPage={d.cardsPerPage}
    tabNames={d.filterTabs?.tabNames ?? []}
    button={d.filterTabs?.button}
    cards={d.cards.map((c) => ({
      title: c.title,
      categories: c.categories,
      filters: c.filters,
      link: c.link,
      html: c.description.value,
      image: c.image,
    }))}
  />
));
