import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AccessCodeChecker } from '@shelfmark/commerce';
import { DEMO_UIDS, ordersClient } from './MyOrders.storyData';

const meta = {
  title: 'Commerce/AccessCodeChecker',
  component: AccessCodeChecker,
  parameters: { shelfmark: { user: DEMO_UIDS.buyer, route: '/access-codes' } },
} satisfies Meta<typeof AccessCodeChecker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ACC-01: the form. */
export const Default: Story = {};

/** ACC-01: submitting nothing: the error summary takes focus, the spec's message under the field. */
export const EmptyInput: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Check codes' }));
    await expect(await canvas.findByText("Input shouldn't be empty.")).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('group', { name: 'There is a problem' })).toHaveFocus());
    await expect(canvas.getByRole('link', { name: 'Enter at least one access code' })).toBeVisible();
  },
};

/** ACC-01: two codes checked, the unknown one with its error in the row, and Back. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Access codes/ }),
      'SMK-7F3Q-92LA, SMK-1B8D-44XE NOPE-0000',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Check codes' }));
    await expect(await canvas.findByText('Access code not found.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: { shelfmark: { client: ordersClient({ accessCodes: { check: 'Checker down' } }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Access codes/ }), 'SMK-7F3Q-92LA');
    await userEvent.click(canvas.getByRole('button', { name: 'Check codes' }));
    // The failure reads from the labels, never the server's own text (62363ff).
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The codes could not be checked. Something went wrong. Please try again.',
    );
  },
};

/** ACC-01: a visitor is asked to sign in, with a link back to the checker. */
export const SignedOut: Story = {
  parameters: { shelfmark: { user: null, route: '/access-codes' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Sign in to check access codes.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toBeVisible();
  },
};

/** ACC-01: staff, who act for every account, see the holder of a customer's code. */
export const StaffSeesHolder: Story = {
  parameters: { shelfmark: { user: DEMO_UIDS.staff, route: '/access-codes' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Access codes/ }), 'SMK-7F3Q-92LA');
    await userEvent.click(canvas.getByRole('button', { name: 'Check codes' }));
    const table = await canvas.findByRole('table', { name: 'Results' });
    await expect(within(table).getByText('buyer@shelfmark.test')).toBeVisible();
  },
};
