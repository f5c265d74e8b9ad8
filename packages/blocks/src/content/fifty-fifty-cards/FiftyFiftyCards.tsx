import type { ContentButton, ContentImage } from '@shelfmark/api-client';
import { RichText } from '../../rich-text/RichText';
import { BlockButton } from '../shared/BlockButton';
import { BlockHeading, type HeadingLevel } from '../shared/BlockHeading';
import { BlockImage } from '../shared/BlockImage';

export interface FiftyFiftyCard {
  title: string;
  /** Rich text (sanitised). */
  html: string;
  image?: ContentImage;
  button?: ContentButton;
}

export interface FiftyFiftyCardsProps {
  /** The cards, each half text and half picture. */
  cards: FiftyFiftyCard[];
  /** Level of the block's heading; the headings inside it follow on from it. @default 2 */
  headingLevel?: HeadingLevel;
}

/** Fifty-fifty cards (BLK-04): image and text side by side, alternating sides. */
export function FiftyFiftyCards({ cards, headingLevel = 2 }: FiftyFiftyCardsProps) {
  return (
    <div className="sm-fifty-fifty">
      {cards.map((card, i) => (
        <article key={`${i}-${card.title}`} className="sm-fifty-fifty__card" data-reverse={i % 2 === 1 || undefined}>
          {card.image && <BlockImage image={card.image} className="sm-fifty-fifty__image" />}
          <div className="sm-fifty-fifty__text">
            <BlockHeading level={headingLevel} className="sm-card__title">
              {card.title}
            </BlockHeading>
            <RichText html={card.html} />
            {card.button && <BlockButton button={card.button} />}
          </div>
        </article>
      ))}
    </div>
  );
}
