import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ApiError,
  CAPTCHA_INVALID,
  DEFAULT_IDENTITY_GROUPS,
  ERROR_TYPES,
  type RegistrationBody,
} from '@shelfmark/api-client';
import { createMemoryApiClient, DEMO_UIDS } from '@shelfmark/api-client/testing';
import { renderWithProviders } from '../../../../test/render';
import { RegistrationForm } from './RegistrationForm';

async function knownAccount(): Promise<string> {
  const client = createMemoryApiClient({ user: DEMO_UIDS.buyer });
  return (await client.users.accounts({ userId: DEMO_UIDS.buyer })).shipToAccounts[0]!.accountNumber;
}

/** A signed-out memory twin that remembers each registration body it was sent. */
function recordingClient() {
  const client = createMemoryApiClient();
  const sent: RegistrationBody[] = [];
  const real = client.users.register;
  client.users.register = (body) => {
    sent.push(body);
    return real(body);
  };
  return { client, sent };
}

type User = ReturnType<typeof renderWithProviders>['user'];
async function fill(
  user: User,
  values: Partial<Record<'Customer / Account number' | 'First name' | 'Last name' | 'Email' | 'Phone number', string>>,
) {
  for (const [name, value] of Object.entries(values)) {
    const input = screen.getByRole('textbox', { name: new RegExp(`^${name.replace('/', '\\/')}`) });
    await user.clear(input);
    await user.type(input, value);
  }
}

/** Ticks the local captcha and waits until the browser has solved it. */
async function solveCaptcha(user: User) {
  await user.click(await screen.findByRole('checkbox', { name: "I'm not a robot" }));
  await screen.findByText('Verified', {}, { timeout: 10_000 });
}

