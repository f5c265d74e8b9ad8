import { useId } from 'react';
import { RichText } from '../../rich-text/RichText';
import { BlockButton } from '../shared/BlockButton';
import { BlockHeading, type HeadingLevel } from '../shared/BlockHeading';

export interface ContentCardItem {
  title: string;
  eyebrowText?: string | null;
  /** Rich text (sanitised). */
  html: string;
  buttons: { label: string; url: string; isNewWindow?: boolean | undefined }[];
}

export interface ContentCardsProps {
  title?: string | null;
  cards: ContentCardItem[];
  /** @default 2 */
  headingLevel?: HeadingLevel;
}

/** Content cards (BLK-04): eyebrow text, title, rich description and link buttons. */
export function ContentCards({ title, cards, headingLevel = 2 }: ContentCardsProps) {
  const id = useId();
  const itemLevel = Math.min(6, headingLevel + (title ? 1 : 0)) as HeadingLevel;
  return (
    <section className="sm-content-cards" aria-labelledby={title ? id : undefined}>
      {title && <BlockHeading level={headingLevel} className="sm-block__title" id={id}>{title}</BlockHeading>}
      <ul className="sm-card-grid" data-columns={Math.min(3, cards.length)}>
        {cards.map((card, i) => (
          <li key={`${i}-${card.title}`} className="sm-card">
            {card.eyebrowText && <p className="sm-card__eyebrow">{card.eyebrowText}</p>}
            <BlockHeading level={itemLevel} className="sm-card__title">{card.title}</BlockHeading>
            <RichText html={card.html} className="sm-card__text" />
            {card.buttons.map((b) => <BlockButton key={`${b.url}|${b.label}`} button={{ ...b, variant: 'link' }} />)}
          </li>
        ))}
      </ul>
    </section>
  );
}
