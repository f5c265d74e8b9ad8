import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AccordionList } from '@shelfmark/blocks';
import { headingLevelArgType } from '../argTypes';

const items = [
  {
    title: 'How do I pay by purchase order?',
    subtitle: 'Accounts with purchaser rights',
    anchorName: 'po',
    expand: true,
    content: <p>Choose Purchase order at checkout.</p>,
  },
  { title: 'Can I return a title?', anchorName: 'returns', content: <p>Unopened print titles within 30 days.</p> },
  { title: 'Where is my order?', content: <p>Track it by order number, PO or ISBN.</p> },
];

const meta = {
  title: 'Blocks/AccordionList',
  component: AccordionList,
  argTypes: { headingLevel: headingLevelArgType },
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
    await expect(canvas.getByRole('button', { name: 'Can I return a title?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};
