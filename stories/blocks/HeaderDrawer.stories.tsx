import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { MenuItem } from '@shelfmark/blocks';
import { HeaderDrawer } from '../../packages/blocks/src/header/HeaderDrawer';
import type { HeaderDrawerState } from '../../packages/blocks/src/header/useHeaderDrawer';
import { useHeaderModel } from '../../packages/blocks/src/header/useHeaderModel';
import { onAPhone } from '../phone';
import { DEMO_UIDS, headerMenu } from './blockStoryData';

interface DrawerStoryArgs {
  defaultDrawer: HeaderDrawerState;
  menu: MenuItem[];
  isReduced: boolean;
}

/** The drawer as SiteHeader places it: in the header's box, whose width (375 px here) makes it the phone's top bar. */
function DrawerInHeader({ defaultDrawer, menu, isReduced }: DrawerStoryArgs) {
  const model = useHeaderModel({ returnTo: '/' });
  return (
    <div className="sm-header" data-brand={model.brand} style={{ width: 375 }}>
      <div className="sm-header__bar sm-header__bar--main">
        <HeaderDrawer
          model={model}
          id="story-drawer"
          defaultDrawer={defaultDrawer}
          menu={menu}
          cards={[]}
          isReduced={isReduced}
          regionSelector={null}
        />
      </div>
    </div>
  );
}

/**
 * The phone's top-bar buttons (Search, Menu) and the drawer they open (HDR-01): the search, or the menu with the
 * account links. The desk's header hides it.
 */
const meta = {
  title: 'Blocks/HeaderDrawer',
  // Rendered through the model hook SiteHeader uses: the stories' args are the drawer's state, menu and page.
  component: HeaderDrawer as unknown as typeof DrawerInHeader,
  ...onAPhone,
  tags: ['phone'],
  parameters: { layout: 'fullscreen' },
  args: { defaultDrawer: 'closed', menu: headerMenu, isReduced: false },
  render: (args) => <DrawerInHeader {...args} />,
} satisfies Meta<typeof DrawerInHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the Search and Menu buttons; the Menu button opens the menu and closes it again. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menuButton);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(menuButton);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The menu open, for a visitor: the menu's entries, then Sign in and Register. */
export const MenuSignedOut: Story = {
  args: { defaultDrawer: 'menu' },
  play: async ({ canvasElement }) => {
    const drawer = within(within(canvasElement).getByRole('region', { name: 'Site menu' }));
    await expect(await drawer.findByRole('link', { name: 'Sign in' })).toBeVisible();
  },
};

/** The menu open, for a signed-in buyer: the account links and Sign out. */
export const MenuSignedIn: Story = {
  args: { defaultDrawer: 'menu' },
  parameters: { shelfmark: { user: DEMO_UIDS.buyer } },
  play: async ({ canvasElement }) => {
    const drawer = within(within(canvasElement).getByRole('region', { name: 'Site menu' }));
    await expect(await drawer.findByRole('link', { name: 'Sign out' })).toBeVisible();
  },
};

/** The search open. */
export const Search: Story = {
  args: { defaultDrawer: 'search' },
  play: async ({ canvasElement }) => {
    const drawer = within(within(canvasElement).getByRole('region', { name: 'Search the catalogue' }));
    await expect(drawer.getByRole('searchbox', { name: 'Search' })).toBeVisible();
  },
};

/** The second brand's drawer, the menu open for a signed-in buyer. */
export const SecondBrandMenu: Story = {
  args: { defaultDrawer: 'menu' },
  parameters: { shelfmark: { user: DEMO_UIDS.thorndikeBuyer, site: 'thorndike' } },
  play: MenuSignedIn.play,
};

/** A reduced page: no menu, only the search button. */
export const Reduced: Story = {
  args: { isReduced: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
  },
};
