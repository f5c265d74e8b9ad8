import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { ApiError, errorBody, type ApiClient } from '@shelfmark/api-client';
import { createMemoryApiClient, demoSeed } from '@shelfmark/api-client/testing';
import { ConfigurableForm } from '@shelfmark/forms';
import { libraryContactForm } from '../../packages/forms/src/configurable-form/configurableForm.fixtures';

const form = libraryContactForm();
const withCaptcha = libraryContactForm({ formId: 'library-contact-captcha', reCaptchaEnabled: true });
const seed = () => ({ ...demoSeed(), forms: [form, withCaptcha] });

/** A memory twin whose submit answers `submit` instead (a failure, or a promise that never settles). */
function clientWhere(submit: ApiClient['forms']['submit']): ApiClient {
  const client = createMemoryApiClient({ seed: seed() });
  return { ...client, forms: { ...client.forms, submit } };
}

const meta = {
  title: 'Forms/ConfigurableForm',
  component: ConfigurableForm,
  args: { settings: form, onNavigate: fn() },
  parameters: { shelfmark: { seed: seed() } },
} satisfies Meta<typeof ConfigurableForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillValid(canvas: ReturnType<typeof within>) {
  await userEvent.type(canvas.getByRole('textbox', { name: /Full name/ }), 'Morgan Reed');
  await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'morgan@riverside.example');
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Topic/ }), 'orders');
  await userEvent.click(canvas.getByRole('checkbox', { name: /I agree to be contacted/ }));
}

/** FORM-01: the six field types, empty; submit disabled until the form is valid. */
export const Default: Story = {};

/** FORM-01: choosing 'Something else' shows the conditional, mandatory Details field. */
export const ConditionalFieldShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Topic/ }), 'other');
    await expect(await canvas.findByRole('textbox', { name: /Details/ })).toBeInTheDocument();
  },
};

/** FORM-01: validation on every change — 'Invalid Email', '{label} is required', a date not in dd/MM/yyyy. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'morgan@');
    await userEvent.type(canvas.getByRole('textbox', { name: /Full name/ }), 'x');
    await userEvent.clear(canvas.getByRole('textbox', { name: /Full name/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Call me back on/ }), '2026-12-24');
    await expect(await canvas.findByText('Invalid Email')).toBeInTheDocument();
    await expect(await canvas.findByText('Full name is required')).toBeInTheDocument();
    await expect(await canvas.findByText('Invalid Call me back on')).toBeInTheDocument();
  },
};

/** FORM-01: Enter with mandatory fields empty: the error summary takes focus, each problem a link to its field. */
export const ErrorSummaryShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Full name/ }), '{Enter}');
    const summary = await canvas.findByRole('group', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getByRole('link', { name: 'Email is required' })).toBeVisible();
  },
};

/** FORM-01: every field filled and valid; submit enabled. */
export const Valid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Submit' })).toBeEnabled());
  },
};

/** FORM-02: with the captcha, unsolved — submit stays disabled. */
export const CaptchaRequired: Story = { args: { settings: withCaptcha } };

/** FORM-02: Enter without the captcha shows the danger alert; nothing is sent. */
export const CaptchaMissingAlert: Story = {
  args: { settings: withCaptcha },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: /Full name/ }), '{Enter}');
    await expect(await canvas.findByText('Please complete the captcha to submit the form.')).toBeInTheDocument();
  },
};

/** FORM-02: the local captcha ticked and verified (no puzzle); submit enabled. */
export const CaptchaVerified: Story = {
  args: { settings: withCaptcha },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await userEvent.click(await canvas.findByRole('checkbox', { name: "I'm not a robot" }));
    await expect(await canvas.findByText('Verified', {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Submit' })).toBeEnabled());
  },
};

/** FORM-02: sending — the button says so and the fields are locked. */
export const Submitting: Story = {
  parameters: { shelfmark: { client: clientWhere(() => new Promise(() => undefined)) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Submit' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByRole('button', { name: 'Sending…' })).toBeDisabled();
  },
};

/** FORM-02: success with a confirmation URL — the form locks while the browser goes there. */
export const Redirecting: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Submit' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText(/Taking you to the next page/)).toBeInTheDocument();
    await expect(args.onNavigate).toHaveBeenCalledWith('/contact/thank-you');
  },
};

/** FORM-02: the server's fieldErrors on their fields, the first focused. */
export const ServerFieldErrors: Story = {
  parameters: {
    shelfmark: {
      client: clientWhere(async () => {
        throw new ApiError(
          errorBody(400, 'VALIDATION', 'email: refused', {
            fieldErrors: { email: 'This address cannot receive mail' },
          }),
        );
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Submit' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('This address cannot receive mail')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveFocus());
  },
};

/** FORM-02: the submission failed — the configurable danger alert. */
export const SubmitFailed: Story = {
  parameters: {
    shelfmark: {
      client: clientWhere(async () => {
        throw new ApiError(errorBody(503, 'UNAVAILABLE', 'Service unavailable'));
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Submit' })).toBeEnabled());
    // The spec logs the failure; kept off the console here so the story run stays clean.
    const log = spyOn(console, 'error').mockImplementation(() => undefined);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(
      await canvas.findByText('An error occurred while submitting the form. Please try again.'),
    ).toBeInTheDocument();
    await expect(log).toHaveBeenCalledWith('Form submission error', expect.anything());
    log.mockRestore();
  },
};

/** Editor texts: the settings' own button labels and overridden messages. */
export const CustomLabels: Story = {
  args: {
    settings: libraryContactForm({
      submitLabel: 'Send message',
      clearLabel: 'Start again',
      heading: { text: 'Ask a librarian', level: 3 },
    }),
    labels: { required: 'Please fill in {label}', invalid: '{label} does not look right' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'x');
    await expect(await canvas.findByText('Email does not look right')).toBeInTheDocument();
  },
};
