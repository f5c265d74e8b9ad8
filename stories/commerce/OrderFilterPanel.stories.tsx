import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Drawer, myOrdersLabels, type OrderFilters } from '@shelfmark/commerce';
import { DEFAULT_ORDER_FILTERS } from '@shelfmark/commerce/internal';
import { OrderFilterPanel, type OrderFilterPanelProps } from '../../packages/commerce/src/orders/OrderFilterPanel';

/** My Orders' state around the panel: each choice applies at once, Clear puts the defaults back. */
function Harness({ filters, showArchived, onChange, onClear, onShowArchivedChange, ...props }: OrderFilterPanelProps) {
  const [current, setCurrent] = useState<OrderFilters>(filters);
  const [archived, setArchived] = useState(showArchived);
  return (
    <OrderFilterPanel
      {...props}
      filters={current}
      showArchived={archived}
      onChange={(patch) => {
        onChange(patch);
        setCurrent((before) => ({ ...before, ...patch }));
      }}
      onClear={() => {
        onClear();
        setCurrent(DEFAULT_ORDER_FILTERS);
      }}
      onShowArchivedChange={(on) => {
        onShowArchivedChange(on);
        setArchived(on);
      }}
    />
  );
}

/** The filter panel of My Orders (ORD-01). Its texts are My Orders' (`text`: `myOrdersLabels`, no defaults of its own). */
const meta = {
  title: 'Commerce/OrderFilterPanel',
  component: OrderFilterPanel,
  args: {
    filters: DEFAULT_ORDER_FILTERS,
    onChange: fn(),
    onClear: fn(),
    canShowArchived: false,
    showArchived: false,
    onShowArchivedChange: fn(),
    text: myOrdersLabels,
  },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof OrderFilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ORD-01: newest first, nothing ticked; an account outside the E1 system has no archived toggle. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('form', { name: 'Filter orders' });
    await expect(within(panel).getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue(
      'Order date (newest first)',
    );
    await expect(within(panel).queryByRole('checkbox', { name: 'Show archived orders' })).not.toBeInTheDocument();
    for (const box of within(panel).getAllByRole('checkbox')) await expect(box).not.toBeChecked();
  },
};

/** ORD-01, ORD-03: an E1 account's archived toggle and a status, ticked with the space bar; Clear filters unticks the status. */
export const ArchivedAndStatus: Story = {
  args: { canShowArchived: true },
  play: async ({ args, canvasElement }) => {
    const panel = within(within(canvasElement).getByRole('form', { name: 'Filter orders' }));
    const archived = panel.getByRole('checkbox', { name: 'Show archived orders' });
    archived.focus();
    await userEvent.keyboard(' ');
    await expect(args.onShowArchivedChange).toHaveBeenCalledWith(true);
    const shipped = within(panel.getByRole('group', { name: 'Status' })).getByRole('checkbox', { name: 'Shipped' });
    shipped.focus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith({ statuses: ['Shipped'] });
    await expect(archived).toBeChecked();
    await expect(shipped).toBeChecked();
  },
};

/** ORD-01: a date not in MM/DD/YYYY is named on its field. */
export const BadDate: Story = {
  play: async ({ canvasElement }) => {
    const from = within(canvasElement).getByRole('textbox', { name: 'From (MM/DD/YYYY)' });
    await userEvent.type(from, '13/45/2026');
    await expect(from).toHaveAccessibleDescription('Enter the date as MM/DD/YYYY.');
    await expect(from).toHaveAttribute('aria-invalid', 'true');
  },
};

/**
 * ORD-01 on a phone: inside My Orders' Filters drawer the drawer's title names the panel (its own heading
 * is kept for assistive technology only) and the drawer's footer holds Clear filters, so the panel has none.
 */
export const InDrawer: Story = {
  tags: ['phone'],
  globals: { viewport: { value: 'phone390', isRotated: false } },
  args: { inDrawer: true, canShowArchived: true },
  decorators: [
    (Story) => (
      <Drawer
        open
        onOpenChange={() => {}}
        title={myOrdersLabels.filtersHeading}
        labels={{ close: myOrdersLabels.closeFilters }}
      >
        <Story />
      </Drawer>
    ),
  ],
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Filter orders' });
    await expect(within(drawer).getByRole('form', { name: 'Filter orders' })).toBeInTheDocument();
    await expect(within(drawer).queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  },
};
