import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { siteHeaderLabels } from '@shelfmark/blocks';
import { HeaderDrawerButton } from '../../packages/blocks/src/header/HeaderDrawerButton';
import { HeaderSearch } from '../../packages/blocks/src/header/HeaderSearch';
import { MenuIcon, SearchIcon } from '../../packages/blocks/src/header/icons';
import { useHeaderDrawer } from '../../packages/blocks/src/header/useHeaderDrawer';
import { inTheHeader } from './blockStoryData';

/** The mobile top bar's two buttons as the site header wires them: one drawer (useHeaderDrawer), its panel below. */
function MobileTopBar({ label }: { label: string }) {
  const drawer = useHeaderDrawer();
  const panelId = useId();
  return (
    <div ref={drawer.regionRef} onKeyDown={drawer.onKeyDown} style={{ display: 'flex', flexWrap: 'wrap', flex: 1 }}>
      <div className="sm-header__mobile-buttons">
        <HeaderDrawerButton drawer={drawer} kind="search" controls={panelId} icon={<SearchIcon />} label={label} />
        <HeaderDrawerButton drawer={drawer} kind="menu" controls={panelId} icon={<MenuIcon />} label="Menu" />
      </div>
      <div
        id={panelId}
        ref={drawer.panelRef}
        className="sm-header-drawer"
        role="region"
        aria-label={drawer.state === 'search' ? 'Search the catalogue' : 'Site menu'}
        hidden={drawer.state === 'closed'}
      >
        {drawer.state === 'search' ? (
          <HeaderSearch searchRoute="/search" onSearch={drawer.close} labels={siteHeaderLabels} />
        ) : (
          <nav aria-label="Main">
            <a className="sm-header-drawer__link" href="/fast-order">
              Fast Order
            </a>
          </nav>
        )}
      </div>
    </div>
  );
}

/**
 * One of the mobile top bar's buttons (HDR-01): it opens and closes the header drawer on its content (search or menu)
 * and says whether it is open (`aria-expanded`). Shown here with its sibling and the drawer, as the header has them.
 */
const meta = {
  title: 'Blocks/HeaderDrawerButton',
  component: HeaderDrawerButton,
  args: { label: 'Search' } as never,
  render: (args) => <MobileTopBar label={args.label} />,
  decorators: [inTheHeader],
} satisfies Meta<typeof HeaderDrawerButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** HDR-01: closed: two icon buttons named Search and Menu, neither expanded; no drawer. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Search' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};

/** HDR-01: Search opened by the keyboard (Enter): the button is marked expanded, the drawer shows and focus moves into it. */
export const OpenedByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Search' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const drawer = canvas.getByRole('region', { name: 'Search the catalogue' });
    await waitFor(() => expect(within(drawer).getByRole('searchbox', { name: 'Search' })).toHaveFocus());
  },
};

/** HDR-01: Escape closes the drawer and gives focus back to the button that opened it. */
export const ClosedByEscape: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Menu' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Fast Order' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
  },
};
