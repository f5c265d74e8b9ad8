import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AccountMenu } from '../../packages/blocks/src/header/AccountMenu';
import { inTheHeader } from './blockStoryData';

/** The signed-in user's menu in the header (HDR-03): the site header passes its labels and the signed-in links. */
const meta = {
  title: 'Blocks/AccountMenu',
  component: AccountMenu,
  args: {
    label: 'Account menu',
    links: [
      { label: 'Profile', href: '/profile' },
      { label: 'My Orders', href: '/my-orders' },
      { label: 'Wish Lists', href: '/wishlist' },
    ],
    signOutLabel: 'Sign out',
    signOutUrl: '/api/auth/federated-logout?return=%2F',
  },
  // At the end of the header's bar, as in the header; the open menu hangs below it, aligned to its end.
  decorators: [
    (Story) => (
      <div style={{ marginLeft: 'auto' }}>
        <Story />
      </div>
    ),
    inTheHeader,
  ],
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** HDR-03: closed: a round button named "Account menu", nothing listed. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Account menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  },
};

/** HDR-03: opened by the keyboard (Enter on the button): the links, then Sign out to the federated logout; focus is on the first item. */
export const OpenedByKeyboard: Story = {
  tags: ['forced-colors'],
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account menu' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    // The menu is portalled to the document body.
    const menu = await screen.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'My Orders', 'Wish Lists', 'Sign out']);
    await expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toHaveAttribute(
      'href',
      '/api/auth/federated-logout?return=%2F',
    );
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
  },
};

/** HDR-03: Escape closes the opened menu and gives focus back to its button. */
export const ClosedByEscape: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account menu' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};
