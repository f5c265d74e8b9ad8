import type { Meta, StoryObj } from '@storybook/react-vite';
import { HeroBanner } from '@shelfmark/blocks';
import { headingLevelArgType } from '../argTypes';

const meta = {
  title: 'Blocks/HeroBanner',
  component: HeroBanner,
  argTypes: { headingLevel: headingLevelArgType },
  args: { heading: 'Welcome to Shelfmark' },
} satisfies Meta<typeof HeroBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** BLK-01: hero banner without image, heading level 1, inverse colours. */
export const HeroTextOnly: Story = {
  render: () => (
    <HeroBanner
      heading="Welcome to Shelfmark"
      headingLevel={1}
      subheading="Books for libraries and schools"
      backgroundColor="#0d2a4a"
      textColor="#ffffff"
      buttons={[{ label: 'Browse the catalogue', url: '/search?q=', isInverse: true }]}
    />
  ),
};
