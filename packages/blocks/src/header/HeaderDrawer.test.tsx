import { screen, within } from '@testing-library/react';
import { buildUser } from '@shelfmark/api-client/testing';
import { renderWithProviders } from '../../../../test/render';
import { ShelfmarkSiteProvider } from '@shelfmark/forms/site';
import type { MenuItem } from '../menu/menuItem';
import { SiteHeader } from './SiteHeader';

const menu: MenuItem[] = [
  {
    displayText: 'Books',
    href: '/search',
    childMenuItems: [
      { displayText: 'New releases', href: '/search?sort=date-desc' },
      { displayText: 'Large print', href: '/search?q=large%20print' },
    ],
  },
  { displayText: 'Fast Order', href: '/fast-order' },
];

describe('SiteHeader mobile drawer', () => {
  it('HDR-01 the menu button opens the drawer with the menu and moves focus into it; pressing it again closes it', async () => {
    const { user } = renderWithProviders(<SiteHeader user={null} menu={menu} />);
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const drawer = screen.getByRole('region', { name: 'Site menu' });
    expect(within(drawer).getByRole('link', { name: 'Books' })).toHaveFocus();
    expect(within(drawer).getByRole('link', { name: 'Large print' })).toHaveAttribute(
      'href',
      '/search?q=large%20print',
    );
    expect(within(drawer).getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Site menu' })).not.toBeInTheDocument();
  });

  it('HDR-01 arrow keys move through the drawer menu, Escape closes it and returns focus to the menu button', async () => {
    const { user } = renderWithProviders(<SiteHeader user={null} menu={menu} />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = screen.getByRole('region', { name: 'Site menu' });
    await user.keyboard('{ArrowDown}');
    expect(within(drawer).getByRole('link', { name: 'New releases' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(within(drawer).getByRole('link', { name: 'Register' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Site menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  it('HDR-01 WCAG 2.1.2 the drawer is not modal, so it does not trap Tab: Tab from its last item goes on to the page', async () => {
    const { user } = renderWithProviders(<SiteHeader user={null} menu={menu} />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = screen.getByRole('region', { name: 'Site menu' });
    expect(drawer).not.toHaveAttribute('aria-modal');
    within(drawer).getByRole('link', { name: 'Register' }).focus();
    await user.tab();
    // On past the drawer (in this window without the stylesheet, the header's desktop parts follow it), not back
    // to the drawer's buttons.
    expect(drawer).not.toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('button', { name: 'Search' })).not.toHaveFocus();
    expect(screen.getByRole('button', { name: 'Menu' })).not.toHaveFocus();
  });

  it('HDR-02 the search button opens the drawer on a search box that goes to the results route, then closes', async () => {
    const navigate = vi.fn();
    const { user } = renderWithProviders(
      <ShelfmarkSiteProvider navigate={navigate}>
        <SiteHeader user={null} menu={menu} />
      </ShelfmarkSiteProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const drawer = screen.getByRole('region', { name: 'Search the catalogue' });
    const box = within(drawer).getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveFocus();
    await user.type(box, ' large print {Enter}');
    expect(navigate).toHaveBeenCalledWith('/search?q=large%20print');
    expect(screen.queryByRole('region', { name: 'Search the catalogue' })).not.toBeInTheDocument();
  });

  it('HDR-01 switching from search to menu swaps the drawer; Escape from search returns focus to the search button', async () => {
    const { user } = renderWithProviders(<SiteHeader user={null} menu={menu} />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('region', { name: 'Site menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
  });

  it('HDR-03 a signed-in user finds the account links and Sign out in the drawer; a reduced header has no menu button', async () => {
    const { user, rerender } = renderWithProviders(
      <SiteHeader user={buildUser({ firstName: 'Ada' })} cartCount={0} menu={menu} />,
    );
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const account = screen.getByRole('region', { name: 'Your account' });
    expect(within(account).getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/my-orders');
    expect(within(account).getByRole('link', { name: 'Sign out' })).toHaveAttribute(
      'href',
      '/api/auth/federated-logout?return=%2F',
    );
    rerender(<SiteHeader user={null} menu={menu} isReduced />);
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
  });

  it('HDR-03 the region selector is named with the selected region and reports the choice', async () => {
    const onRegionChange = vi.fn();
    const { user } = renderWithProviders(
      <SiteHeader
        user={null}
        regions={[
          { code: 'NA', label: 'North America' },
          { code: 'INT', label: 'International' },
        ]}
        region="NA"
        onRegionChange={onRegionChange}
      />,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Region: North America' }), 'International');
    expect(onRegionChange).toHaveBeenCalledWith('INT');
  });

  it('AUTH-01 sign-in is a full-page federated login back to this page; sign-out goes to /api/auth/federated-logout with a return parameter', async () => {
    const { user, rerender } = renderWithProviders(<SiteHeader user={null} returnTo="/wishlist?page=2" menu={menu} />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(
      within(screen.getByRole('region', { name: 'Your account' })).getByRole('link', { name: 'Sign in' }),
    ).toHaveAttribute('href', '/api/auth/login?return=%2Fwishlist%3Fpage%3D2');
    rerender(<SiteHeader user={buildUser()} cartCount={0} menu={menu} />);
    expect(
      within(screen.getByRole('region', { name: 'Your account' })).getByRole('link', { name: 'Sign out' }),
    ).toHaveAttribute('href', '/api/auth/federated-logout?return=%2F');
  });

  it("HDR-03 the menu drawer shows the menu's content cards after the menu", async () => {
    const cards = [
      {
        title: 'Standing orders',
        description: 'New large print titles every month.',
        url: '/fast-order',
        label: 'Set one up',
        linkType: 'internal' as const,
      },
    ];
    const { user } = renderWithProviders(<SiteHeader user={null} menu={menu} cards={cards} />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = screen.getByRole('region', { name: 'Site menu' });
    expect(within(drawer).getByText('New large print titles every month.')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Set one up' })).toHaveAttribute('href', '/fast-order');
  });
});
