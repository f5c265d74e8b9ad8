import { cleanup, configure, getConfig, screen, waitFor, within } from '@testing-library/react';
import { DEMO_UIDS, demoSeed } from '@shelfmark/api-client/testing';
import { renderApp } from './renderApp';
import { notBuiltPages } from './routes';

const demoTitle = "The Lighthouse Keeper's Almanac";
const demoProduct = demoSeed().products.find((p) => p.fullTitle === demoTitle)!;

// Pages are lazy chunks: the first visit to each transforms its module graph, which can take seconds on a busy machine.
const defaultTimeout = getConfig().asyncUtilTimeout;
beforeAll(() => configure({ asyncUtilTimeout: 15_000 }));
afterAll(() => configure({ asyncUtilTimeout: defaultTimeout }));

describe('host app routing', () => {
  it('an unknown address shows a not-found page naming it', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('/no/such/page', { selector: 'code' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found | Shelfmark'));
  });

  it.each(notBuiltPages)('$path says plainly that $page is not built yet', async ({ path, page }) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: page })).toBeInTheDocument();
    expect(screen.getByText(`The ${page} page is not built yet.`)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${page} | Shelfmark`));
  });

  it('NECP-01 the product catalogue route shows the non-ecommerce product page', async () => {
    const database = demoSeed().products.find((p) => p.fullTitle === 'World History in Context')!;
    renderApp(`/catalog/${database.isbn13}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'World History in Context' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a Trial' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('World History in Context | Shelfmark'));
  });

  it('IPS-01 the internal product search page is routed', async () => {
    renderApp('/internal-product-search');
    expect(await screen.findByRole('heading', { level: 1, name: 'Internal Product Search' })).toBeInTheDocument();
  });

  it('HDR-02 the header search goes to /search?q=… with the trimmed query and shows the results', async () => {
    const { user } = renderApp('/');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '  Lighthouse Keeper  {Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/search?q=Lighthouse%20Keeper'));
    const result = await screen.findByRole('link', { name: demoTitle });
    expect(result).toHaveAttribute('href', `/products/${demoProduct.isbn13}`);
    // The box keeps the query on the results page.
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('Lighthouse Keeper');
  });

  it('SRCH-01 maps the 1-based page of the address to the results and keeps paging in the address', async () => {
    const { user } = renderApp('/search?q=&pageSize=10&page=2');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByRole('link').some((a) => a.getAttribute('href')?.startsWith('/products/'))).toBe(true),
    );
    const location = screen.getByTestId('location');
    expect(location).toHaveTextContent('page=2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Items Displayed' }), '20');
    await waitFor(() => expect(location).toHaveTextContent('pageSize=20'));
  });

  it('the home page welcomes the visitor and lists titles from the catalogue', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Shelfmark' })).toBeInTheDocument();
    const featured = screen.getByRole('region', { name: 'New in the catalogue' });
    await waitFor(() => expect(within(featured).getAllByRole('link').length).toBeGreaterThan(0));
    await waitFor(() => expect(document.title).toBe('Home | Shelfmark'));
  });

  it('a visitor sees Sign in pointing back at the current page', async () => {
    renderApp(`/products/${demoProduct.isbn13}`);
    const signIn = await screen.findAllByRole('link', { name: 'Sign in' });
    expect(signIn[0]).toHaveAttribute('href', `/api/auth/login?return=%2Fproducts%2F${demoProduct.isbn13}`);
  });

  it('PDP-02 HDR-02 adding to the cart on the product page updates the header badge', async () => {
    const { user } = renderApp(`/products/${demoProduct.isbn13}`, { user: DEMO_UIDS.buyer });
    expect(await screen.findByRole('heading', { level: 1, name: demoTitle })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const added = await screen.findByText(/added to your cart/i, {}, { timeout: 5000 });
    expect(added.closest('[role="status"]')).not.toBeNull();
    expect(within(await screen.findByRole('link', { name: 'Cart, 2 items' })).getByText('2')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${demoTitle} | Shelfmark`));
  });

  it('the cart link opens the cart page', async () => {
    const { user } = renderApp('/', { user: DEMO_UIDS.buyer });
    await user.click(await screen.findByRole('link', { name: /^Cart, \d+ items?$/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/cart$/));
    await waitFor(() => expect(document.title).toBe('Cart | Shelfmark'));
  });

  it('HDR-03 the account menu signs out through the federated logout back to /', async () => {
    const { user } = renderApp('/', { user: DEMO_UIDS.buyer });
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toHaveAttribute(
      'href',
      '/api/auth/federated-logout?return=%2F',
    );
  });

  it('HDR-01 the second brand shows its own name in the header, footer and page titles', async () => {
    renderApp('/', { brand: 'thorndike', user: DEMO_UIDS.thorndikeBuyer });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Thorndike Press' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Thorndike Press home' })).toHaveLength(2);
    expect(await screen.findByRole('link', { name: /^Cart, \d+ items?$/ })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Home | Thorndike Press'));
  });

  describe("HDR-03 the header uses the served main-menu configuration and the site's allowed regions", () => {
    afterEach(() => {
      document.cookie = 'shelfmark-region=; path=/; max-age=0';
    });

    it('shows the configured logo name and search placeholder, and a region selector with the allowed regions', async () => {
      renderApp('/');
      const selector = await screen.findByRole('combobox', { name: 'Region: North America' });
      expect(
        within(selector)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['North America', 'International']);
      expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute(
        'placeholder',
        'Search by title, author or ISBN',
      );
      expect(screen.getAllByRole('link', { name: 'Shelfmark home' })[0]).toHaveAttribute('href', '/');
    });

    it("the mega menu's panels show the served content cards", async () => {
      const { user } = renderApp('/');
      await user.click(await screen.findByRole('button', { name: 'Browse' }));
      const card = await screen.findByRole('link', { name: 'Open Fast Order' });
      expect(card).toHaveAttribute('href', '/fast-order');
      expect(card.closest('li')).toHaveTextContent('Paste a list of ISBNs and add them all to your cart.');
    });

    it('choosing International browses as an international visitor (rep link instead of sign-in for price) and is remembered', async () => {
      const { user } = renderApp(`/products/${demoProduct.isbn13}`);
      expect(await screen.findByRole('heading', { level: 1, name: demoTitle })).toBeInTheDocument();
      expect((await screen.findAllByRole('link', { name: 'Sign in' })).length).toBeGreaterThan(0);
      await user.selectOptions(await screen.findByRole('combobox', { name: 'Region: North America' }), 'International');
      expect(await screen.findByRole('combobox', { name: 'Region: International' })).toHaveValue('INTERNATIONAL');
      expect(await screen.findByRole('link', { name: 'Contact your rep' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
      expect(document.cookie).toContain('shelfmark-region=INTERNATIONAL');
      // The next visit starts in the chosen region.
      cleanup();
      renderApp('/');
      expect(await screen.findByRole('combobox', { name: 'Region: International' })).toHaveValue('INTERNATIONAL');
    });
  });
});
