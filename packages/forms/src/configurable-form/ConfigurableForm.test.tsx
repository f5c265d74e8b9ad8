import { screen, waitFor, within } from '@testing-library/react';
import { ApiError, CAPTCHA_REQUIRED, errorBody, validationErrorBody, type FormSettings } from '@shelfmark/api-client';
import { createMemoryApiClient, demoSeed } from '@shelfmark/api-client/testing';
import { renderWithProviders } from '../../../../test/render';
import { ConfigurableForm } from './ConfigurableForm';
import { libraryContactForm } from './configurableForm.fixtures';

const settings = libraryContactForm;

function setup(form: FormSettings = settings(), options: { failWith?: ApiError; delayMs?: number } = {}) {
  const client = createMemoryApiClient({ seed: { ...demoSeed(), forms: [form] } });
  const submit = vi.spyOn(client.forms, 'submit');
  const { failWith, delayMs } = options;
  // A real server answers later than the same tick: the fields are locked while it is on its way.
  if (failWith)
    submit.mockImplementation(() => new Promise((_, reject) => setTimeout(() => reject(failWith), delayMs ?? 0)));
  const onNavigate = vi.fn();
  const view = renderWithProviders(<ConfigurableForm settings={form} onNavigate={onNavigate} />, { client });
  return { ...view, submit, onNavigate };
}

const submitButton = () => screen.getByRole('button', { name: 'Submit' });

async function fillValid(user: ReturnType<typeof setup>['user']) {
  await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Morgan Reed');
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'morgan@riverside.example');
  await user.selectOptions(screen.getByRole('combobox', { name: /Topic/ }), 'orders');
  await user.click(screen.getByRole('checkbox', { name: /I agree to be contacted/ }));
}

