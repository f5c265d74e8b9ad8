import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHeading } from '@shelfmark/blocks';
import { headingLevelArgType } from '../argTypes';

const meta = {
  title: 'Blocks/PageHeading',
  component: PageHeading,
  argTypes: { level: headingLevelArgType },
  args: { title: 'Standing Orders' },
} satisfies Meta<typeof PageHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};

export const WithDescription: Story = {
  args: { description: <p>New titles from the series you follow, shipped as they are published.</p> },
};

export const SecondLevel: Story = {
  args: { title: 'Included Collections', level: 2 },
  // A lone level-2 heading still needs a page heading above it.
  decorators: [
    (Story) => (
      <>
        <h1>Product</h1>
        <Story />
      </>
    ),
  ],
};
