import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SiteHeader, type MenuItem } from '@shelfmark/blocks';
import { onAPhone } from '../phone';
import { DEMO_UIDS, seedWithUnits } from './blockStoryData';

const menu: MenuItem[] = [
  {
    displayText: 'Books',
    href: '/search',
    childMenuItems: [
      {
        displayText: 'Formats',
        sectionTitle: 'Formats',
        childMenuItems: [
          { displayText: 'Large print', href: '/search?q=large%20print' },
          { displayText: 'Audio', href: '/search?q=audio' },
        ],
      },
      {
        displayText: 'Subjects',
        sectionTitle: 'Subjects',
        childMenuItems: [
          { displayText: 'History', href: '/search?q=history' },
          { displayText: 'Science', href: '/search?q=science' },
        ],
      },
    ],
  },
  {
    displayText: 'Tools',
    childMenuItems: [
      { displayText: 'Fast order entry', href: '/fast-order' },
      { displayText: 'Order tracking', href: '/order-tracking' },
    ],
  },
  { displayText: 'Help', href: '/help' },
];

const meta = {
  title: 'Blocks/SiteHeader',
  component: SiteHeader,
  args: { menu, onSearch: fn(), returnTo: '/' },
  parameters: { layout: 'fullscreen' },
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

// The header lays itself out by its own width (a container query): 375px wide, it is the mobile top bar.
const phone = (Story: () => React.ReactElement) => (
  <div style={{ width: 375, border: '1px dashed #888' }}>
    <Story />
  </div>
);

/** HDR-01: the desktop mega menu with the Books panel open (sections and links). */
export const MegaMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Books' }));
    await expect(canvas.getByRole('link', { name: 'Large print' })).toBeVisible();
  },
};

/** HDR-01: keyboard: Down enters the panel, Escape closes it and focus returns to its button. */
export const MegaMenuKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Tools' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: 'Fast order entry' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Tools' })).toHaveFocus();
  },
};

/** HDR-01: the mobile top bar: logo, cart, search and menu buttons. */
export const MobileTopBar: Story = {
  decorators: [phone],
  parameters: { shelfmark: { user: DEMO_UIDS.buyer, seed: seedWithUnits(3) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(canvas.queryByRole('searchbox')).not.toBeInTheDocument();
  },
};

/** HDR-01: the drawer open on the menu, with the account links. */
export const MobileDrawerMenu: Story = {
  decorators: [phone],
  args: { defaultDrawer: 'menu' },
  play: async ({ canvasElement }) => {
    const drawer = within(canvasElement).getByRole('region', { name: 'Site menu' });
    await expect(within(drawer).getByRole('link', { name: 'Large print' })).toBeVisible();
    await expect(await within(drawer).findByRole('link', { name: 'Sign in' })).toBeVisible();
  },
};

/** HDR-01/HDR-02: the drawer open on the search. */
export const MobileDrawerSearch: Story = {
  decorators: [phone],
  args: { defaultDrawer: 'search' },
  play: async ({ canvasElement }) => {
    const drawer = within(canvasElement).getByRole('region', { name: 'Search the catalogue' });
    await expect(within(drawer).getByRole('searchbox', { name: 'Search' })).toBeVisible();
  },
};

/** HDR-01: by keyboard: the menu button opens the drawer, arrows move, Escape closes and focus returns. */
export const MobileDrawerKeyboard: Story = {
  decorators: [phone],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Menu' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('link', { name: 'Books' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: 'Large print' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** HDR-03: the region selector named with the selected region. */
export const RegionSelector: Story = {
  args: {
    regions: [
      { code: 'NA', label: 'North America' },
      { code: 'INT', label: 'International' },
    ],
    region: 'NA',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Region: North America' })).toBeInTheDocument();
  },
};

// At the narrowest phone the storefront supports: 360px wide.
const phone360 = (Story: () => React.ReactElement) => (
  <div style={{ width: 360 }}>
    <Story />
  </div>
);

/** The top bar's items sit on one row: logo, cart, Search and Menu have their middles within a few pixels. */
async function expectOneRow(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const items = [
    canvas.getByRole('link', { name: /home$/ }),
    await canvas.findByRole('link', { name: /^Cart, / }),
    canvas.getByRole('button', { name: 'Search' }),
    canvas.getByRole('button', { name: 'Menu' }),
  ].map((element) => element.getBoundingClientRect());
  const middles = items.map((box) => box.top + box.height / 2);
  await expect(Math.max(...middles) - Math.min(...middles)).toBeLessThan(8);
  for (const box of items) await expect(box.right).toBeLessThanOrEqual(360);
}

/** HDR-01 at 360 px, signed in: logo, cart, search and menu in one row on the first brand. */
export const SignedInOnAPhone: Story = {
  ...onAPhone,
  tags: ['phone'],
  decorators: [phone360],
  parameters: { shelfmark: { user: DEMO_UIDS.buyer, seed: seedWithUnits(12), site: 'shelfmark' } },
  play: async ({ canvasElement }) => expectOneRow(canvasElement),
};

/** HDR-01 at 360 px, signed in: one row on the second brand too, its longer name cut short. */
export const SignedInOnAPhoneSecondBrand: Story = {
  ...onAPhone,
  tags: ['phone'],
  decorators: [phone360],
  parameters: {
    shelfmark: { user: DEMO_UIDS.buyer, seed: seedWithUnits(12, DEMO_UIDS.buyer, 'thorndike'), site: 'thorndike' },
  },
  play: async ({ canvasElement }) => expectOneRow(canvasElement),
};

const menuCards = [
  {
    title: 'Order by ISBN',
    description: 'Paste a list of ISBNs and add them all to your cart.',
    url: '/fast-order',
    label: 'Open Fast Order',
    linkType: 'internal' as const,
    columnWidth: 6,
  },
  {
    title: 'Check prices for your account',
    description: 'Up to ten ISBNs at once, with stock.',
    url: '/price-and-availability',
    label: 'Price & Availability',
    linkType: 'internal' as const,
    columnWidth: 6,
  },
];
const regions = [
  { code: 'NA', label: 'North America' },
  { code: 'INTERNATIONAL', label: 'International' },
];

/** HDR-03: an open mega-menu panel with the menu's content cards below its columns. */
export const MegaMenuWithCards: Story = {
  args: { cards: menuCards },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Books' }));
    await expect(canvas.getByRole('link', { name: 'Open Fast Order' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Price & Availability' })).toBeVisible();
  },
};

/** HDR-03: at 360 px, the menu drawer with the content cards and the region selector, all reachable by touch. */
export const MobileDrawerCardsAndRegion360: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360, border: '1px dashed #888' }}>
        <Story />
      </div>
    ),
  ],
  args: { defaultDrawer: 'menu', cards: menuCards, regions, region: 'NA', onRegionChange: fn() },
  play: async ({ canvasElement, args }) => {
    const drawer = within(within(canvasElement).getByRole('region', { name: 'Site menu' }));
    await expect(drawer.getByRole('link', { name: 'Open Fast Order' })).toBeVisible();
    const selector = await drawer.findByRole('combobox', { name: 'Region: North America' });
    await expect(selector).toBeVisible();
    await userEvent.selectOptions(selector, 'International');
    await expect(args.onRegionChange).toHaveBeenCalledWith('INTERNATIONAL');
    // Nothing sticks out of the 360 px wide header.
    await expect(canvasElement.querySelector('header')!.scrollWidth).toBeLessThanOrEqual(360);
  },
};
