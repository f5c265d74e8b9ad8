import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MegaMenu, type MenuItem } from '@shelfmark/blocks';

const items: MenuItem[] = [
  {
    displayText: 'Browse',
    href: '/search?q=',
    childMenuItems: [
      {
        displayText: 'By audience',
        sectionTitle: 'By audience',
        childMenuItems: [
          { displayText: 'Public libraries', href: '/search?q=public' },
          { displayText: 'Schools', href: '/search?q=school' },
        ],
      },
      {
        displayText: 'By format',
        sectionTitle: 'By format',
        childMenuItems: [
          { displayText: 'Large print', href: '/search?q=large%20print' },
          { displayText: 'eBooks', href: '/search?q=ebook' },
        ],
      },
      { displayText: 'Catalogues', href: 'https://example.com/catalogues', openInNewWindow: true },
    ],
  },
  { displayText: 'Fast Order', href: '/fast-order' },
  { displayText: 'Price & Availability', href: '/price-and-availability' },
];

const meta = {
  title: 'Blocks/MegaMenu',
  component: MegaMenu,
  args: { items, label: 'Main menu' },
  // The open panel hangs below the entries: room for it in the canvas.
  decorators: [
    (Story) => (
      <div data-brand="shelfmark" style={{ minHeight: 260, padding: 16, fontFamily: 'var(--sm-font-family)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MegaMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** HDR-01: closed: an entry with children is a button, the others are links. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main menu' }));
    await expect(nav.getByRole('button', { name: 'Browse' })).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Fast Order' })).toHaveAttribute('href', '/fast-order');
  },
};

/** HDR-01: opened by a click: the overview link, section titles and their links. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Browse' }));
    await expect(canvas.getByRole('button', { name: 'Browse' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('By audience')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Large print' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Catalogues (opens in a new window)' })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

/** HDR-01: by keyboard: Down opens the panel and enters it, Escape closes it and returns focus to its button. */
export const KeyboardEscape: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Browse' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Browse' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();
  },
};
