import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { useSearchParams } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { ApiClientProvider } from '@shelfmark/api-client/react';
import { prefetchSearchResults } from '@shelfmark/commerce/prefetch';
import type { SearchSort } from '@shelfmark/api-client';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryApiClient, DEMO_UIDS } from '@shelfmark/api-client/testing';
import { searchQueries } from '@shelfmark/api-client/react';
import { createTestQueryClient, renderWithProviders } from '../../../../test/render';
import { demoProduct } from '../cart/cart.fixtures';
import { SearchResults, type SearchResultsProps } from './SearchResults';
import type { SearchParams } from './useSearch';
import { createSiteConfig, ShelfmarkSiteProvider } from '@shelfmark/forms/site';

/** What the host app does: the address bar's parameters in state, fed back as props. */
function Page({ initial, onChange }: { initial: Required<SearchParams>; onChange?: SearchResultsProps['onChange'] }) {
  const [params, setParams] = useState(initial);
  return (
    <SearchResults
      {...params}
      onChange={(next) => {
        onChange?.(next);
        setParams(next);
      }}
    />
  );
}

const start = (q: string, extra: Partial<SearchParams> = {}): Required<SearchParams> => ({
  q,
  page: 1,
  pageSize: 10,
  sort: 'relevance',
  ...extra,
});
const resultTitles = () =>
  within(screen.getByRole('list', { name: 'Results' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

describe('SearchResults', () => {
  it('SRCH-01 says "1 result", not "1 results", when one title matches', async () => {
    const almanac = demoProduct("The Lighthouse Keeper's Almanac");
    renderWithProviders(<Page initial={start(almanac.isbn13)} />);
    expect(await screen.findByText(`1 result for “${almanac.isbn13}”`)).toBeInTheDocument();
    expect(screen.queryByText(/1 results/)).not.toBeInTheDocument();
  });

  it('SRCH-01 lists results with the title linking to the product page, and the count', async () => {
    const almanac = demoProduct("The Lighthouse Keeper's Almanac");
    // Prices are a signed-in buyer's: a visitor's cards carry none (spec 001 §6).
    renderWithProviders(<Page initial={start('lighthouse almanac')} />, { user: 'buyer@shelfmark.test' });
    expect(await screen.findByText('2 results for “lighthouse almanac”')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: "The Lighthouse Keeper's Almanac" });
    expect(link).toHaveAttribute('href', `/products/${almanac.isbn13}`);
    const card = link.closest('article')!;
    expect(card).toHaveTextContent('Marguerite Hale');
    expect(card).toHaveTextContent('Hardcover');
    expect(card).toHaveTextContent('2023');
    expect(card).toHaveTextContent(almanac.customPrice!.formattedValue);
    const cover = card.querySelector('img')!;
    expect(cover).toHaveAttribute('width', '125');
    expect(cover).toHaveAttribute('height', '179');
  });

  it("SRCH-01 the first two results' covers load at once and the rest only as they near the screen, so a phone's largest paint is not held back", async () => {
    renderWithProviders(<Page initial={start('history')} />);
    const list = await screen.findByRole('list', { name: 'Results' });
    const loading = [...list.querySelectorAll('img')].map((img) => img.getAttribute('loading'));
    expect(loading.length).toBeGreaterThan(2);
    expect(loading.slice(0, 2)).toEqual(['eager', 'eager']);
    expect(new Set(loading.slice(2))).toEqual(new Set(['lazy']));
  });

  it('SRCH-01 links non-ecommerce items to the product catalogue route', async () => {
    const database = demoProduct('World History in Context');
    renderWithProviders(<Page initial={start('World History in Context')} />);
    expect(await screen.findByRole('link', { name: 'World History in Context' })).toHaveAttribute(
      'href',
      `/catalog/${database.isbn13}`,
    );
  });

  it("SRCH-01 says 'No records found' when nothing matches", async () => {
    renderWithProviders(<Page initial={start('zzzz-no-such-title')} />);
    expect(await screen.findByText('No records found')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Results' })).not.toBeInTheDocument();
  });

  it("SRCH-01 says 'No records found', with no count of the catalogue, for a text of symbols or an emoji", async () => {
    renderWithProviders(<Page initial={start('😀')} />);
    expect(await screen.findByText('No records found')).toBeInTheDocument();
    expect(screen.getByText('0 results for “😀”')).toBeInTheDocument();
  });

  it('SRCH-01 past the last page keeps the true count, says the page is out of range and goes to the last page', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Page initial={start('', { page: 99 })} onChange={onChange} />);
    const summary = await screen.findByText(/^\d+ results$/);
    const total = Number(/^(\d+)/.exec(summary.textContent ?? '')![1]);
    expect(total).toBeGreaterThan(10);
    const pages = Math.ceil(total / 10);
    expect(screen.getByText(`Page 99 is past the last page (${pages}) of these results.`)).toBeInTheDocument();
    expect(screen.queryByText('No records found')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to the last page' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ q: '', page: pages }));
    await waitFor(() => expect(resultTitles().length).toBe(total - (pages - 1) * 10));
  });

  it('SRCH-01 shows "Did you mean history?" for "histroy" with its results, and searches history when chosen', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <Page initial={start('histroy:relevance:mediaType:print')} onChange={onChange} />,
    );
    const offer = await screen.findByText(
      (_, element) => element?.tagName === 'P' && element.textContent === 'Did you mean history?',
    );
    expect(resultTitles().length).toBeGreaterThan(0);
    expect(resultTitles().every((title) => /history/i.test(title ?? ''))).toBe(true);
    await user.click(within(offer).getByRole('button', { name: 'history' }));
    expect(onChange).toHaveBeenLastCalledWith({
      q: 'history:relevance:mediaType:print',
      page: 1,
      pageSize: 10,
      sort: 'relevance',
    });
    expect(await screen.findByText('1 result for “history”')).toBeInTheDocument();
    expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument();
  });

  it('SRCH-01 shows no "Did you mean" when the text is spelt right', async () => {
    renderWithProviders(<Page initial={start('history')} />);
    await screen.findByRole('list', { name: 'Results' });
    expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument();
  });

  it('SRCH-01 changes page size under "Items Displayed", back to page 1', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Page initial={start('', { page: 2 })} onChange={onChange} />);
    const select = await screen.findByRole('combobox', { name: 'Items Displayed' });
    expect([...(select as HTMLSelectElement).options].map((o) => o.value)).toEqual(['10', '20', '50']);
    await user.selectOptions(select, '20');
    expect(onChange).toHaveBeenLastCalledWith({ q: '', page: 1, pageSize: 20, sort: 'relevance' });
    await waitFor(() => expect(resultTitles()).toHaveLength(20));
  });

  it('SRCH-01 pages with a 1-based page in the address and a 0-based page to the API', async () => {
    const client = createMemoryApiClient();
    const search = vi.spyOn(client.products, 'search');
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Page initial={start('')} onChange={onChange} />, { client });
    await screen.findByRole('list', { name: 'Results' });
    const firstPage = resultTitles();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 }));
    await waitFor(() => expect(resultTitles()).not.toEqual(firstPage));
    expect(search).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1, pageSize: 10 }));
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('SRCH-01 the next page starts loading at the click, before the host passes it back, and is asked for once', async () => {
    const client = createMemoryApiClient();
    const search = vi.spyOn(client.products, 'search');
    const onChange = vi.fn();
    // A host whose navigation has not rendered yet: it hears the change but still passes page 1.
    const { user, rerender } = renderWithProviders(<SearchResults {...start('')} onChange={onChange} />, { client });
    await screen.findByRole('list', { name: 'Results' });
    expect(search).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 }));
    expect(search).toHaveBeenCalledTimes(2);
    expect(search).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1, pageSize: 10 }));
    const firstPage = resultTitles();
    // The host catches up: page 2 shows from the request the click started, without a second one.
    rerender(<SearchResults {...start('', { page: 2 })} onChange={onChange} />);
    await waitFor(() => expect(resultTitles()).not.toEqual(firstPage));
    expect(search).toHaveBeenCalledTimes(2);
  });

  it('SRCH-01 while the next page loads, the results on screen stay there, marked busy, and the new page replaces them', async () => {
    const client = createMemoryApiClient();
    const realSearch = client.products.search;
    let release = () => {};
    client.products.search = async (query) => {
      if (query.page === 1)
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      return realSearch(query);
    };
    const { user } = renderWithProviders(<Page initial={start('')} />, { client });
    const list = await screen.findByRole('list', { name: 'Results' });
    const firstPage = resultTitles();
    expect(list.closest('[aria-busy]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Results' }).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true'),
    );
    expect(resultTitles()).toEqual(firstPage);
    expect(screen.queryByText('Loading results…')).not.toBeInTheDocument();
    release();
    await waitFor(() => expect(resultTitles()).not.toEqual(firstPage));
    expect(screen.getByRole('list', { name: 'Results' }).closest('[aria-busy]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('SRCH-01 sorts with the sorter', async () => {
    const { user } = renderWithProviders(<Page initial={start('large print')} />, { site: 'thorndike' });
    await screen.findByRole('list', { name: 'Results' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'title-asc');
    await waitFor(() => {
      const titles = resultTitles();
      expect(titles).toEqual([...titles].sort((a, b) => a!.localeCompare(b!)));
    });
  });

  it('SRCH-01 searches the site brand’s catalogue', async () => {
    renderWithProviders(<Page initial={start('Harbour')} />, { site: 'thorndike' });
    await screen.findByRole('list', { name: 'Results' });
    expect(resultTitles()).toEqual(['Large Print Harbour Tales']);
  });

  it('SRCH-01 shows 5 options of a filter, then the rest after "Show more"', async () => {
    const { user } = renderWithProviders(<Page initial={start('')} />);
    const years = await screen.findByRole('group', { name: 'Publication Year' });
    expect(within(years).getAllByRole('checkbox')).toHaveLength(5);
    const more = within(years).getByRole('button', { name: 'Show more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(within(years).getAllByRole('checkbox').length).toBeGreaterThan(5);
    expect(within(years).getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('SRCH-01 filters by a facet value and removes the filter again', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Page initial={start('')} onChange={onChange} />);
    const formats = await screen.findByRole('group', { name: 'Format' });
    await user.click(within(formats).getByRole('checkbox', { name: /^eBook/ }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: 'Format' })).getByRole('checkbox', { name: /^eBook/ }),
      ).toBeChecked(),
    );
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 1, q: expect.stringContaining('eBook') }),
    );
    expect(screen.getAllByRole('article').every((card) => card.textContent?.includes('eBook'))).toBe(true);
    await user.click(screen.getByRole('button', { name: /Remove filter Format: eBook/ }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Remove filter/ })).not.toBeInTheDocument());
  });

  it('SRCH-01 shows a lower-case format value capitalised ("Print"), filtering by the value the catalogue holds', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Page initial={start('')} onChange={onChange} />);
    const formats = await screen.findByRole('group', { name: 'Format' });
    expect(within(formats).queryByRole('checkbox', { name: /^print/ })).not.toBeInTheDocument();
    await user.click(within(formats).getByRole('checkbox', { name: /^Print\s*\(/ }));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ q: expect.stringContaining(':mediaType:print') }),
    );
    expect(await screen.findByRole('button', { name: /Remove filter Format: Print/ })).toHaveTextContent(/^Print/);
    expect(
      within(screen.getByRole('group', { name: 'Format' })).getByRole('checkbox', { name: /^eBook/ }),
    ).toBeInTheDocument();
  });

  it('SRCH-01 ticks two years at once (OR) beside a format (AND): every box stays offered, each value has a chip that removes it alone', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Page initial={start('')} onChange={onChange} />);
    const group = (name: string) => screen.getByRole('group', { name });
    const box = (facet: string, name: string) =>
      within(group(facet)).getByRole('checkbox', { name: new RegExp(`^${name}\\s*\\(`) });
    const count = (facet: string, name: string) =>
      Number(/\((\d+)\)/.exec(box(facet, name).closest('label')!.textContent ?? '')![1]);
    await screen.findByRole('group', { name: 'Publication Year' });
    const [first, second] = within(group('Publication Year'))
      .getAllByRole('checkbox')
      .map((b) => /^(\d{4})/.exec(b.closest('label')!.textContent ?? '')![1]!);
    const expected = count('Publication Year', first!) + count('Publication Year', second!);
    await user.click(box('Publication Year', first!));
    await waitFor(() => expect(box('Publication Year', first!)).toBeChecked());
    // The other years stay offered, unticked, with their counts over the whole catalogue.
    expect(box('Publication Year', second!)).not.toBeChecked();
    await user.click(box('Publication Year', second!));
    await waitFor(() => expect(box('Publication Year', second!)).toBeChecked());
    expect(box('Publication Year', first!)).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ q: `:relevance:publicationYear:${first}:publicationYear:${second}`, page: 1 }),
    );
    expect(screen.getByText(`${expected} results`)).toBeInTheDocument();
    await user.click(box('Format', 'eBook'));
    await waitFor(() => expect(box('Format', 'eBook')).toBeChecked());
    const chips = within(screen.getByRole('list', { name: 'Selected filters' }));
    expect(chips.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      `Remove filter Publication Year: ${first}`,
      `Remove filter Publication Year: ${second}`,
      'Remove filter Format: eBook',
    ]);
    await user.click(chips.getByRole('button', { name: `Remove filter Publication Year: ${first}` }));
    await waitFor(() => expect(box('Publication Year', first!)).not.toBeChecked());
    expect(box('Publication Year', second!)).toBeChecked();
    expect(box('Format', 'eBook')).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ q: `:relevance:publicationYear:${second}:mediaType:eBook` }),
    );
  });

  it('SRCH-01 a filter chosen after sorting and changing the page size keeps them, from page 1 (the filters are not rendered again per page)', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Page initial={start('')} onChange={onChange} />);
    await screen.findByRole('group', { name: 'Format' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'title-asc');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Items Displayed' }), '20');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 })));
    await user.click(within(screen.getByRole('group', { name: 'Format' })).getByRole('checkbox', { name: /^eBook/ }));
    expect(onChange).toHaveBeenLastCalledWith({
      q: expect.stringContaining('eBook'),
      page: 1,
      pageSize: 20,
      sort: 'title-asc',
    });
  });

  it('SRCH-01 the Filters button opens the facets in a drawer: the count of active filters, Apply closes it and gives focus back, Clear removes every filter', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Page initial={start('')} onChange={onChange} />);
    const filters = await screen.findByRole('button', { name: 'Filters' });
    await user.click(filters);
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(
      within(within(drawer).getByRole('group', { name: 'Format' })).getByRole('checkbox', { name: /^eBook/ }),
    );
    // The choice applies at once; the drawer stays open with the facet checked.
    await waitFor(() =>
      expect(
        within(within(drawer).getByRole('group', { name: 'Format' })).getByRole('checkbox', { name: /^eBook/ }),
      ).toBeChecked(),
    );
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 1, q: expect.stringContaining('eBook') }),
    );
    await user.click(within(drawer).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Filters 1 active' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Filters 1 active' }));
    const again = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(again).getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith({ q: '', page: 1, pageSize: 10, sort: 'relevance' });
    await waitFor(() => expect(within(again).getByRole('button', { name: 'Clear' })).toBeDisabled());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus();
  });

  it('SRCH-01 "Skip to results" moves focus to the first result', async () => {
    const { user } = renderWithProviders(<Page initial={start('library')} />);
    await screen.findByRole('list', { name: 'Results' });
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to results' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const first = within(screen.getByRole('list', { name: 'Results' })).getAllByRole('link')[0];
    expect(first).toHaveFocus();
  });

  it('SRCH-01 caches results for 2 minutes', async () => {
    const client = createMemoryApiClient();
    const { queryClient } = renderWithProviders(<Page initial={start('atlas')} />, { client });
    await screen.findByRole('list', { name: 'Results' });
    const [query] = queryClient.getQueryCache().findAll({ queryKey: searchQueries.all() });
    expect(query?.options).toMatchObject({ staleTime: 120_000, gcTime: 120_000 });
  });

  it('sends the signed-in user’s tier level with the search', async () => {
    const client = createMemoryApiClient({ user: DEMO_UIDS.buyer });
    const search = vi.spyOn(client.products, 'search');
    renderWithProviders(<Page initial={start('atlas')} />, { client });
    await screen.findByRole('list', { name: 'Results' });
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith(expect.objectContaining({ tierLevel: 'T1', brand: 'shelfmark' }));
  });

  it('SRCH-01 sends the account numbers of spec 001 §7 and shows the price of the buyer’s current account, the one price and availability shows', async () => {
    const almanac = demoProduct("The Lighthouse Keeper's Almanac");
    const client = createMemoryApiClient({ user: DEMO_UIDS.buyer });
    // A ship-to with an agreed discount (12.5 % in the demo seed).
    await client.carts.changeAccount({ userId: DEMO_UIDS.buyer, shipToAccountNumber: '100102' });
    const pna = await client.products.priceAndAvailability({ productCode: almanac.isbn13 });
    expect(pna.customUnitPrice!.value).toBeLessThan(almanac.price!.value);
    const search = vi.spyOn(client.products, 'search');
    renderWithProviders(<Page initial={start(almanac.isbn13)} />, { client });
    const card = (await screen.findByRole('list', { name: 'Results' })).querySelector('li')!;
    expect(card).toHaveTextContent(pna.customUnitPrice!.formattedValue);
    expect(card).not.toHaveTextContent(almanac.price!.formattedValue);
    expect(search).toHaveBeenCalledWith(
      expect.objectContaining({
        orgAccountNumber: '100100',
        billToAccountNumber: '100100',
        shipToAccountNumber: '100102',
        tierLevel: 'T1',
      }),
    );
    expect(search).toHaveBeenCalledTimes(1);
  });

  it("SRCH-01 sends the country of the buyer's ship-to address with the search (spec 001 §7)", async () => {
    const client = createMemoryApiClient({ user: DEMO_UIDS.international });
    const search = vi.spyOn(client.products, 'search');
    renderWithProviders(<Page initial={start('atlas')} />, { client });
    await screen.findByRole('list', { name: 'Results' });
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith(
      expect.objectContaining({ shipToAccountNumber: '300100', countryIsoCode: 'GB' }),
    );
  });

  it('says so when the search fails, and tries again on request', async () => {
    const client = createMemoryApiClient();
    const realSearch = client.products.search;
    let fail = true;
    client.products.search = async (query) => {
      if (fail) {
        fail = false;
        throw new Error('Search is down');
      }
      return realSearch(query);
    };
    const { user } = renderWithProviders(<Page initial={start('atlas')} />, { client });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the search results.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Results' })).toBeInTheDocument();
  });
});

