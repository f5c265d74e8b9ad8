import type { CSSProperties } from 'react';
import type { MenuContentCard } from '@shelfmark/api-client/schemas';
import { MenuLink } from '../menu/MenuLink';

export interface MenuCardsProps {
  /** The menu's content cards as the CMS serves them (spec 002 §3 "Menu content card"). */
  cards: MenuContentCard[];
  /** Read after links that open a new window. */
  newWindowText?: string;
}

// Editor colours are used only when they are a hex colour or a colour name.
const colour = (value: string | null | undefined) =>
  value && /^(#[0-9a-f]{3,8}|[a-z]{3,20})$/i.test(value) ? value : undefined;

/**
 * The content cards of a menu (HDR-01/HDR-03): title, description and a link (the label, else the title), in the
 * editor's colours; a column card takes `columnWidth` twelfths of the row on a desk, the full width on a phone.
 */
export function MenuCards({ cards, newWindowText }: MenuCardsProps) {
  if (cards.length === 0) return null;
  return (
    <ul className="sm-menu-cards">
      {cards.map((card, i) => {
        const style: CSSProperties & Record<'--sm-menu-card-span', string> = {
          '--sm-menu-card-span':
            card.columnWidth && card.columnWidth >= 1 && card.columnWidth <= 12 ? String(card.columnWidth) : '12',
          ...(colour(card.backgroundColor) ? { backgroundColor: colour(card.backgroundColor) } : {}),
          ...(colour(card.textColor) ? { color: colour(card.textColor) } : {}),
        };
        const link = {
          href: card.url,
          displayText: card.label?.trim() ? card.label : card.title,
          openInNewWindow: card.openInNewWindow ?? card.linkType === 'external',
        };
        return (
          <li key={`${i}|${card.url}|${card.title}`} className="sm-menu-card" style={style}>
            {card.label?.trim() ? <p className="sm-menu-card__title">{card.title}</p> : null}
            {card.description ? <p className="sm-menu-card__description">{card.description}</p> : null}
            <MenuLink className="sm-menu-card__link" item={link} newWindowText={newWindowText} />
          </li>
        );
      })}
    </ul>
  );
}
