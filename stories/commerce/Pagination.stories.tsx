import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from '@shelfmark/commerce';

function Controlled(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(p) => {
        props.onPageChange(p);
        setPage(p);
      }}
    />
  );
}

const meta = {
  title: 'Commerce/Pagination',
  component: Pagination,
  render: (args) => <Controlled {...args} />,
  args: { page: 1, totalPages: 12, onPageChange: () => {} },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};

export const MiddlePage: Story = {
  args: { page: 6 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('button', { name: 'Page 7' })).toHaveAttribute('aria-current', 'page');
  },
};

export const FewPages: Story = { args: { totalPages: 3, page: 2 } };
