import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Dialog } from 'radix-ui';
import { Drawer, type DrawerProps } from '@shelfmark/commerce';

/** The caller's part: Drawer is controlled, so the story keeps `open` in state; its trigger is the caller's button. */
function DrawerHost({ open: initiallyOpen, onOpenChange, ...props }: DrawerProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const change = (next: boolean) => {
    onOpenChange(next);
    setOpen(next);
  };
  return <Drawer {...props} open={open} onOpenChange={change} />;
}

const filters = (
  <fieldset className="sm-facet">
    <legend className="sm-facet__name">Format</legend>
    <ul className="sm-facet__values">
      <li>
        <label className="sm-facet__value">
          <input type="checkbox" /> <span>Print</span> <span className="sm-facet__count">(12)</span>
        </label>
      </li>
      <li>
        <label className="sm-facet__value">
          <input type="checkbox" defaultChecked /> <span>eBook</span> <span className="sm-facet__count">(7)</span>
        </label>
      </li>
    </ul>
  </fieldset>
);

/**
 * The side panel of phones: the search results' and My Orders' filters open in it below the tablet
 * breakpoint. A Radix Dialog: focus moves in and is trapped, Escape and × close it, focus returns to the trigger.
 */
const meta = {
  title: 'Commerce/Drawer',
  component: Drawer,
  render: (args) => <DrawerHost {...args} />,
  args: {
    open: false,
    onOpenChange: fn(),
    title: 'Filters',
    trigger: (
      <button type="button" className="sm-button">
        Filters
      </button>
    ),
    children: filters,
    footer: (
      <>
        <button type="button" className="sm-button">
          Clear
        </button>
        <Dialog.Close className="sm-button sm-button--primary">Apply</Dialog.Close>
      </>
    ),
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: named by its title, focus inside, the footer's Apply in view. */
export const Open: Story = {
  args: { open: true },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    await expect(within(drawer).getByRole('checkbox', { name: /eBook/ })).toBeChecked();
    await expect(within(drawer).getByRole('button', { name: 'Apply' })).toBeVisible();
  },
};

/** On a phone (390 px): the panel takes most of the width, the page dimmed beside it. */
export const OpenOnAPhone: Story = {
  args: { open: true },
  tags: ['phone'],
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await expect(drawer.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Closed: only the trigger. Tapping it opens the drawer; Apply closes it and focus returns to the trigger. */
export const OpenAndApply: Story = {
  play: async ({ args, canvasElement }) => {
    const onOpenChange = args.onOpenChange as ReturnType<typeof fn>;
    onOpenChange.mockClear();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const trigger = within(canvasElement).getByRole('button', { name: 'Filters' });
    await userEvent.click(trigger);
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Apply' }));
    await expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Escape closes it, and focus returns to the trigger. */
export const CloseWithEscape: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Filters' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Focus stays inside: Tab from the last button comes back to the first control. */
export const FocusTrapped: Story = {
  args: { open: true },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    const apply = within(drawer).getByRole('button', { name: 'Apply' });
    apply.focus();
    await userEvent.tab();
    await expect(drawer).toContainElement(document.activeElement as HTMLElement);
    await expect(within(drawer).getByRole('button', { name: 'Close' })).toHaveFocus();
  },
};

/** An editor's text for the × button. */
export const CustomLabels: Story = {
  args: { open: true, title: 'Refine', labels: { close: 'Close the filters' } },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Refine' });
    await expect(within(drawer).getByRole('button', { name: 'Close the filters' })).toBeVisible();
  },
};
