import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from '../fields/TextField/TextField';
import { ErrorSummary, type ErrorSummaryItem } from './ErrorSummary';

/** A two-field form that checks on submit, as the storefront's forms do. */
function Form({ title }: { title?: string }) {
  const [values, setValues] = useState({ name: '', email: '' });
  const [submitCount, setSubmitCount] = useState(0);
  const [submitted, setSubmitted] = useState(false);
  const errors: ErrorSummaryItem[] = [];
  if (submitted && !values.name) errors.push({ fieldId: 'f-name', message: 'Enter your name' });
  if (submitted && !values.email) errors.push({ fieldId: 'f-email', message: 'Enter your email address' });
  const message = (id: string) => errors.find((e) => e.fieldId === id)?.message;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setSubmitCount((n) => n + 1);
  };
  return (
    <form onSubmit={submit} noValidate>
      <ErrorSummary errors={errors} submitCount={submitCount} labels={title ? { title } : undefined} />
      <TextField
        id="f-name"
        label="Name"
        value={values.name}
        error={message('f-name')}
        onValueChange={(name) => setValues((v) => ({ ...v, name }))}
      />
      <TextField
        id="f-email"
        label="Email"
        type="email"
        value={values.email}
        error={message('f-email')}
        onValueChange={(email) => setValues((v) => ({ ...v, email }))}
      />
      <button type="submit">Send</button>
    </form>
  );
}

describe('ErrorSummary', () => {
  it('shows nothing and leaves the title alone before a submit', () => {
    document.title = 'Contact us';
    render(<Form />);
    expect(screen.queryByRole('group', { name: 'There is a problem' })).not.toBeInTheDocument();
    expect(document.title).toBe('Contact us');
  });

  it('WCAG 3.3.1 2.4.2 a failed submit focuses the summary, one alert names each field, and the title starts with "Error: "', async () => {
    const user = userEvent.setup();
    document.title = 'Contact us';
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const summary = screen.getByRole('group', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    // One announcement: the summary's alert; the fields' own messages are read with each field, not announced.
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent('There is a problem');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Enter your name',
      'Enter your email address',
    ]);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Enter your email address');
    expect(document.title).toBe('Error: Contact us');
  });

  it('a link focuses its field', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(screen.getByRole('link', { name: 'Enter your email address' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    await user.click(screen.getByRole('link', { name: 'Enter your name' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('a solved problem leaves the list; once all are solved the summary goes and the title is restored', async () => {
    const user = userEvent.setup();
    document.title = 'Contact us';
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Enter your email address']);
    expect(document.title).toBe('Error: Contact us');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.org');
    expect(screen.queryByRole('group', { name: 'There is a problem' })).not.toBeInTheDocument();
    expect(document.title).toBe('Contact us');
  });

  it('a second failed submit takes focus again, never prefixing the title twice; labels override the heading', async () => {
    const user = userEvent.setup();
    document.title = 'Contact us';
    render(<Form title="Check these fields" />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(screen.getByRole('link', { name: 'Enter your name' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('group', { name: 'Check these fields' })).toHaveFocus();
    expect(document.title).toBe('Error: Contact us');
  });
});
