import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { productDetailLabels } from '@shelfmark/commerce';
import { LookInsideDropdown } from '../../packages/commerce/src/product/LookInsideDropdown';

const samples = [
  { title: 'Sample chapter', url: 'https://samples.test/almanac-chapter.pdf' },
  { title: 'Index', url: 'https://samples.test/almanac-index.pdf' },
];

/** The Look Inside menu itself, which LookInsideMenu loads on demand. Its one text, the trigger's, is the page's `lookInside` label. */
const meta = {
  title: 'Commerce/LookInsideDropdown',
  component: LookInsideDropdown,
  args: { items: samples, label: productDetailLabels.lookInside },
} satisfies Meta<typeof LookInsideDropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** PDP-01: opened by the keyboard: the sample pages, each opening in a new tab; focus on the first, Escape closes it. */
export const OpenByKeyboard: Story = {
  tags: ['forced-colors'],
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Look Inside' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const first = within(menu).getByRole('menuitem', { name: 'Sample chapter' });
    await waitFor(() => expect(first).toHaveFocus());
    await expect(first).toHaveAttribute('target', '_blank');
    await expect(within(menu).getByRole('menuitem', { name: 'Index' })).toHaveAttribute(
      'href',
      'https://samples.test/almanac-index.pdf',
    );
  },
};

/** PDP-01: Escape closes the menu and gives focus back to its button (the closed look). */
export const ClosedByEscape: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Look Inside' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};
