import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { checkoutLabels, PaymentForm, usePaymentForm, type PaymentValues } from '@shelfmark/commerce';

/** The payment section on its own, with its headless hook (CHK-02). */
function PaymentFormDemo({ initial, disabled = false }: { initial?: Partial<PaymentValues>; disabled?: boolean }) {
  const form = usePaymentForm(checkoutLabels, initial);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        form.submit();
      }}
      aria-label="Payment"
    >
      <PaymentForm form={form} text={checkoutLabels} disabled={disabled} />
      <button type="submit" className="sm-button sm-button--primary">
        Check
      </button>
    </form>
  );
}

const meta = {
  title: 'Commerce/PaymentForm',
  tags: ['checkout'],
  component: PaymentForm as unknown as typeof PaymentFormDemo,
  // The view takes its headless hook's result: each story renders it in a form with usePaymentForm.
  render: (args) => <PaymentFormDemo {...args} />,
} satisfies Meta<typeof PaymentFormDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pay by purchase order: the default. */
export const PurchaseOrder: Story = {};

/** Pay by card: type detected, expiry masked as it is typed. */
export const Card: Story = {
  args: { initial: { checkoutOption: 'payByCreditCard' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Card number/), '3782 822463 10005');
    await userEvent.type(canvas.getByLabelText(/Expiration date/), '72031');
    await expect(canvas.getByLabelText(/Expiration date/)).toHaveValue('07/2031');
    await expect(canvas.getByText('Card type: American Express')).toBeInTheDocument();
  },
};

/** Every required field left empty, then submitted: the error summary, each message naming its field. */
export const Required: Story = {
  args: { initial: { checkoutOption: 'payByCreditCard' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
    const summary = await canvas.findByRole('group', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Enter the card number',
      'Enter the expiration date',
      'Enter the security code',
      'Enter the purchase order number',
    ]);
    await userEvent.click(within(summary).getByRole('link', { name: 'Enter the card number' }));
    await expect(canvas.getByLabelText(/Card number/)).toHaveFocus();
  },
};

/** An expiry more than 30 years ahead and a card of an unknown network. */
export const OutOfRange: Story = {
  args: {
    initial: {
      checkoutOption: 'payByCreditCard',
      cardNumber: '9111 1111 1111 1111',
      expirationDate: '01/2099',
      securityCode: '123',
      purchaseOrderNumber: 'PO-1',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
    await expect(canvas.getByLabelText(/Expiration date/)).toHaveAccessibleDescription(
      'The expiration date can be at most 30 years ahead.',
    );
    await expect(canvas.getByLabelText(/Card number/)).toHaveAccessibleDescription(
      'We accept Visa, Mastercard, American Express and Discover.',
    );
  },
};

/** A card whose expiry has passed: typed, then left — the field says so (checked on blur). */
export const ExpiredCard: Story = {
  args: {
    initial: {
      checkoutOption: 'payByCreditCard',
      cardNumber: '4111 1111 1111 1111',
      securityCode: '123',
      purchaseOrderNumber: 'PO-1',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const expiry = canvas.getByLabelText(/Expiration date/);
    await userEvent.type(expiry, '012020');
    await expect(expiry).toHaveValue('01/2020');
    await userEvent.tab();
    await expect(await canvas.findByText('This card has expired.')).toBeInTheDocument();
    await expect(expiry).toHaveAccessibleDescription(expect.stringContaining('This card has expired.'));
    await expect(expiry).toHaveAttribute('aria-invalid', 'true');
  },
};

/** While the order is placed every field is disabled. */
export const Disabled: Story = {
  args: { disabled: true, initial: { purchaseOrderNumber: 'PO-2026-120' } },
};
