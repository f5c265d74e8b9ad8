import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PreviewBar } from '@shelfmark/blocks';

const meta = {
  title: 'Blocks/PreviewBar',
  component: PreviewBar,
  args: { exitHref: '/api/content/preview/exit?return=%2Fsearch%3Fq%3Dhistory' },
} satisfies Meta<typeof PreviewBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** CMS-01: an editor in preview sees the bar on every page, with Exit back to the published page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('region', { name: 'Preview mode' });
    await expect(bar).toHaveTextContent('You are seeing the editors’ draft.');
    await expect(within(bar).getByRole('link', { name: 'Exit preview' })).toHaveAttribute(
      'href',
      '/api/content/preview/exit?return=%2Fsearch%3Fq%3Dhistory',
    );
  },
};

/** CMS-01: at 360 px the text wraps and Exit stays whole, inside the bar, a 44 px target. */
export const AtPhoneWidth: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }} data-testid="phone">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByTestId('phone').getBoundingClientRect();
    const exit = canvas.getByRole('link', { name: 'Exit preview' }).getBoundingClientRect();
    await expect(exit.right).toBeLessThanOrEqual(phone.right);
    await expect(exit.height).toBeGreaterThanOrEqual(44);
  },
};

/** CMS-01: every text is a label the host can change. */
export const CustomLabels: Story = {
  args: {
    labels: {
      region: 'Draft view',
      title: 'Draft',
      description: 'Unpublished changes are shown.',
      exit: 'Back to the live site',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Back to the live site' })).toBeVisible();
  },
};