describe('RegistrationForm', () => {
  it('REG-01 validates on submit with the spec messages, then again on every change', async () => {
    document.title = 'Create an account';
    const { user } = renderWithProviders(<RegistrationForm />);
    const accountField = await screen.findByRole('textbox', { name: /^Customer \/ Account number/ });
    expect(accountField).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(accountField).toHaveAccessibleDescription('Customer / Account number is required');
    expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveAccessibleDescription('First name is required');
    expect(screen.getByRole('textbox', { name: /^Last name/ })).toHaveAccessibleDescription('Last name is required');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription('Email is required');
    expect(screen.getByRole('textbox', { name: /^Phone number/ })).toHaveAccessibleDescription(
      'Phone number is required',
    );
    // One error summary takes focus and is the one announcement (not an alert per field), each problem a link.
    const summary = screen.getByRole('group', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(screen.getAllByRole('alert').filter((alert) => alert.textContent)).toEqual([
      within(summary).getByRole('alert'),
    ]);
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Customer / Account number is required',
      'First name is required',
      'Last name is required',
      'Email is required',
      'Phone number is required',
      'Please complete the captcha to register.',
    ]);
    expect(document.title).toBe('Error: Create an account');
    await user.click(within(summary).getByRole('link', { name: 'Email is required' }));
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveFocus();
    await user.click(within(summary).getByRole('link', { name: 'Customer / Account number is required' }));
    expect(accountField).toHaveFocus();

    await fill(user, { 'Customer / Account number': '12AB', Email: 'ada@', 'Phone number': '12-34' });
    expect(accountField).toHaveAccessibleDescription('Customer / Account number must be number');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription(
      'Please, provide valid email address.',
    );
    expect(screen.getByRole('textbox', { name: /^Phone number/ })).toHaveAccessibleDescription(
      'Please, provide valid phone number.',
    );
    await fill(user, { 'Customer / Account number': ' 1000101 ', 'Phone number': '555 123-4567' });
    expect(accountField).not.toHaveAccessibleDescription();
    expect(screen.getByRole('textbox', { name: /^Phone number/ })).not.toHaveAccessibleDescription();
  });

  it('REG-01 registers with purchaser and the chosen store role, the QA group for a test domain, and goes to accountConfirmation', async () => {
    const { client, sent } = recordingClient();
    const { user, location, site } = renderWithProviders(<RegistrationForm />, { client, route: '/register' });
    expect(await screen.findByRole('radio', { name: 'Shelfmark' })).toBeChecked();
    await fill(user, {
      'Customer / Account number': await knownAccount(),
      'First name': '  Ada ',
      'Last name': 'Lovelace',
      Email: 'ada@branch.shelfmark.test',
      'Phone number': '555 123-4567',
    });
    await solveCaptcha(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(location()).toBe(site.routes.accountConfirmation));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.user).toMatchObject({
      firstName: 'Ada',
      email: 'ada@branch.shelfmark.test',
      uid: 'ada@branch.shelfmark.test',
      roles: ['purchaser', 'shelfmark-store'],
      workPhone: '5551234567',
      oktaUser: {
        profile: { login: 'ada@branch.shelfmark.test', mobilePhone: '5551234567' },
        groupIds: [DEFAULT_IDENTITY_GROUPS.qaGroupId],
      },
    });
    expect(sent[0]!.recaptchaToken).toEqual(expect.any(String));
    expect(client.__memory.state.users.get('ada@branch.shelfmark.test')?.accountStatus).toBe('PENDING');
  });

  it('REG-01 sends only purchaser for the Thorndike catalog and the default group for other domains', async () => {
    const { client, sent } = recordingClient();
    const { user } = renderWithProviders(<RegistrationForm />, { client });
    await user.click(await screen.findByRole('radio', { name: 'Thorndike' }));
    await fill(user, {
      'Customer / Account number': await knownAccount(),
      'First name': 'Grace',
      'Last name': 'Hopper',
      Email: 'grace@library.org',
      'Phone number': '5551234567',
    });
    await solveCaptcha(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    // The registration is stored once the twin has checked the captcha, a moment after the request was sent.
    await waitFor(
      () =>
        expect(client.__memory.state.users.get('grace@library.org')).toMatchObject({
          isThorndikeUser: true,
          isShelfmarkUser: false,
          accountStatus: 'PENDING',
        }),
      { timeout: 10_000 },
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.user.roles).toEqual(['purchaser']);
    expect(sent[0]!.user.oktaUser.groupIds).toEqual([DEFAULT_IDENTITY_GROUPS.defaultGroupId]);
  });

  it.each([
    ['a registered email', async () => ({ 'Customer / Account number': await knownAccount(), Email: DEMO_UIDS.buyer })],
    [
      'an unknown account number',
      async () => ({ 'Customer / Account number': '999999999', Email: 'new.person@library.org' }),
    ],
  ])('REG-01 %s goes to accountConfirmation like a new registration, and registers nobody', async (_what, values) => {
    const { client, sent } = recordingClient();
    const users = client.__memory.state.users.size;
    const { user, location, site } = renderWithProviders(<RegistrationForm />, { client, route: '/register' });
    await fill(user, { ...(await values()), 'First name': 'B', 'Last name': 'Uyer', 'Phone number': '5551234567' });
    await solveCaptcha(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(location()).toBe(site.routes.accountConfirmation));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(client.__memory.state.users.size).toBe(users);
  });

  it('REG-01 shows the persistent spec banner when a back end does answer NotFoundError or AlreadyExistsError', async () => {
    const client = createMemoryApiClient();
    const answers = [ERROR_TYPES.alreadyExists, ERROR_TYPES.notFound].map(
      (type) =>
        new ApiError({
          status: type === ERROR_TYPES.notFound ? 404 : 409,
          code: 'REFUSED',
          message: `${type}: refused`,
          errorList: { errors: [{ message: 'refused', type }] },
        }),
    );
    client.users.register = () => Promise.reject(answers.shift());
    const { user, location } = renderWithProviders(
      <RegistrationForm labels={{ accountNotFound: 'Unknown account number.' }} />,
      { client, route: '/register' },
    );
    await fill(user, {
      'Customer / Account number': await knownAccount(),
      'First name': 'B',
      'Last name': 'Uyer',
      Email: DEMO_UIDS.buyer,
      'Phone number': '5551234567',
    });
    await solveCaptcha(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists. Please sign in, or reset your password.',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(location()).toBe('/register');

    await solveCaptcha(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Unknown account number.'));
  });

  it('REG-01 asks for the captcha on submit and sends nothing until it is solved', async () => {
    const { client, sent } = recordingClient();
    const { user } = renderWithProviders(<RegistrationForm />, { client, route: '/register' });
    await fill(user, {
      'Customer / Account number': await knownAccount(),
      'First name': 'Ada',
      'Last name': 'Lovelace',
      Email: 'ada@library.org',
      'Phone number': '5551234567',
    });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const summary = await screen.findByRole('group', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(summary).getByRole('link', { name: 'Please complete the captcha to register.' }));
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).toHaveFocus();
    expect(sent).toEqual([]);
    await solveCaptcha(user);
    expect(screen.queryByText('Please complete the captcha to register.')).not.toBeInTheDocument();
  });

  it("REG-01 shows the server's captcha refusal under a fresh, unticked captcha", async () => {
    const client = createMemoryApiClient();
    client.users.register = () =>
      Promise.reject(
        new ApiError({
          status: 400,
          code: 'VALIDATION',
          message: CAPTCHA_INVALID,
          fieldErrors: { recaptchaToken: CAPTCHA_INVALID },
        }),
      );
    const { user, location } = renderWithProviders(<RegistrationForm />, { client, route: '/register' });
    await fill(user, {
      'Customer / Account number': await knownAccount(),
      'First name': 'Ada',
      'Last name': 'Lovelace',
      Email: 'ada@library.org',
      'Phone number': '5551234567',
    });
    await solveCaptcha(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(CAPTCHA_INVALID)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
    expect(screen.queryByText('Something went Wrong')).not.toBeInTheDocument();
    expect(location()).toBe('/register');
  });

  it('REG-01 shows the generic message for any other failure, and locks the email of a signed-in user', async () => {
    const client = createMemoryApiClient({ user: DEMO_UIDS.pending });
    client.users.register = () => Promise.reject(new Error('network down'));
    const { user } = renderWithProviders(<RegistrationForm />, { client });
    const email = await screen.findByRole('textbox', { name: /^Email/ });
    await waitFor(() => expect(email).toHaveValue(DEMO_UIDS.pending));
    expect(email).toHaveAttribute('readonly');
    await fill(user, {
      'Customer / Account number': await knownAccount(),
      'First name': 'P',
      'Last name': 'Ending',
      'Phone number': '5551234567',
    });
    await solveCaptcha(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went Wrong');
  });

  it('REG-01 keeps Register disabled while the internal or special session flag is set: valid values, even sent with Enter, register nobody', async () => {
    const { client, sent } = recordingClient();
    const { user, location } = renderWithProviders(<RegistrationForm submitDisabled />, { client, route: '/register' });
    const register = await screen.findByRole('button', { name: 'Register' });
    expect(register).toBeDisabled();
    await fill(user, {
      'Customer / Account number': await knownAccount(),
      'First name': 'Ada',
      'Last name': 'Lovelace',
      Email: 'ada@library.org',
      'Phone number': '5551234567',
    });
    expect(register).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /^Phone number/ }), '{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
    expect(client.__memory.state.users.has('ada@library.org')).toBe(false);
    expect(location()).toBe('/register');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('REG-01 a value checked while it is typed is read with its field, never as an alert, on both brands', async () => {
    for (const site of ['shelfmark', 'thorndike'] as const) {
      const { user, unmount } = renderWithProviders(<RegistrationForm />, { site });
      const email = await screen.findByRole('textbox', { name: /^Email/ });
      await user.click(screen.getByRole('button', { name: 'Register' }));
      const summary = screen.getByRole('group', { name: 'There is a problem' });
      await fill(user, { Email: 'ada@', 'Phone number': '12-34' });
      expect(email).toHaveAccessibleDescription('Please, provide valid email address.');
      expect(screen.getByRole('textbox', { name: /^Phone number/ })).toHaveAccessibleDescription(
        'Please, provide valid phone number.',
      );
      // The summary's alert, read once after the submit, is the only one: the messages of typing are not shouted.
      expect(
        screen.getAllByRole('alert').filter((alert) => alert.textContent),
        site,
      ).toEqual([within(summary).getByRole('alert')]);
      unmount();
    }
  });
});
