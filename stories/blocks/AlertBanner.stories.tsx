import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AlertBanner } from '@shelfmark/blocks';
import { enumArgType } from '../argTypes';

const meta = {
  title: 'Blocks/AlertBanner',
  component: AlertBanner,
  argTypes: { variant: enumArgType('info', 'success', 'warning', 'danger') },
  args: { text: 'Holiday shipping cut-off: orders placed by December 15 arrive before the break.' },
} satisfies Meta<typeof AlertBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** BLK-01: an information alert the visitor may dismiss. */
export const AlertInfo: Story = {};

/** BLK-01: warning and danger alerts; one not dismissible. */
export const AlertVariants: Story = {
  render: () => (
    <>
      <AlertBanner variant="warning" text="Our warehouse is closed on Monday." />
      <AlertBanner
        variant="danger"
        isDismissible={false}
        html="<p>Card payments are <strong>unavailable</strong> today.</p>"
      />
      <AlertBanner variant="success" text="Your standing order is renewed." />
    </>
  ),
};

/** BLK-01: dismissed, the alert is gone. */
export const AlertDismissed: Story = {
  args: { onDismiss: fn() },
  parameters: { caption: 'Empty on purpose: once dismissed, the alert is gone.' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dismiss announcement' }));
    await expect(within(canvasElement).queryByText(/Holiday shipping cut-off/)).not.toBeInTheDocument();
    await expect(args.onDismiss).toHaveBeenCalled();
  },
};
