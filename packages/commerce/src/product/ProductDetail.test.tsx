import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, errorBody } from '@shelfmark/api-client';
import { createMemoryApiClient, DEMO_UIDS } from '@shelfmark/api-client/testing';
import { renderWithProviders } from '../../../../test/render';
import { demoProduct } from '../cart/cart.fixtures';
import { ProductDetail } from './ProductDetail';

const cataloguing = demoProduct('Foundations of Library Cataloguing');

describe('ProductDetail', () => {
  it('PDP-01 shows the title as the page heading with authors, edition, ISBN, format, publisher and price', async () => {
    renderWithProviders(<ProductDetail code={cataloguing.isbn13} />, { user: DEMO_UIDS.buyer });
    expect(await screen.findByRole('heading', { level: 1, name: cataloguing.fullTitle })).toBeInTheDocument();
    expect(screen.getByText('By Ruth Okafor, Daniel Brandt')).toBeInTheDocument();
    const facts = screen.getByText('Edition').closest('dl')!;
    const fact = (term: string) => within(facts).getByText(term).nextElementSibling?.textContent;
    expect(fact('Edition')).toBe(cataloguing.edition);
    expect(fact('ISBN')).toBe(cataloguing.isbn13);
    expect(fact('Format')).toBe('Hardcover');
    expect(fact('Publisher')).toBe('Shelfmark Press');
    expect(screen.getByText(cataloguing.customPrice!.formattedValue)).toBeInTheDocument();
  });

  it('PDP-01 shows the large cover 216 wide with alt text, its height given so the details keep their place while it loads', async () => {
    renderWithProviders(<ProductDetail code={cataloguing.isbn13} />);
    const cover = await screen.findByRole('img', { name: `Cover of ${cataloguing.fullTitle}` });
    expect(cover).toHaveAttribute('src', cataloguing.imagesDAM!.large);
    expect(cover).toHaveAttribute('width', '216');
    // A cover is 125 × 179: 216 wide is 309 high (without it the column below moved by a quarter of the screen, CLS 0.24).
    expect(cover).toHaveAttribute('height', '309');
  });

  it('PDP-01 shows a breadcrumb: Home, then the title, not linked', async () => {
    renderWithProviders(<ProductDetail code={cataloguing.isbn13} />);
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    const last = within(crumbs).getByText(cataloguing.fullTitle);
    expect(last).toHaveAttribute('aria-current', 'page');
    expect(within(crumbs).getAllByRole('link')).toHaveLength(1);
  });

  it('PDP-02 includes the add-to-cart block for a buyer', async () => {
    renderWithProviders(<ProductDetail code={cataloguing.isbn13} />, { user: DEMO_UIDS.buyer });
    expect(await screen.findByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(1);
  });

  it('finds the product by its full code too', async () => {
    renderWithProviders(<ProductDetail code={cataloguing.code} showAddToCart={false} />);
    expect(await screen.findByRole('heading', { level: 1, name: cataloguing.fullTitle })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  });

  it("says 'Product not found.' for an unknown code", async () => {
    renderWithProviders(<ProductDetail code="9799999999999" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Product not found.');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it("PDP-01 says 'Product not found.' at once where the app retries failed calls: a 404 is not asked three more times", async () => {
    const client = createMemoryApiClient();
    const lookup = vi.spyOn(client.products, 'byCode');
    // The browser's QueryClient keeps TanStack's default of three retries (1 s, 2 s, 4 s apart: 7 s in all).
    renderWithProviders(<ProductDetail code="9799999999999" />, { client, queryClient: new QueryClient() });
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent('Product not found.');
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it('PDP-01 still retries a failure that is not a 404, and then shows the product', async () => {
    const client = createMemoryApiClient();
    const lookup = vi
      .spyOn(client.products, 'byCode')
      .mockRejectedValueOnce(new ApiError(errorBody(503, 'UNAVAILABLE', 'Busy')));
    renderWithProviders(<ProductDetail code={cataloguing.isbn13} />, {
      client,
      queryClient: new QueryClient({ defaultOptions: { queries: { retryDelay: 1 } } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: cataloguing.fullTitle })).toBeInTheDocument();
    expect(lookup).toHaveBeenCalledTimes(2);
  });

  it("PDP-01 a failed load says so in the labels' words, never the server's own text", async () => {
    const client = createMemoryApiClient();
    vi.spyOn(client.products, 'byCode').mockRejectedValue(
      new ApiError(errorBody(500, 'INTERNAL', 'relation "products" does not exist')),
    );
    renderWithProviders(<ProductDetail code={cataloguing.isbn13} />, { client });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).not.toHaveTextContent('relation');
  });

  it('shows a loading message first', async () => {
    renderWithProviders(<ProductDetail code={cataloguing.isbn13} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the product…');
    await screen.findByRole('heading', { level: 1 });
  });

  it('PDP-01 switches between the print and eBook editions with the format selector', async () => {
    const almanac = demoProduct("The Lighthouse Keeper's Almanac");
    const ebook = demoProduct("The Lighthouse Keeper's Almanac (eBook)");
    renderWithProviders(<ProductDetail code={almanac.isbn13} />);
    const formats = await screen.findByRole('navigation', { name: 'Available formats' });
    expect(within(formats).getByText('Print')).toHaveAttribute('aria-current', 'page');
    expect(within(formats).getByRole('link', { name: 'eBook' })).toHaveAttribute('href', `/products/${ebook.isbn13}`);
  });

  it('PDP-01 says the edition once ("Edition 2nd", not "Edition 2nd Edition") and the publication date as MM/DD/YYYY', async () => {
    const client = createMemoryApiClient();
    const product = client.__memory.state.products.get(cataloguing.isbn13)!;
    product.edition = '2nd Edition';
    product.publicationDate = '2019-03-15';
    const { user } = renderWithProviders(<ProductDetail code={cataloguing.isbn13} />, { client });
    await screen.findByRole('heading', { level: 1, name: cataloguing.fullTitle });
    const facts = screen.getByText('Edition').closest('dl')!;
    expect(within(facts).getByText('Edition').nextElementSibling).toHaveTextContent(/^2nd$/);
    await user.click(screen.getByRole('tab', { name: 'Product Details' }));
    const details = screen.getByRole('tabpanel');
    expect(within(details).getByText('Edition').nextElementSibling).toHaveTextContent(/^2nd$/);
    expect(within(details).getByText('Publication date').nextElementSibling).toHaveTextContent(/^03\/15\/2019$/);
    expect(details).not.toHaveTextContent('2019-03-15');
  });

  it('PDP-01 has Overview, Product Details, Table of Contents and Reviews tabs, moved through with the arrow keys', async () => {
    const client = createMemoryApiClient();
    const product = client.__memory.state.products.get(cataloguing.isbn13)!;
    product.tableOfContent = '1. Description\n2. Access points';
    product.quotes = [{ quoteText: 'The standard text for new cataloguers.', preferredAuthorName: 'Library Journal' }];
    product.publicationStatus = 'NYP';
    const { user } = renderWithProviders(<ProductDetail code={cataloguing.isbn13} />, { client });
    const tabs = await screen.findByRole('tablist', { name: 'About this title' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Overview', 'Product Details', 'Table of Contents', 'Reviews']);
    expect(screen.getByRole('tabpanel')).toHaveTextContent(cataloguing.description!);
    await user.click(within(tabs).getByRole('tab', { name: 'Overview' }));
    await user.keyboard('{ArrowRight}');
    expect(within(tabs).getByRole('tab', { name: 'Product Details' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('StatusNot yet published');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('1. Description');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('The standard text for new cataloguers.— Library Journal');
  });

  it('PDP-01 maps the publication status through a configurable value map', async () => {
    const client = createMemoryApiClient();
    client.__memory.state.products.get(cataloguing.isbn13)!.publicationStatus = 'OP';
    const { user } = renderWithProviders(
      <ProductDetail code={cataloguing.isbn13} publicationStatusMap={{ OP: 'No longer printed' }} />,
      { client },
    );
    await user.click(await screen.findByRole('tab', { name: 'Product Details' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('StatusNo longer printed');
  });

  it('PDP-01 lists bundle components with their codes cut to 13 characters', async () => {
    const client = createMemoryApiClient();
    client.__memory.state.products.get(cataloguing.isbn13)!.bundleDetails = {
      bundleComponents: [{ fullTitle: 'Workbook', code: '9780000000101@PRINT-BUNDLE' }],
    };
    renderWithProviders(<ProductDetail code={cataloguing.isbn13} />, { client });
    const item = await screen.findByText('Workbook');
    expect(item.closest('li')).toHaveTextContent('Workbook 9780000000101');
    expect(item.closest('li')).not.toHaveTextContent('@PRINT');
  });

  it('PDP-01 opens the Look Inside menu of sample pages', async () => {
    const client = createMemoryApiClient();
    client.__memory.state.products.get(cataloguing.isbn13)!.lookInside = [
      { title: 'Sample chapter', url: 'https://samples.test/chapter.pdf' },
      { title: 'Index', url: 'https://samples.test/index.pdf' },
    ];
    const { user } = renderWithProviders(<ProductDetail code={cataloguing.isbn13} />, { client });
    await user.click(await screen.findByRole('button', { name: 'Look Inside' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Sample chapter' })).toHaveAttribute(
      'href',
      'https://samples.test/chapter.pdf',
    );
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(2);
  });

  it('PDP-01 shows You may also Like with small covers linking to each product', async () => {
    const client = createMemoryApiClient();
    const related = demoProduct('The Quiet Archive');
    client.__memory.state.products.get(cataloguing.isbn13)!.relatedProducts = [
      { code: related.code, isbn13: related.isbn13, fullTitle: related.fullTitle, imagesDAM: related.imagesDAM },
    ];
    renderWithProviders(<ProductDetail code={cataloguing.isbn13} />, { client });
    const section = await screen.findByRole('region', { name: 'You may also Like' });
    expect(within(section).getByRole('link', { name: 'The Quiet Archive' })).toHaveAttribute(
      'href',
      `/products/${related.isbn13}`,
    );
    expect(section.querySelector('img')).toHaveAttribute('width', '125');
  });

  it('PDP-01 links the MARC record on second-brand product pages only', async () => {
    const largePrint = demoProduct('Large Print Harbour Tales');
    const { unmount } = renderWithProviders(<ProductDetail code={largePrint.isbn13} />, { site: 'thorndike' });
    expect(await screen.findByRole('link', { name: 'MARC Record' })).toHaveAttribute(
      'href',
      `/marc/${largePrint.isbn13}.mrc`,
    );
    unmount();
    renderWithProviders(<ProductDetail code={cataloguing.isbn13} />);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'MARC Record' })).not.toBeInTheDocument());
  });

  it("PDP-01 the page's headings go down one level at a time from its h1 (Features and Bundle are h2), on both brands", async () => {
    for (const site of ['shelfmark', 'thorndike'] as const) {
      const client = createMemoryApiClient({ user: DEMO_UIDS.buyer });
      const product = client.__memory.state.products.get(cataloguing.isbn13)!;
      product.productFeatures = { ...product.productFeatures, featureBenefits: ['Worked examples'] };
      product.bundleDetails = { bundleComponents: [{ fullTitle: 'Workbook', code: '9780000000101@PRINT-BUNDLE' }] };
      const { container, unmount } = renderWithProviders(<ProductDetail code={cataloguing.isbn13} />, { client, site });
      await screen.findByRole('heading', { level: 2, name: 'This bundle contains' });
      const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));
      expect(levels[0], `${site}: the first heading`).toBe(1);
      levels.forEach((level, i) => {
        if (i > 0)
          expect(level, `${site}: heading ${i + 1} of ${levels.join(', ')}`).toBeLessThanOrEqual(levels[i - 1]! + 1);
      });
      expect(screen.getByRole('heading', { level: 2, name: 'Features and benefits' })).toBeInTheDocument();
      unmount();
    }
  });
});
