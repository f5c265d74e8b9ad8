import { RichText } from '../../rich-text/RichText';
import { BlockButton } from '../shared/BlockButton';
import { BlockHeading, type HeadingLevel } from '../shared/BlockHeading';
import { CardGridSection } from '../shared/CardGridSection';

export interface ContentCardItem {
  title: string;
  eyebrowText?: string | null;
  /** Rich text (sanitised). */
  html: string;
  buttons: { label: string; url: string; isNewWindow?: boolean | undefined }[];
}

export interface ContentCardsProps {
  /** The block's title, shown as its heading; none when empty. */
  title?: string | null;
  /** The cards: title, optional eyebrow text, rich text and buttons. */
  cards: ContentCardItem[];
  /** Level of the block's heading; the headings inside it follow on from it. @default 2 */
  headingLevel?: HeadingLevel;
}

/** Content cards (BLK-04): eyebrow text, title, rich description and link buttons. */
export function ContentCards({ title, cards, headingLevel = 2 }: ContentCardsProps) {
  return (
    <CardGridSection
      className="sm-content-cards"
      title={title}
      headingLevel={headingLevel}
      items={cards}
      maxColumns={3}
      renderCard={(card, level) => (
        <>
          {card.eyebrowText && <p className="sm-card__eyebrow">{card.eyebrowText}</p>}
          <BlockHeading level={level} className="sm-card__title">
            {card.title}
          </BlockHeading>
          <RichText html={card.html} className="sm-card__text" />
          {card.buttons.map((b) => (
            <BlockButton key={`${b.url}|${b.label}`} button={{ ...b, variant: 'link' }} />
          ))}
        </>
      )}
    />
  );
}
