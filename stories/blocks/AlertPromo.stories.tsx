import type { Meta, StoryObj } from '@storybook/react-vite';
import { AlertPromo, SingleButton } from '@shelfmark/blocks';
import { headingLevelArgType } from '../argTypes';

const meta = {
  title: 'Blocks/AlertPromo',
  component: AlertPromo,
  argTypes: { headingLevel: headingLevelArgType },
  args: {
    title: 'Free shipping this month',
    html: '<p>Use code <strong>FREESHIP</strong>.</p>',
    button: { label: 'Start an order', url: '/fast-order' },
  },
} satisfies Meta<typeof AlertPromo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** BLK-01: alert promo and single buttons in each alignment. */
export const PromoAndButtons: Story = {
  render: () => (
    <>
      <AlertPromo
        title="Free shipping this month"
        html="<p>Use code <strong>FREESHIP</strong>.</p>"
        button={{ label: 'Start an order', url: '/fast-order' }}
      />
      <SingleButton button={{ label: 'Left', url: '/a' }} />
      <SingleButton alignment="center" button={{ label: 'Centre, pill', url: '/b', shape: 'pill' }} />
      <SingleButton alignment="right" button={{ label: 'Right, secondary', url: '/c', variant: 'secondary' }} />
    </>
  ),
};
