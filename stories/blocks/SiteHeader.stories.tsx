import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, screen } from 'storybook/test';
import { buildUser } from '@shelfmark/api-client/testing';
import { SiteHeader } from '@shelfmark/blocks';
import { DEMO_UIDS, headerMenu, seedWithUnits } from './blockStoryData';

const meta = {
  title: 'Blocks/SiteHeader',
  component: SiteHeader,
  args: { onSearch: fn(), returnTo: '/products/9780000000002' },
  parameters: { layout: 'fullscreen' },
  // The skip link needs its target, as on a real page.
  decorators: [
    (Story) => (
      <>
        <Story />
        <main id="main-content" style={{ padding: 16 }}>
          Page content
        </main>
      </>
    ),
  ],
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** HDR-03: a visitor sees Sign in (back to this page) and Register; no cart. */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/api/auth/login?return=%2Fproducts%2F9780000000002',
    );
    await expect(canvas.getByRole('link', { name: 'Register' })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: /^Cart/ })).not.toBeInTheDocument();
  },
};

/** HDR-02: the search sends the trimmed query to the results route. */
export const Search: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), '  harbour tales  {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('harbour tales', '/search?q=harbour%20tales');
  },
};

/** HDR-02: a signed-in buyer with an empty cart. */
export const SignedInEmptyCart: Story = {
  parameters: { shelfmark: { user: DEMO_UIDS.buyer } },
  play: async ({ canvasElement }) => {
    await expect(
      within(await within(canvasElement).findByRole('link', { name: 'Cart, 0 items' })).getByText('0'),
    ).toBeInTheDocument();
  },
};

/** HDR-02: three units in the cart. */
export const SignedInThreeItems: Story = {
  parameters: { shelfmark: { user: DEMO_UIDS.buyer, seed: seedWithUnits(3) } },
  play: async ({ canvasElement }) => {
    await expect(
      within(await within(canvasElement).findByRole('link', { name: 'Cart, 3 items' })).getByText('3'),
    ).toBeInTheDocument();
  },
};

/** HDR-02: twelve units: the badge caps at 9+, the link's name keeps the count. */
export const SignedInTwelveItems: Story = {
  parameters: { shelfmark: { user: DEMO_UIDS.buyer, seed: seedWithUnits(12) } },
  play: async ({ canvasElement }) => {
    // The badge caps at 9+; the link's name keeps the exact count.
    await expect(
      within(await within(canvasElement).findByRole('link', { name: 'Cart, 12 items' })).getByText('9+'),
    ).toBeInTheDocument();
  },
};

/** HDR-03: the account menu, open, ending with Sign out. */
export const AccountMenuOpen: Story = {
  // The open menu's item under the pointer/focus settles a frame apart from run to run: its states are
  // asserted by the play function and axe, not by a pixel baseline.
  tags: ['no-visual'],
  parameters: { shelfmark: { user: DEMO_UIDS.buyer, seed: seedWithUnits(3) } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Account menu' }));
    // The menu is portalled to the document body.
    await expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toHaveAttribute(
      'href',
      '/api/auth/federated-logout?return=%2F',
    );
  },
};

/** HDR-03: a pending North American user gets Sign out directly, no cart and no menu. */
export const PendingUser: Story = {
  parameters: { shelfmark: { user: DEMO_UIDS.pending } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Sign out' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
  },
};

/** An international user: the account menu, but no cart on the first brand. */
export const InternationalUser: Story = {
  parameters: { shelfmark: { user: DEMO_UIDS.international } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: /^Cart/ })).not.toBeInTheDocument();
  },
};

/** With the main menu. */
export const WithMenu: Story = {
  args: { menu: headerMenu },
  parameters: { shelfmark: { user: DEMO_UIDS.buyer, seed: seedWithUnits(3) } },
};

/** HDR-01: a page flagged reduced hides the menu. */
export const Reduced: Story = {
  args: { menu: headerMenu, isReduced: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  },
};

/** HDR-01: the second brand, signed out: its own layout, name and colours. */
export const SecondBrandSignedOut: Story = {
  args: { menu: headerMenu },
  parameters: { shelfmark: { site: 'thorndike' } },
};

/** HDR-01: the second brand's buyer, with the bag icon and two units. */
export const SecondBrandSignedIn: Story = {
  args: { menu: headerMenu },
  parameters: {
    shelfmark: {
      site: 'thorndike',
      user: DEMO_UIDS.thorndikeBuyer,
      seed: seedWithUnits(2, DEMO_UIDS.thorndikeBuyer, 'thorndike'),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
  },
};

/** Driven by props instead of the API client (a team with its own session data). */
export const ControlledByProps: Story = {
  args: { user: buildUser({ firstName: 'Ada' }), cartCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
  },
};

/** HDR-03: the header with the CMS's menu configuration and the site's allowed regions. */
export const MenuConfigurationAndRegions: Story = {
  args: {
    configuration: {
      signIn: { link: '/api/auth/login', text: 'Log in' },
      registration: { link: '/register', text: 'Open an account' },
      logo: { alt: 'Shelfmark for libraries', src: '/logo.svg', link: '/' },
      searchPlaceholder: 'Title, author or ISBN',
      regionSelectorAriaLabel: 'Region: {selectedRegion}',
    },
    regions: [
      { code: 'NA', label: 'North America' },
      { code: 'INTERNATIONAL', label: 'International' },
    ],
    region: 'NA',
    onRegionChange: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/api/auth/login?return=%2Fproducts%2F9780000000002',
    );
    await expect(canvas.getByRole('link', { name: 'Open an account' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Shelfmark for libraries' })).toBeInTheDocument();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveAttribute(
      'placeholder',
      'Title, author or ISBN',
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Region: North America' }), 'International');
    await expect(args.onRegionChange).toHaveBeenCalledWith('INTERNATIONAL');
  },
};
