import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AccordionList, ColumnList, ContentTabs } from '@shelfmark/blocks';

const items = [
  { title: 'How do I pay by purchase order?', subtitle: 'Accounts with purchaser rights', anchorName: 'po', expand: true, content: <p>Choose Purchase order at checkout.</p> },
  { title: 'Can I return a title?', anchorName: 'returns', content: <p>Unopened print titles within 30 days.</p> },
  { title: 'Where is my order?', content: <p>Track it by order number, PO or ISBN.</p> },
];
const subjects = ['Art', 'Biography', 'Business', 'Fiction', 'History', 'Law', 'Medicine', 'Science', 'Travel'].map((title) => ({ title, url: `/search?q=${title}` }));

const meta = {
  title: 'Blocks/Content/Lists',
  component: AccordionList,
  args: { title: 'Ordering questions', items },
} satisfies Meta<typeof AccordionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** BLK-02: the first item open by default. */
export const AccordionDefault: Story = {};

/** BLK-02: several items open at once. */
export const AccordionSeveralOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Can I return a title?' }));
    await expect(canvas.getByRole('button', { name: /How do I pay/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Can I return a title?' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** BLK-02: tabs, the second selected with the arrow key. */
export const TabsSecondSelected: Story = {
  render: () => <ContentTabs title="Formats" tabs={[{ title: 'Print', content: <p>Hardcover and paperback.</p> }, { title: 'Large print', content: <p>16-point type on acid-free paper.</p> }]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: 'Print' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Large print' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** BLK-02: column list on desktop, three columns, every item shown. */
export const ColumnListDesktop: Story = { render: () => <ColumnList title="Subjects" items={subjects} visibleItemsCount={4} /> };

/** BLK-02: column list in a narrow (phone-wide) column: four items, then Show More. */
export const ColumnListCollapsed: Story = {
  render: () => <div style={{ width: 375 }}><ColumnList title="Subjects" items={subjects} visibleItemsCount={4} /></div>,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'History' })).not.toBeInTheDocument();
  },
};

/** BLK-02: Show More reveals the rest and focuses the first new one. */
export const ColumnListExpanded: Story = {
  render: () => <div style={{ width: 375 }}><ColumnList title="Subjects" items={subjects} visibleItemsCount={4} /></div>,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show More' }));
    await waitFor(() => expect(canvas.getByRole('link', { name: 'History' })).toHaveFocus());
  },
};