/** A server component's page: the address's parameters passed in, no callback; the router's location is the state. */
function LinkedPage() {
  const [params] = useSearchParams();
  return (
    <SearchResults
      q={params.get('q') ?? ''}
      page={Number(params.get('page') ?? 1)}
      pageSize={Number(params.get('pageSize') ?? 10)}
      sort={(params.get('sort') ?? 'relevance') as SearchSort}
    />
  );
}

const searchAddress = (q: string, page: number, pageSize = 10, sort = 'relevance') =>
  `/search?${new URLSearchParams({ q, page: String(page), pageSize: String(pageSize), sort }).toString()}`;

describe('SearchResults without onChange', () => {
  it('SRCH-01 pages by links to the next page’s address, which work without JavaScript, and a click navigates there', async () => {
    const { user, location } = renderWithProviders(<LinkedPage />, { route: '/search?q=' });
    await screen.findByRole('list', { name: 'Results' });
    const firstPage = resultTitles();
    const pager = screen.getByRole('navigation', { name: /pag/i });
    expect(within(pager).queryByRole('button')).not.toBeInTheDocument();
    expect(within(pager).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', searchAddress('', 2));
    expect(within(pager).getByRole('link', { name: 'Next' })).toHaveAttribute('href', searchAddress('', 2));
    expect(within(pager).getByRole('link', { name: 'Previous' })).not.toHaveAttribute('href');
    expect(within(pager).getByRole('link', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(pager).getByRole('link', { name: 'Page 2' }));
    expect(location()).toBe(searchAddress('', 2));
    await waitFor(() => expect(resultTitles()).not.toEqual(firstPage));
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', searchAddress('', 1));
  });

  it('SRCH-01 filters by links in the checkbox role, from page 1 with the same sort and size, and removes the filter by its chip link', async () => {
    const { user, location } = renderWithProviders(<LinkedPage />, {
      route: searchAddress('', 3, 20, 'title-asc'),
    });
    const formats = await screen.findByRole('group', { name: 'Format' });
    const ebook = within(formats).getByRole('checkbox', { name: /^eBook/ });
    expect(ebook.tagName).toBe('A');
    expect(ebook).not.toBeChecked();
    const href = ebook.getAttribute('href')!;
    const next = new URL(href, 'http://localhost').searchParams;
    expect(next.get('q')).toContain(':mediaType:eBook');
    expect([next.get('page'), next.get('pageSize'), next.get('sort')]).toEqual(['1', '20', 'title-asc']);
    await user.click(ebook);
    expect(location()).toBe(href);
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: 'Format' })).getByRole('checkbox', { name: /^eBook/ }),
      ).toBeChecked(),
    );
    const chip = screen.getByRole('link', { name: 'Remove filter Format: eBook' });
    const without = new URL(chip.getAttribute('href')!, 'http://localhost').searchParams;
    expect(without.get('q')).not.toContain('eBook');
    expect([without.get('page'), without.get('pageSize'), without.get('sort')]).toEqual(['1', '20', 'title-asc']);
    await user.click(chip);
    await waitFor(() => expect(screen.queryByRole('link', { name: /Remove filter/ })).not.toBeInTheDocument());
    expect(new URL(location(), 'http://localhost').searchParams.get('q')).not.toContain('eBook');
  });

  it('SRCH-01 sorts and sizes through a GET form to the search route (page 1, same text), and a change navigates', async () => {
    const { user, location } = renderWithProviders(<LinkedPage />, { route: searchAddress('large print', 2) });
    const sorter = await screen.findByRole('combobox', { name: 'Sort by' });
    const form = sorter.closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveFormValues({ q: 'large print', page: '1', sort: 'relevance', pageSize: '10' });
    await user.selectOptions(sorter, 'title-asc');
    expect(location()).toBe(searchAddress('large print', 1, 10, 'title-asc'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('title-asc'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Items Displayed' }), '20');
    expect(location()).toBe(searchAddress('large print', 1, 20, 'title-asc'));
  });

  it('SRCH-01 offers "Did you mean history?" as a link to that search', async () => {
    const { user, location } = renderWithProviders(<LinkedPage />, { route: searchAddress('histroy', 1) });
    const suggestion = await screen.findByRole('link', { name: 'history' });
    expect(suggestion).toHaveAttribute('href', searchAddress('history', 1));
    await user.click(suggestion);
    expect(location()).toBe(searchAddress('history', 1));
    expect(await screen.findByText(/results? for “history”/)).toBeInTheDocument();
  });

  it('SRCH-01 a server render (a server component’s page, no JavaScript in the browser) holds the pager’s and filters’ links and the sort form', async () => {
    const api = createMemoryApiClient();
    const queryClient = createTestQueryClient();
    const site = createSiteConfig('shelfmark');
    await prefetchSearchResults(queryClient, api, {
      q: '',
      page: 1,
      pageSize: 10,
      sort: 'relevance',
      brand: site.brand,
    });
    const html = renderToString(
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={api}>
          <ShelfmarkSiteProvider config={site}>
            <SearchResults q="" />
          </ShelfmarkSiteProvider>
        </ApiClientProvider>
      </QueryClientProvider>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    const hrefs = [...page.querySelectorAll('a[href]')].map((a) => a.getAttribute('href'));
    expect(hrefs).toContain(searchAddress('', 2));
    expect(hrefs.some((href) => href?.includes('mediaType%3AeBook'))).toBe(true);
    const form = page.querySelector('form[method="get"][action="/search"]')!;
    expect([...form.querySelectorAll('[name]')].map((field) => field.getAttribute('name'))).toEqual([
      'q',
      'page',
      'sort',
      'pageSize',
    ]);
    expect(form.querySelector('button[type="submit"]')?.textContent).toBe('Apply');
  });
});
