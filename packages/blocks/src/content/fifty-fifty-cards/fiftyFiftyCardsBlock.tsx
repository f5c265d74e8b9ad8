import { contractSchema, documentBlock } from '../../registry/documentBlock';
import { FiftyFiftyCards } from './FiftyFiftyCards';

export const FiftyFiftyCardsBlock = documentBlock(contractSchema('Fifty Fifty Cards'), ({ document: d }) => (
  <FiftyFiftyCards
    cards={d.cards.map((c) => ({
      title: c.title,
      html: c.copy.value,
      ...(c.image ? { image: c.image } : {}),
      ...(c.button ? { button: c.button } : {}),
    }))}
  />
));
