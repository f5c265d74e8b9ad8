import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ContentTabs } from '@shelfmark/blocks';
import { headingLevelArgType } from '../argTypes';

const meta = {
  title: 'Blocks/ContentTabs',
  component: ContentTabs,
  argTypes: { headingLevel: headingLevelArgType },
  args: {
    title: 'Formats',
    tabs: [
      { title: 'Print', content: <p>Hardcover and paperback.</p> },
      { title: 'Large print', content: <p>16-point type on acid-free paper.</p> },
    ],
  },
} satisfies Meta<typeof ContentTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** BLK-02: tabs, the second selected with the arrow key. */
export const TabsSecondSelected: Story = {
  tags: ['forced-colors'],
  render: () => (
    <ContentTabs
      title="Formats"
      tabs={[
        { title: 'Print', content: <p>Hardcover and paperback.</p> },
        { title: 'Large print', content: <p>16-point type on acid-free paper.</p> },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: 'Print' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Large print' })).toHaveAttribute('aria-selected', 'true');
  },
};
