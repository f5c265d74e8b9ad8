import type { ContentButton, ContentImage } from '@shelfmark/api-client';
import { formatLabel, resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { Tabs } from 'radix-ui';
import { useId } from 'react';
import { RichText } from '../../rich-text/RichText';
import { BlockButton } from '../shared/BlockButton';
import { BlockHeading, type HeadingLevel } from '../shared/BlockHeading';
import { BlockImage } from '../shared/BlockImage';
import { productCardsLabels } from './productCards.labels';
import { useProductCards } from './useProductCards';

export interface ProductCardItem {
  title: string;
  categories?: string[];
  filters?: string[];
  link: { url: string; accessibilityDescription?: string | null | undefined; target?: string | null | undefined };
  /** Rich text (sanitised). */
  html: string;
  image?: ContentImage | undefined;
}

export interface ProductCardsProps {
  /** The block's title, shown as its heading; none when empty. */
  title?: string | null;
  /** The product cards: title, filters (the tabs that show it), link, text and picture. */
  cards: ProductCardItem[];
  /** Filter tab names; the main tab "All" comes first. */
  tabNames?: string[];
  /** A button under the cards. */
  button?: ContentButton | undefined;
  /** Columns on desktop (tablet 2, phone 1). @default 2 */
  columns?: number;
  /** Level of each card's title. @default 6 */
  headingLevel?: HeadingLevel;
  /** Cards per page; without it every card fits one page. */
  cardsPerPage?: number | undefined;
  /** Texts, each overridable; defaults from the spec (`productCardsLabels`). */
  labels?: LabelOverrides<typeof productCardsLabels>;
}

const ALL = '__all__';

/** Product cards (BLK-05): filter tabs (All first), each with its own pagination. */
export function ProductCards({
  title,
  cards,
  tabNames = [],
  button,
  columns = 2,
  headingLevel = 6,
  cardsPerPage,
  labels,
}: ProductCardsProps) {
  const t = resolveLabels(productCardsLabels, labels);
  const id = useId();
  const state = useProductCards(cards, cardsPerPage);
  const tabs = [{ value: ALL, name: t.all }, ...tabNames.map((name) => ({ value: name, name }))];

  const panel = (
    <>
      {state.pageCards.length === 0 ? (
        <p className="sm-product-cards__empty">{t.empty}</p>
      ) : (
        <ul className="sm-card-grid" data-columns={columns}>
          {state.pageCards.map((card, i) => {
            const isNewWindow = card.link.target === '_blank';
            return (
              <li key={`${i}-${card.title}`} className="sm-card sm-product-card">
                {card.image && (
                  <BlockImage image={card.image} className="sm-product-card__image" width={125} height={179} />
                )}
                <BlockHeading level={headingLevel} className="sm-card__title">
                  <a href={card.link.url} {...(isNewWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                    {card.title}
                    {card.link.accessibilityDescription && (
                      <span className="sm-visually-hidden">, {card.link.accessibilityDescription}</span>
                    )}
                    {isNewWindow && (
                      <>
                        {' '}
                        <span className="sm-visually-hidden">{t.newWindow}</span>
                      </>
                    )}
                  </a>
                </BlockHeading>
                <RichText html={card.html} className="sm-card__text" />
              </li>
            );
          })}
        </ul>
      )}
      {state.pageCount > 1 && (
        <nav className="sm-pager" aria-label={t.pagination}>
          <button
            type="button"
            className="sm-pager__step"
            disabled={state.page === 1}
            onClick={() => state.setPage(state.page - 1)}
          >
            {t.previous}
          </button>
          {Array.from({ length: state.pageCount }, (_, i) => i + 1).map((n) => (
            <button
              key={n}
              type="button"
              className="sm-pager__page"
              aria-current={n === state.page ? 'page' : undefined}
              aria-label={formatLabel(t.page, { page: n })}
              onClick={() => state.setPage(n)}
            >
              {n}
            </button>
          ))}
          <button
            type="button"
            className="sm-pager__step"
            disabled={state.page === state.pageCount}
            onClick={() => state.setPage(state.page + 1)}
          >
            {t.next}
          </button>
        </nav>
      )}
    </>
  );

  return (
    <section className="sm-product-cards" aria-labelledby={title ? id : undefined}>
      {title && (
        <BlockHeading level={2} className="sm-block__title" id={id}>
          {title}
        </BlockHeading>
      )}
      {tabNames.length > 0 ? (
        <Tabs.Root value={state.tab ?? ALL} onValueChange={(value) => state.selectTab(value === ALL ? null : value)}>
          <Tabs.List className="sm-tabs__list" aria-label={t.filters}>
            {tabs.map((tab) => (
              <Tabs.Trigger key={tab.value} value={tab.value} className="sm-tabs__trigger">
                {tab.name}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Content key={tab.value} value={tab.value} className="sm-tabs__panel">
              {(state.tab ?? ALL) === tab.value ? panel : null}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      ) : (
        panel
      )}
      {button && <BlockButton button={button} />}
    </section>
  );
}
