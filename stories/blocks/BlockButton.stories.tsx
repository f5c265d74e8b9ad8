import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BlockButton } from '../../packages/blocks/src/content/shared/BlockButton';

/** The CMS button the banners, the single button and the card grids draw (BLK-01, BLK-04): a link styled by its variant. */
const meta = {
  title: 'Blocks/BlockButton',
  component: BlockButton,
  args: { button: { label: 'Start an order', url: '/fast-order' } },
} satisfies Meta<typeof BlockButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** BLK-01: the primary button (no variant set); an in-app path goes through the host app's link, in the same window. */
export const Primary: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Start an order' });
    await expect(link).toHaveAttribute('href', '/fast-order');
    await expect(link).not.toHaveAttribute('target');
  },
};

/** BLK-01: the secondary variant, pill-shaped: the editor's variant and shape change the look, not the link. */
export const SecondaryPill: Story = {
  args: { button: { label: 'Talk to your rep', url: '/find-your-rep', variant: 'secondary', shape: 'pill' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Talk to your rep' })).toHaveAttribute(
      'href',
      '/find-your-rep',
    );
  },
};

/** BLK-01: a link out in a new window: no opener, and screen readers hear "(opens in a new window)" after the label. */
export const OpensInNewWindow: Story = {
  args: {
    button: { label: 'Download the catalogue', url: 'https://catalogues.example.org/spring.pdf', isNewWindow: true },
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Download the catalogue (opens in a new window)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
