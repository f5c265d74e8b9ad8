import { useState } from 'react';

export interface FilterableCard {
  filters?: string[] | undefined;
  categories?: string[] | undefined;
}

/** Cards per page (spec 002 §9): the configured number, else the total number of cards, else 1. */
export function cardsPerPageOf(configured: number | undefined, total: number): number {
  return configured && configured > 0 ? configured : Math.max(1, total);
}

/** The cards of a tab: all on the main tab, else those whose filters (or categories) name the tab. */
export function cardsOfTab<C extends FilterableCard>(cards: C[], tab: string | null): C[] {
  if (tab === null) return cards;
  return cards.filter((card) => (card.filters?.length ? card.filters : (card.categories ?? [])).includes(tab));
}

/** Filter tabs with their own page each (BLK-05): switching tabs keeps every tab's page. */
export function useProductCards<C extends FilterableCard>(cards: C[], cardsPerPage: number | undefined) {
  const [tab, setTab] = useState<string | null>(null);
  const [pages, setPages] = useState<Record<string, number>>({});
  const key = tab ?? '';
  const visible = cardsOfTab(cards, tab);
  const perPage = cardsPerPageOf(cardsPerPage, cards.length);
  const pageCount = Math.max(1, Math.ceil(visible.length / perPage));
  const page = Math.min(pages[key] ?? 1, pageCount);
  return {
    tab,
    selectTab: setTab,
    page,
    pageCount,
    setPage: (next: number) => setPages((current) => ({ ...current, [key]: Math.max(1, Math.min(pageCount, next)) })),
    pageCards: visible.slice((page - 1) * perPage, page * perPage),
  };
}
