import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { accessCodeCheckerLabels, myOrdersLabels } from '@shelfmark/commerce';
import { orDash, ResultTable } from '../../packages/commerce/src/results/ResultTable';

const columns = [
  myOrdersLabels.poNumber,
  myOrdersLabels.orderNumber,
  myOrdersLabels.orderDate,
  myOrdersLabels.shipDate,
];
const rows = [
  ['PO-2026-118', 'W02000001', '11/02/2026', '11/05/2026'],
  ['PO-2026-104', 'W01999870', '10/14/2026', null],
] as const;

/**
 * The result table shared by My Orders (ORD-01), Order Tracking (TRK-01) and the Access Code Checker (ACC-01). It has no
 * texts of its own: each page passes its caption and column names; an empty cell shows a dash.
 */
const meta = {
  title: 'Commerce/ResultTable',
  component: ResultTable,
  args: {
    className: 'sm-orders__table',
    wrapClassName: 'sm-orders__table-wrap',
    caption: myOrdersLabels.title,
    columns,
    children: rows.map((row) => (
      <tr key={row[1]}>
        {row.map((cell, i) => (
          <td key={i}>{orDash(cell)}</td>
        ))}
      </tr>
    )),
  },
} satisfies Meta<typeof ResultTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ORD-01: a table named by its caption, a header row of column names, a dash for a missing ship date. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: myOrdersLabels.title });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(columns);
    await expect(within(table).getByRole('row', { name: /W01999870/ })).toHaveTextContent('—');
  },
};

/** ACC-01: the caption for assistive technology only, where the page's heading already says what the table is. */
export const HiddenCaption: Story = {
  args: {
    className: 'sm-access-codes__table',
    wrapClassName: 'sm-access-codes__table-wrap',
    caption: accessCodeCheckerLabels.resultsHeading,
    captionHidden: true,
    columns: [accessCodeCheckerLabels.accessCode, accessCodeCheckerLabels.status, accessCodeCheckerLabels.productName],
    children: (
      <tr>
        <th scope="row">SHELF-2026-A1</th>
        <td>Valid</td>
        <td>{orDash(null)}</td>
      </tr>
    ),
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: accessCodeCheckerLabels.resultsHeading });
    await expect(table.querySelector('caption')).toHaveClass('sm-visually-hidden');
  },
};

/** ORD-01 on a phone: stacked, each row a block of lines labelled with their column's name; still a table. */
export const StackedOnAPhone: Story = {
  tags: ['phone'],
  globals: { viewport: { value: 'phone390', isRotated: false } },
  args: {
    stacked: true,
    children: rows.map((row) => (
      <tr key={row[1]} role="row">
        {row.map((cell, i) => (
          <td key={i} role="cell" data-label={columns[i]}>
            {orDash(cell)}
          </td>
        ))}
      </tr>
    )),
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: myOrdersLabels.title });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(within(table).getAllByRole('cell')[0]).toHaveAttribute('data-label', myOrdersLabels.poNumber);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
