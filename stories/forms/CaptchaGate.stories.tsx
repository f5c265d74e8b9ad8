import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError, errorBody, type ApiClient } from '@shelfmark/api-client';
import { createMemoryApiClient } from '@shelfmark/api-client/testing';
import { CaptchaGate, configurableFormLabels } from '@shelfmark/forms';

/** A memory twin whose captcha challenge answers `challenge` instead. */
function clientWhere(challenge: ApiClient['forms']['captchaChallenge']): ApiClient {
  const client = createMemoryApiClient();
  return { ...client, forms: { ...client.forms, captchaChallenge: challenge } };
}

const meta = {
  title: 'Forms/CaptchaGate',
  component: CaptchaGate,
  args: { onTokenChange: fn(), text: configurableFormLabels },
} satisfies Meta<typeof CaptchaGate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** FORM-02: the local captcha, not yet ticked — one checkbox, no puzzle. */
export const Idle: Story = {};

/** FORM-02: ticked and solved in the browser; the token goes to the form. */
export const Verified: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: "I'm not a robot" }));
    await expect(await canvas.findByText('Verified', {}, { timeout: 10_000 })).toBeInTheDocument();
    await expect(args.onTokenChange).toHaveBeenCalledWith(expect.any(String));
  },
};

/** FORM-02: the challenge is on its way (the server has not answered). */
export const Verifying: Story = {
  parameters: { shelfmark: { client: clientWhere(() => new Promise(() => undefined)) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: "I'm not a robot" }));
    await expect(await canvas.findByText('Verifying…')).toBeInTheDocument();
  },
};

/** FORM-02: no challenge could be had; the box is unticked again to retry. */
export const Failed: Story = {
  parameters: {
    shelfmark: {
      client: clientWhere(async () => {
        throw new ApiError(errorBody(503, 'UNAVAILABLE', 'Down'));
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: "I'm not a robot" }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Verification failed. Please try again.');
    await expect(canvas.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
  },
};

/** FORM-02: the server refused the last token (wrong, expired or reused); a new tick is needed. */
export const RefusedByServer: Story = {
  args: { error: 'The captcha could not be verified. Please try again.' },
};
