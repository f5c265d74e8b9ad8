import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ColumnList } from '@shelfmark/blocks';
import { headingLevelArgType } from '../argTypes';

const subjects = ['Art', 'Biography', 'Business', 'Fiction', 'History', 'Law', 'Medicine', 'Science', 'Travel'].map(
  (title) => ({ title, url: `/search?q=${title}` }),
);

const meta = {
  title: 'Blocks/ColumnList',
  component: ColumnList,
  argTypes: { headingLevel: headingLevelArgType },
  args: { title: 'Subjects', items: subjects, visibleItemsCount: 4 },
} satisfies Meta<typeof ColumnList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** BLK-02: column list on desktop, three columns, every item shown. */
export const ColumnListDesktop: Story = {
  render: () => <ColumnList title="Subjects" items={subjects} visibleItemsCount={4} />,
};

/** BLK-02: column list in a narrow (phone-wide) column: four items, then Show More. */
export const ColumnListCollapsed: Story = {
  render: () => (
    <div style={{ width: 375 }}>
      <ColumnList title="Subjects" items={subjects} visibleItemsCount={4} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'History' })).not.toBeInTheDocument();
  },
};

/** BLK-02: Show More reveals the rest and focuses the first new one. */
export const ColumnListExpanded: Story = {
  render: () => (
    <div style={{ width: 375 }}>
      <ColumnList title="Subjects" items={subjects} visibleItemsCount={4} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show More' }));
    await waitFor(() => expect(canvas.getByRole('link', { name: 'History' })).toHaveFocus());
  },
};
