import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { productDetailLabels } from '@shelfmark/commerce';
import { LookInsideMenu } from '../../packages/commerce/src/product/LookInsideMenu';

/**
 * Look Inside on the product page: server rendering and hydration show an inert stand-in button; in the browser
 * the menu's code loads on demand and takes its place. Its one text, the trigger's, is the page's `lookInside` label.
 */
const meta = {
  title: 'Commerce/LookInsideMenu',
  component: LookInsideMenu,
  args: {
    items: [
      { title: 'Sample chapter', url: 'https://samples.test/almanac-chapter.pdf' },
      { title: 'Index', url: 'https://samples.test/almanac-index.pdf' },
    ],
    label: productDetailLabels.lookInside,
  },
} satisfies Meta<typeof LookInsideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** PDP-01: once loaded, the one Look Inside button a user reaches (the stand-in is gone) opens the sample pages. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const trigger = await within(canvasElement).findByRole('button', { name: 'Look Inside' });
    await waitFor(() => expect(trigger).toHaveAttribute('aria-haspopup', 'menu'));
    await expect(canvasElement.querySelectorAll('button')).toHaveLength(1);
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('menuitem', { name: 'Sample chapter' })).toBeVisible();
  },
};

/** PDP-01: a title without sample pages has no Look Inside. */
export const NoSamplePages: Story = {
  args: { items: [] },
  parameters: { caption: 'Empty on purpose: this title has no sample pages.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};
