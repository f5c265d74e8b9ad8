import { screen, within } from '@testing-library/react';
import { buildCart, buildUser, demoSeed, DEMO_UIDS } from '@shelfmark/api-client/testing';
import { renderWithProviders } from '../../../../test/render';
import { defaultRoutes, formatCartBadge, ShelfmarkSiteProvider } from '@shelfmark/forms/site';
import { SiteHeader } from './SiteHeader';

/** The demo seed with one cart of `units` copies of a first-brand title for the buyer. */
function seedWithCart(uid: string, units: number) {
  const seed = demoSeed();
  const product =
    seed.products.find((p) => p.brand === 'shelfmark' && p.stock?.stockLevelStatus !== 'outOfStock') ??
    seed.products[0]!;
  return { ...seed, carts: units > 0 ? [buildCart({ userId: uid, lines: [{ product, quantity: units }] })] : [] };
}

describe('SiteHeader', () => {
  it("HDR-02 the header's search landmark is named, so a page with a search of its own (My Orders) has two told apart", () => {
    renderWithProviders(<SiteHeader user={null} />);
    expect(screen.getAllByRole('search', { name: 'Search' }).length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('search').filter((landmark) => !landmark.getAttribute('aria-label'))).toEqual([]);
  });

  it('HDR-02 the search form sends the visitor to the results route with q trimmed and URL-encoded', async () => {
    const navigate = vi.fn();
    const { user } = renderWithProviders(
      <ShelfmarkSiteProvider navigate={navigate}>
        <SiteHeader />
      </ShelfmarkSiteProvider>,
    );
    const form = screen.getByRole('search');
    await user.type(within(form).getByRole('searchbox', { name: 'Search' }), '  tides & "harbours"  ');
    await user.click(within(form).getByRole('button', { name: 'Submit search' }));
    expect(navigate).toHaveBeenCalledWith('/search?q=tides%20%26%20%22harbours%22');
  });

  it('HDR-02 an empty or blank search goes nowhere', async () => {
    const navigate = vi.fn();
    const { user } = renderWithProviders(
      <ShelfmarkSiteProvider navigate={navigate}>
        <SiteHeader />
      </ShelfmarkSiteProvider>,
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '   {Enter}');
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
  });

  it('HDR-02 uses the configured search route and hands the query to onSearch when given', async () => {
    const onSearch = vi.fn();
    const { user } = renderWithProviders(<SiteHeader onSearch={onSearch} />, {
      site: { routes: { ...defaultRoutes, searchResults: '/find' } },
    });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ocean{Enter}');
    expect(onSearch).toHaveBeenCalledWith('ocean', '/find?q=ocean');
  });

  it('HDR-03 a visitor who is not signed in sees Sign in (back to this page) and Register, and no cart', async () => {
    renderWithProviders(<SiteHeader returnTo="/products/9780000000002?x=1" />);
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', '/api/auth/login?return=%2Fproducts%2F9780000000002%3Fx%3D1');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('link', { name: /^Cart/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
  });

  it('HDR-02 a signed-in buyer sees the cart link named with the unit count and a badge with the count', async () => {
    renderWithProviders(<SiteHeader />, { user: DEMO_UIDS.buyer, seed: seedWithCart(DEMO_UIDS.buyer, 3) });
    const cart = await screen.findByRole('link', { name: 'Cart, 3 items' });
    expect(cart).toHaveAttribute('href', '/cart');
    expect(within(cart).getByText('3')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('HDR-02 the badge shows 9+ above nine units while the name keeps the exact count', async () => {
    renderWithProviders(<SiteHeader />, { user: DEMO_UIDS.buyer, seed: seedWithCart(DEMO_UIDS.buyer, 12) });
    const cart = await screen.findByRole('link', { name: 'Cart, 12 items' });
    expect(within(cart).getByText('9+')).toBeInTheDocument();
    expect(within(cart).queryByText('12')).not.toBeInTheDocument();
  });

  it('HDR-02 a buyer without a cart yet sees Cart, 0 items', async () => {
    renderWithProviders(<SiteHeader />, { user: DEMO_UIDS.buyer, seed: seedWithCart(DEMO_UIDS.buyer, 0) });
    expect(within(await screen.findByRole('link', { name: 'Cart, 0 items' })).getByText('0')).toBeInTheDocument();
  });

  it('HDR-02 formats the badge: the count up to 9, then 9+', () => {
    expect([0, 1, 9, 10, 99].map(formatCartBadge)).toEqual(['0', '1', '9', '9+', '9+']);
  });

  it('HDR-03 the account menu opens and offers Sign out through the federated logout back to /', async () => {
    const { user } = renderWithProviders(<SiteHeader />, { user: DEMO_UIDS.buyer });
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    const signOut = await screen.findByRole('menuitem', { name: 'Sign out' });
    expect(signOut).toHaveAttribute('href', '/api/auth/federated-logout?return=%2F');
    expect(screen.getByRole('menuitem', { name: 'My Orders' })).toHaveAttribute('href', '/my-orders');
  });

  it('HDR-03 a pending North American user gets Sign out directly, without account menu or cart', async () => {
    renderWithProviders(<SiteHeader />, { user: DEMO_UIDS.pending });
    const signOut = await screen.findByRole('link', { name: 'Sign out' });
    expect(signOut).toHaveAttribute('href', '/api/auth/federated-logout?return=%2F');
    expect(screen.getByText('Your account is pending approval.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Cart/ })).not.toBeInTheDocument();
  });

  it('HDR-03 a pending international user gets no sign-out link (spec 002 §6)', () => {
    renderWithProviders(
      <SiteHeader user={buildUser({ accountStatus: 'PENDING', isInternational: true })} cartCount={0} />,
    );
    expect(screen.queryByRole('link', { name: 'Sign out' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('HDR-02 an international user has the account menu but no cart on the first brand', async () => {
    renderWithProviders(<SiteHeader />, { user: DEMO_UIDS.international });
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Cart/ })).not.toBeInTheDocument();
  });

  it('HDR-02 the header takes the routes and the display name from the site configuration, not from its props', async () => {
    renderWithProviders(<SiteHeader />, {
      site: { affiliation: 'Harbour Books', routes: { ...defaultRoutes, home: '/start', cart: '/basket' } },
      user: DEMO_UIDS.buyer,
      seed: seedWithCart(DEMO_UIDS.buyer, 3),
    });
    expect(await screen.findByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute('href', '/basket');
    expect(screen.getByRole('link', { name: 'Harbour Books home' })).toHaveAttribute('href', '/start');
  });

  it('HDR-03 the header takes the market from the site configuration: no sign-in where the site does not sell online', () => {
    renderWithProviders(<SiteHeader user={null} />, { site: { market: 'INTERNATIONAL' } });
    expect(screen.getByRole('search', { name: 'Search' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('HDR-01 the second brand shows its own name and bag icon, with the cart for its buyer', async () => {
    const { container } = renderWithProviders(<SiteHeader />, {
      site: 'thorndike',
      user: DEMO_UIDS.thorndikeBuyer,
      seed: seedWithCart(DEMO_UIDS.thorndikeBuyer, 2),
    });
    expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Thorndike Press home' })).toHaveAttribute('href', '/');
    expect(container.querySelector('header')).toHaveAttribute('data-brand', 'thorndike');
  });

  it('HDR-01 a reduced header hides the menu but keeps search', () => {
    const menu = [{ displayText: 'Catalogue', href: '/catalog' }];
    const { rerender } = renderWithProviders(<SiteHeader user={null} menu={menu} />);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    rerender(<SiteHeader user={null} menu={menu} isReduced />);
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
  });

  it('says Cart, 1 item for a single unit and accepts label overrides from the CMS', () => {
    renderWithProviders(
      <SiteHeader user={buildUser()} cartCount={1} labels={{ signOut: 'Log out', searchPlaceholder: null }} />,
    );
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute(
      'placeholder',
      'Search by title, author or ISBN',
    );
  });

  describe('HDR-03 the menu configuration served by the CMS', () => {
    const configuration = {
      signIn: { link: '/sso/start', text: 'Log in' },
      signOut: { link: '/sso/end', text: 'Log out' },
      registration: { link: '/open-an-account', text: 'Open an account' },
      logo: { alt: 'Shelfmark for libraries', src: '/logo.svg', link: '/welcome' },
      searchPlaceholder: 'Title, author or ISBN',
      regionSelectorAriaLabel: 'Choose your region (now {selectedRegion})',
    };
    const regions = [
      { code: 'NA', label: 'North America' },
      { code: 'INTERNATIONAL', label: 'International' },
    ];

    it("a visitor gets its sign-in and registration texts and links, the logo's name and link and the search placeholder", async () => {
      renderWithProviders(<SiteHeader configuration={configuration} returnTo="/cart" />);
      expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/sso/start?return=%2Fcart');
      expect(screen.getByRole('link', { name: 'Open an account' })).toHaveAttribute('href', '/open-an-account');
      expect(screen.getByRole('link', { name: 'Shelfmark for libraries' })).toHaveAttribute('href', '/welcome');
      expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute('placeholder', 'Title, author or ISBN');
      expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    });

    it('a signed-in buyer signs out with its text and link', async () => {
      const { user } = renderWithProviders(<SiteHeader configuration={configuration} />, { user: DEMO_UIDS.buyer });
      await user.click(await screen.findByRole('button', { name: 'Account menu' }));
      expect(await screen.findByRole('menuitem', { name: 'Log out' })).toHaveAttribute('href', '/sso/end?return=%2F');
    });

    it('missing, blank or unsafe fields keep the English defaults', async () => {
      renderWithProviders(
        <SiteHeader
          returnTo="/"
          configuration={{ signIn: { link: 'javascript:alert(1)', text: ' ' }, searchPlaceholder: '' }}
        />,
      );
      expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
        'href',
        '/api/auth/login?return=%2F',
      );
      expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
      expect(screen.getByRole('link', { name: 'Shelfmark home' })).toHaveAttribute('href', '/');
      expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute(
        'placeholder',
        'Search by title, author or ISBN',
      );
    });

    it('the region selector is named from the configuration with the current region and reports the choice', async () => {
      const onRegionChange = vi.fn();
      const { user } = renderWithProviders(
        <SiteHeader
          user={null}
          configuration={configuration}
          regions={regions}
          region="NA"
          onRegionChange={onRegionChange}
        />,
      );
      const selector = screen.getByRole('combobox', { name: 'Choose your region (now North America)' });
      expect(
        within(selector)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['North America', 'International']);
      await user.selectOptions(selector, 'International');
      expect(onRegionChange).toHaveBeenCalledWith('INTERNATIONAL');
    });

    it('without a configured name the region selector reads "Region: {selectedRegion}"', () => {
      renderWithProviders(<SiteHeader user={null} regions={regions} region="INTERNATIONAL" />);
      expect(screen.getByRole('combobox', { name: 'Region: International' })).toHaveValue('INTERNATIONAL');
    });
  });
});
