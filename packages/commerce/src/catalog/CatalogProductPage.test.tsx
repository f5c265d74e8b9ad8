import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryApiClient, DEMO_UIDS } from '@shelfmark/api-client/testing';
import { renderWithProviders } from '../../../../test/render';
import { demoProduct } from '../cart/cart.fixtures';
import { CatalogProductPage } from './CatalogProductPage';
import { slugify } from './slugify';

const database = demoProduct('World History in Context');

describe('CatalogProductPage', () => {
  it('NECP-01 shows the image, full title, long description and the Request a Trial and Find Your Rep buttons', async () => {
    renderWithProviders(<CatalogProductPage code={database.isbn13} />);
    expect(await screen.findByRole('heading', { level: 1, name: database.fullTitle })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: database.fullTitle })).toHaveAttribute('src', database.imagesDAM!.large);
    expect(screen.getByText(database.longDescription!)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a Trial' })).toHaveAttribute(
      'href',
      `/request-a-trial?${new URLSearchParams({ product: 'database', title: database.fullTitle })}`,
    );
    expect(screen.getByRole('link', { name: 'Find Your Rep' })).toHaveAttribute('href', '/find-your-rep');
  });

  it('NECP-01 gives international users the international trial and rep links', async () => {
    renderWithProviders(<CatalogProductPage code={database.isbn13} />, { user: DEMO_UIDS.international });
    expect(await screen.findByRole('link', { name: 'Request a Trial' })).toHaveAttribute(
      'href',
      `/request-a-trial/international?${new URLSearchParams({ product: 'database', title: database.fullTitle })}`,
    );
    expect(screen.getByRole('link', { name: 'Find Your Rep' })).toHaveAttribute('href', '/find-your-rep/international');
  });

  it('NECP-01 shows the alert strip when one is given', async () => {
    renderWithProviders(
      <CatalogProductPage code={database.isbn13} alert="Free trials are extended to 60 days this term." />,
    );
    expect(await screen.findByRole('note')).toHaveTextContent('Free trials are extended to 60 days this term.');
  });

  it('NECP-01 cuts a long description with Show More / Show Less', async () => {
    const client = createMemoryApiClient();
    const long = `${'Primary documents from five centuries of world history, '.repeat(12)}end.`;
    client.__memory.state.products.get(database.isbn13)!.description = long;
    const { user } = renderWithProviders(<CatalogProductPage code={database.isbn13} visibleSymbols={120} />, {
      client,
    });
    const section = (await screen.findByRole('heading', { name: 'Product Description' })).closest('section')!;
    expect(within(section).queryByText(long)).not.toBeInTheDocument();
    expect(section).toHaveTextContent('…');
    const more = within(section).getByRole('button', { name: 'Show More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(within(section).getByText(long)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Show Less' }));
    expect(within(section).queryByText(long)).not.toBeInTheDocument();
  });

  it('NECP-01 links included collections to the catalogue route by slug, and the discipline to section/discipline', async () => {
    renderWithProviders(<CatalogProductPage code={database.isbn13} />);
    const collections = (await screen.findByRole('heading', { name: 'Included Collections' })).closest('section')!;
    expect(within(collections).getByRole('link', { name: 'Research Complete Collection' })).toHaveAttribute(
      'href',
      '/catalog/research-complete',
    );
    const details = screen.getByRole('heading', { name: 'Product Details' }).closest('section')!;
    expect(within(details).getByRole('link', { name: 'History' })).toHaveAttribute(
      'href',
      '/research-databases/history',
    );
    expect(details).toHaveTextContent('Reading levelUndergraduate');
    expect(details).toHaveTextContent('Content typeArticles, Primary documents');
  });

  it("NECP-01 says 'Product not found.' for an unknown product", async () => {
    renderWithProviders(<CatalogProductPage code="9799999999999" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Product not found.');
  });

  it('slugifies names for links', () => {
    expect(slugify('Research Databases')).toBe('research-databases');
    expect(slugify('Arts & Humanities: Études')).toBe('arts-and-humanities-etudes');
  });
});
