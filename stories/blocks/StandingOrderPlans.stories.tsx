import type { Meta, StoryObj } from '@storybook/react-vite';
import { StandingOrderPlans } from '@shelfmark/blocks';
import { headingLevelArgType } from '../argTypes';

const meta = {
  title: 'Blocks/StandingOrderPlans',
  component: StandingOrderPlans,
  argTypes: { headingLevel: headingLevelArgType },
  args: {
    heading: 'One plan',
    leftCard: { description: 'A single monthly shipment.' },
    tiers: [{ title: 'Monthly', description: 'Every new title' }],
  },
} satisfies Meta<typeof StandingOrderPlans>;

export default meta;
type Story = StoryObj<typeof meta>;

/** BLK-07: one tier (one column) and four tiers (four columns on wide screens). */
export const StandingOrderTiers: Story = {
  render: () => (
    <>
      <StandingOrderPlans
        heading="One plan"
        leftCard={{ description: 'A single monthly shipment.' }}
        tiers={[{ title: 'Monthly', description: 'Every new title' }]}
      />
      <StandingOrderPlans
        heading="Four plans"
        leftCard={{ description: 'Choose your pace.', backgroundColor: '#0d2a4a', fontColor: '#ffffff' }}
        tiers={['Essentials', 'Popular', 'Complete', 'Everything'].map((title, i) => ({
          title,
          description: `${(i + 1) * 4} titles a month`,
        }))}
        buttons={[{ label: 'Talk to your rep', url: '/find-your-rep' }]}
      />
    </>
  ),
};