describe('ConfigurableForm', () => {
  it('FORM-01 shows the six field types under the heading; the hidden preset field is not shown', () => {
    setup();
    expect(screen.getByRole('heading', { level: 2, name: 'Write to us' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Full name/ })).toBeRequired();
    expect(screen.getByRole('radiogroup', { name: 'I am' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Topic/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Call me back on/ })).toHaveAccessibleDescription('Format: dd/MM/yyyy');
    expect(within(screen.getByRole('group', { name: 'News about' })).getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: /I agree/ })).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Source' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Details/ })).not.toBeInTheDocument();
  });

  it('FORM-01 validates on every change with the spec messages; submit stays disabled until the form is valid', async () => {
    const { user } = setup();
    expect(submitButton()).toBeDisabled();
    const email = screen.getByRole('textbox', { name: /Email/ });
    await user.type(email, 'morgan@');
    expect(await screen.findByText('Invalid Email')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user.clear(email);
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Call me back on/ }), '2026-12-24');
    expect(await screen.findByText('Invalid Call me back on')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /Call me back on/ }));
    await fillValid(user);
    await waitFor(() => expect(submitButton()).toBeEnabled());
  });

  it('FORM-01 shows a conditional field only while its condition holds, and then requires it', async () => {
    const { user } = setup();
    await fillValid(user);
    await user.selectOptions(screen.getByRole('combobox', { name: /Topic/ }), 'other');
    expect(await screen.findByRole('textbox', { name: /Details/ })).toBeInTheDocument();
    await waitFor(() => expect(submitButton()).toBeDisabled());
    await user.selectOptions(screen.getByRole('combobox', { name: /Topic/ }), 'orders');
    expect(screen.queryByRole('textbox', { name: /Details/ })).not.toBeInTheDocument();
    await waitFor(() => expect(submitButton()).toBeEnabled());
  });

  it('FORM-01 sends only the fields it shows, the preset field and formId, then goes to the confirmation URL', async () => {
    const { user, submit, onNavigate } = setup();
    await fillValid(user);
    await user.selectOptions(screen.getByRole('combobox', { name: /Topic/ }), 'other');
    await user.type(await screen.findByRole('textbox', { name: /Details/ }), 'typed, then hidden again');
    await user.selectOptions(screen.getByRole('combobox', { name: /Topic/ }), 'orders');
    await user.click(screen.getByRole('radio', { name: 'A school' }));
    await user.click(screen.getByRole('checkbox', { name: 'Databases' }));
    await user.type(screen.getByRole('textbox', { name: /Call me back on/ }), '24/12/2026');
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/contact/thank-you'));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.calls[0]![0]).toEqual({
      formId: 'library-contact',
      formTarget: 'customer-service',
      fullName: 'Morgan Reed',
      email: 'morgan@riverside.example',
      customerType: 'school',
      topic: 'orders',
      callBackOn: '24/12/2026',
      interests: ['databases'],
      consent: true,
      source: 'storefront',
    });
    expect(await screen.findByText(/Taking you to the next page/)).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
  });

  it('FORM-01 Clear puts every field back to its default', async () => {
    const { user } = setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /Topic/ })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /I agree/ })).not.toBeChecked();
    await waitFor(() => expect(submitButton()).toBeDisabled());
  });

  it('FORM-01 PDP-03 prefill starts text fields and choices with the values given (the product a buyer came from); an unknown choice, a preset field and a checkbox are left alone, and the visitor can change them', async () => {
    const client = createMemoryApiClient({ seed: { ...demoSeed(), forms: [settings()] } });
    const submit = vi.spyOn(client.forms, 'submit');
    const prefill = {
      fullName: '  Morgan Reed ',
      topic: 'other',
      source: 'forged',
      consent: 'true',
      customerType: 'nobody',
    };
    const { user } = renderWithProviders(
      <ConfigurableForm settings={settings()} onNavigate={vi.fn()} prefill={prefill} />,
      { client },
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('Morgan Reed'));
    expect(screen.getByRole('combobox', { name: /Topic/ })).toHaveValue('other');
    expect(screen.getByRole('checkbox', { name: /I agree to be contacted/ })).not.toBeChecked();
    expect(
      within(screen.getByRole('radiogroup', { name: 'I am' }))
        .getAllByRole('radio')
        .filter((r) => (r as HTMLInputElement).checked),
    ).toEqual([]);

    await user.selectOptions(screen.getByRole('combobox', { name: /Topic/ }), 'orders');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'morgan@riverside.example');
    await user.click(screen.getByRole('checkbox', { name: /I agree to be contacted/ }));
    await user.click(submitButton());
    await waitFor(() => expect(submit).toHaveBeenCalledOnce());
    expect(submit.mock.calls[0]![0]).toMatchObject({ fullName: 'Morgan Reed', topic: 'orders', source: 'storefront' });
  });

  it('FORM-01 an unknown field type says it is not defined; the rest of the form works', () => {
    const form = settings();
    form.pageBeans[0]!.fieldBeans.push({
      ...form.pageBeans[0]!.fieldBeans[0]!,
      type: 'SIGNATURE_PAD',
      fieldName: 'signature',
      label: 'Sign here',
      mandatory: false,
    });
    setup(form);
    expect(screen.getByRole('note')).toHaveTextContent('SIGNATURE_PAD is not defined');
    expect(screen.getByRole('textbox', { name: /Full name/ })).toBeInTheDocument();
  });

  it('FORM-02 with the captcha, submit waits for it; the local captcha is one checkbox and no puzzle, and keeps focus once ticked', async () => {
    const { user, submit, onNavigate } = setup(settings({ reCaptchaEnabled: true }));
    await fillValid(user);
    expect(submitButton()).toBeDisabled();
    const captcha = await screen.findByRole('checkbox', { name: "I'm not a robot" });
    await user.click(captcha);
    expect(await screen.findByText('Verified', {}, { timeout: 10_000 })).toBeInTheDocument();
    // Ticked and solved, it keeps focus (a disabled one would drop it to the body) and stays ticked.
    expect(captcha).toHaveFocus();
    expect(captcha).toHaveAttribute('aria-disabled', 'true');
    await user.click(captcha);
    expect(captcha).toBeChecked();
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/contact/thank-you'));
    expect(submit.mock.calls[0]![0]).toMatchObject({ reCaptchaEnabled: true, recaptchaToken: expect.any(String) });
  });

  it("FORM-02 Enter without the captcha shows 'Please complete the captcha…' in a dismissible alert and sends nothing", async () => {
    const { user, submit } = setup(settings({ reCaptchaEnabled: true }));
    await fillValid(user);
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), '{Enter}');
    const alert = await screen.findByText(CAPTCHA_REQUIRED);
    expect(alert.closest('[role="alert"]')).toHaveClass('sm-form-alert--danger');
    expect(submit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(CAPTCHA_REQUIRED)).not.toBeInTheDocument();
  });

  it('FORM-02 puts the server fieldErrors on their fields and focuses the first one', async () => {
    const failWith = new ApiError(
      errorBody(400, 'VALIDATION', 'email: Invalid Email', {
        fieldErrors: { email: 'This address cannot receive mail', fullName: 'Full name is too famous' },
      }),
    );
    const { user, onNavigate } = setup(settings(), { failWith });
    await fillValid(user);
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    expect(await screen.findByText('This address cannot receive mail')).toBeInTheDocument();
    expect(screen.getByText('Full name is too famous')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveFocus());
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('FORM-02 focuses the first failing field when the server answers field errors a moment later, once the fields are unlocked', async () => {
    const failWith = new ApiError(
      errorBody(400, 'VALIDATION', 'fullName: refused', {
        fieldErrors: { email: 'This address cannot receive mail', fullName: 'Full name is too famous' },
      }),
    );
    const { user } = setup(settings(), { failWith, delayMs: 50 });
    await fillValid(user);
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    expect(await screen.findByText('Full name is too famous')).toBeInTheDocument();
    const fullName = screen.getByRole('textbox', { name: /Full name/ });
    await waitFor(() => expect(fullName).toBeEnabled());
    await waitFor(() => expect(fullName).toHaveFocus());
    expect(fullName).toHaveAttribute('aria-invalid', 'true');
  });

  it("FORM-02 a server field error in a validator's words reads 'Invalid {label}', never 'Too big: …'", async () => {
    const failWith = new ApiError(
      validationErrorBody([{ path: ['fullName'], message: 'Too big: expected string to have <=10000 characters' }]),
    );
    const { user } = setup(settings(), { failWith });
    await fillValid(user);
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    expect(await screen.findByText('Invalid Full name')).toBeInTheDocument();
    expect(screen.queryByText(/Too big/)).not.toBeInTheDocument();
  });

  it("FORM-02 a failed submission shows 'An error occurred…' and logs 'Form submission error'", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = setup(settings(), { failWith: new ApiError(errorBody(0, 'NETWORK', 'Network down')) });
    await fillValid(user);
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    expect(
      await screen.findByText('An error occurred while submitting the form. Please try again.'),
    ).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Form submission error', expect.any(ApiError));
    expect(screen.getByRole('button', { name: 'Clear' })).toBeEnabled();
    log.mockRestore();
  });

  it('FORM-01 Enter with empty mandatory fields focuses one error summary that links to each field, and the title starts with "Error: "', async () => {
    document.title = 'Contact us';
    const { user } = setup();
    await user.type(screen.getByRole('textbox', { name: /Call me back on/ }), '{Enter}');
    const summary = await screen.findByRole('group', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Full name is required',
      'Email is required',
      'Topic is required',
      'I agree to be contacted is required',
    ]);
    // One announcement: the summary; each field's message is read with the field.
    expect(screen.getAllByRole('alert').filter((alert) => alert.textContent)).toEqual([
      within(summary).getByRole('alert'),
    ]);
    expect(document.title).toBe('Error: Contact us');
    await user.click(within(summary).getByRole('link', { name: 'Topic is required' }));
    expect(screen.getByRole('combobox', { name: /Topic/ })).toHaveFocus();
    await user.click(within(summary).getByRole('link', { name: /I agree to be contacted/ }));
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toHaveFocus();
    await fillValid(user);
    expect(screen.queryByRole('group', { name: 'There is a problem' })).not.toBeInTheDocument();
    expect(document.title).toBe('Contact us');
  });

  it('FORM-01 a field carries its autocomplete purpose, and an email field is an email input', () => {
    setup();
    const email = screen.getByRole('textbox', { name: /Email/ });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveAttribute('type', 'text');
  });

  it('FORM-01 a value checked while it is typed is read with its field, never as an alert', async () => {
    const { user } = setup();
    const email = screen.getByRole('textbox', { name: /Email/ });
    await user.type(email, 'morgan@');
    await waitFor(() => expect(email).toHaveAccessibleDescription(/Invalid Email$/));
    expect(screen.queryAllByRole('alert').filter((alert) => alert.textContent)).toEqual([]);
  });
});
