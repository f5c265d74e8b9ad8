import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiError, ERROR_TYPES, type ApiClient } from '@shelfmark/api-client';
import { createMemoryApiClient } from '@shelfmark/api-client/testing';
import { RegistrationForm } from '@shelfmark/commerce';
import { DEMO_UIDS, failing, stalling } from './selfService.storyData';

const meta = {
  title: 'Commerce/RegistrationForm',
  component: RegistrationForm,
  parameters: { shelfmark: { user: null, route: '/register' } },
} satisfies Meta<typeof RegistrationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo twin's ship-to account of the first-brand buyer. */
const KNOWN_ACCOUNT = '100101';

/**
 * A signed-out twin whose registration answers the spec's NotFoundError or AlreadyExistsError, as a
 * back end may; the reference server and the twin never do (the answer is the same whether
 * or not the email or account number is known, and the owner of the address is told by email).
 */
function answering(type: string): ApiClient {
  const client = createMemoryApiClient({ user: null });
  const error = new ApiError({
    status: type === ERROR_TYPES.notFound ? 404 : 409,
    code: 'REFUSED',
    message: `${type}: refused`,
    errorList: { errors: [{ message: 'refused', type }] },
  });
  return { ...client, users: { ...client.users, register: () => Promise.reject(error) } };
}

/** Types the values, ticks the captcha, waits until it is solved, then registers. */
const fill = async (canvasElement: HTMLElement, values: Record<string, string>) => {
  const canvas = within(canvasElement);
  for (const [name, value] of Object.entries(values)) {
    await userEvent.type(await canvas.findByRole('textbox', { name: new RegExp(`^${name}`) }), value);
  }
  await userEvent.click(canvas.getByRole('checkbox', { name: "I'm not a robot" }));
  await canvas.findByText('Verified', {}, { timeout: 10_000 });
  await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
};

/** REG-01: the empty form, Shelfmark catalog chosen, the captcha unticked. */
export const Default: Story = {};

/** REG-01: submitted empty: the error summary takes focus, every required message and the captcha's a link to its field. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Register' }));
    const summary = within(canvasElement).getByRole('group', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getByRole('link', { name: 'Customer / Account number is required' })).toBeVisible();
    await expect(within(summary).getByRole('link', { name: 'Phone number is required' })).toBeVisible();
    await expect(within(summary).getByRole('link', { name: 'Please complete the captcha to register.' })).toBeVisible();
  },
};

/** REG-01: pattern messages for the account number, email and phone. */
export const InvalidValues: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, {
      'Customer / Account number': 'A-12',
      'First name': 'Ada',
      'Last name': 'Lovelace',
      Email: 'ada@',
      'Phone number': '12',
    });
    await expect(
      within(canvasElement).getByRole('link', { name: 'Customer / Account number must be number' }),
    ).toBeVisible();
    await expect(
      within(canvasElement).getByRole('link', { name: 'Please, provide valid email address.' }),
    ).toBeVisible();
    await expect(
      within(canvasElement).getByRole('link', { name: 'Please, provide valid phone number.' }),
    ).toBeVisible();
  },
};

/** REG-01: a back end answers AlreadyExistsError: the persistent banner of spec 001 §8 (the reference server never does). */
export const AlreadyExists: Story = {
  parameters: { shelfmark: { client: answering(ERROR_TYPES.alreadyExists) } },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, {
      'Customer / Account number': KNOWN_ACCOUNT,
      'First name': 'Pat',
      'Last name': 'Buyer',
      Email: DEMO_UIDS.buyer,
      'Phone number': '6175550100',
    });
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'An account with this email already exists.',
    );
  },
};

/** REG-01: a back end answers NotFoundError: the persistent banner of spec 001 §8 (the reference server never does). */
export const AccountNotFound: Story = {
  parameters: { shelfmark: { client: answering(ERROR_TYPES.notFound) } },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, {
      'Customer / Account number': '999999',
      'First name': 'Ada',
      'Last name': 'Lovelace',
      Email: 'ada@library.org',
      'Phone number': '6175550123',
    });
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'We could not find this customer / account number.',
    );
  },
};

/** REG-01: while the registration is sent. */
export const Submitting: Story = {
  parameters: { shelfmark: { client: stalling('users', 'register', null) } },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, {
      'Customer / Account number': KNOWN_ACCOUNT,
      'First name': 'Ada',
      'Last name': 'Lovelace',
      Email: 'ada@library.org',
      'Phone number': '6175550123',
    });
    await expect(await within(canvasElement).findByRole('button', { name: 'Registering…' })).toBeDisabled();
  },
};

/** REG-01: a signed-in (pending) user: the email prefilled and locked. */
export const SignedInEmailLocked: Story = { parameters: { shelfmark: { user: DEMO_UIDS.pending } } };

/** REG-01: the second brand. */
export const Thorndike: Story = { parameters: { shelfmark: { user: null, site: 'thorndike' } } };

/** REG-01: any other failure (here the service is down): the persistent generic banner, the user stays on the form. */
export const GenericError: Story = {
  parameters: { shelfmark: { client: failing('users', 'register', null) } },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, {
      'Customer / Account number': KNOWN_ACCOUNT,
      'First name': 'Ada',
      'Last name': 'Lovelace',
      Email: 'ada@library.org',
      'Phone number': '6175550123',
    });
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Something went Wrong');
    await expect(within(canvasElement).getByRole('button', { name: 'Register' })).toBeEnabled();
  },
};

/** REG-01: the internal or other special session flag is set (submitDisabled): Register stays disabled even for valid values. */
export const SubmitDisabled: Story = {
  args: { submitDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [name, value] of Object.entries({
      'Customer / Account number': KNOWN_ACCOUNT,
      'First name': 'Ada',
      'Last name': 'Lovelace',
      Email: 'ada@library.org',
      'Phone number': '6175550123',
    })) {
      await userEvent.type(await canvas.findByRole('textbox', { name: new RegExp(`^${name}`) }), value);
    }
    await expect(canvas.getByRole('button', { name: 'Register' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Phone number/ }), '{Enter}');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /^Phone number/ })).not.toHaveAttribute('aria-invalid');
  },
};
