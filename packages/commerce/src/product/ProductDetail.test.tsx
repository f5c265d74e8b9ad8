import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_UIDS } from '@shelfmark/api-client/testing';
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

  it('PDP-01 shows the large cover 216 wide with alt text', async () => {
    renderWithProviders(<ProductDetail code={cataloguing.isbn13} />);
    const cover = await screen.findByRole('img', { name: `Cover of ${cataloguing.fullTitle}` });
    expect(cover).toHaveAttribute('src', cataloguing.imagesDAM!.large);
    expect(cover).toHaveAttribute('width', '216');
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

  it('shows a loading message first', async () => {
    renderWithProviders(<ProductDetail code={cataloguing.isbn13} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the product…');
    await screen.findByRole('heading', { level: 1 });
  });
});
