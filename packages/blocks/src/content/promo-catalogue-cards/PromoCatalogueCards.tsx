import type { ContentImage } from '@shelfmark/api-client';
import { useId, type CSSProperties } from 'react';
import { isInternalHref } from '../../menu/menuItem';
import { useSiteNavigation } from '@shelfmark/forms/site';
import { BlockHeading, type HeadingLevel } from '../shared/BlockHeading';
import { BlockImage } from '../shared/BlockImage';

export interface CatalogCard {
  title: string;
  link: string;
  description?: string | null;
  image?: ContentImage | undefined;
  customBgColor?: string | null;
}

export interface PromoCatalogueCardsProps {
  /** The block's title, shown as its heading; none when empty. */
  title?: string | null;
  /** The catalogue cards: picture, title, description and a link. */
  cards: CatalogCard[];
  /** Columns on desktop; tablet 2, phone 1 (the default template also 2 on small screens). @default 3 */
  columns?: number;
  /** The card layout. @default 'default' */
  template?: 'default' | 'compact';
  /** Level of each card's title. @default 3 */
  headingLevel?: HeadingLevel;
}

/** Promo catalogue cards (BLK-05): linked cards whose image gives way to the description on hover or focus. */
export function PromoCatalogueCards({
  title,
  cards,
  columns = 3,
  template = 'default',
  headingLevel = 3,
}: PromoCatalogueCardsProps) {
  const { Link } = useSiteNavigation();
  const id = useId();
  return (
    <section className="sm-catalog-cards" aria-labelledby={title ? id : undefined} data-template={template}>
      {title && (
        <BlockHeading level={Math.max(1, headingLevel - 1) as HeadingLevel} className="sm-block__title" id={id}>
          {title}
        </BlockHeading>
      )}
      <ul className="sm-card-grid" data-columns={columns}>
        {cards.map((card, i) => {
          const LinkTag = isInternalHref(card.link) ? Link : 'a';
          return (
            <li
              key={`${i}-${card.title}`}
              className="sm-catalog-card"
              style={{ '--sm-card-bg': card.customBgColor ?? undefined } as CSSProperties}
            >
              <LinkTag className="sm-catalog-card__link" href={card.link}>
                <span className="sm-catalog-card__swap">
                  {card.image && <BlockImage image={{ ...card.image, alt: '' }} className="sm-catalog-card__image" />}
                  {card.description && <span className="sm-catalog-card__description">{card.description}</span>}
                </span>
                <BlockHeading level={headingLevel} className="sm-catalog-card__title">
                  {card.title}
                </BlockHeading>
              </LinkTag>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
