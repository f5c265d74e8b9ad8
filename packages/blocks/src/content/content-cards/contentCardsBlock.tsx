import { contractSchema, documentBlock } from '../../registry/documentBlock';
import { ContentCards } from './ContentCards';

export const ContentCardsBlock = documentBlock(contractSchema('Content Cards'), ({ document: d }) => (
  <ContentCards
    title={d.title}
    cards={d.cards.map((c) => ({
      title: c.title,
      eyebrowText: c.eyebrowText,
      html: c.description.value,
      buttons: c.buttons.map((b) => b.link),
    }))}
  />
));
