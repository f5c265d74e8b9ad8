import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  ErrorSummary,
  TextField,
  type ErrorSummaryItem,
  type ErrorSummaryLabels,
  type LabelOverrides,
} from '@shelfmark/forms';

/**
 * The error summary above a form, the GOV.UK pattern: after a failed submit it takes focus and lists each
 * problem as a link to its field, with messages that name the field; "Error: " starts the document title
 * while it shows.
 */
function ContactForm({ labels }: { labels?: LabelOverrides<ErrorSummaryLabels> }) {
  const [values, setValues] = useState({ name: '', email: '' });
  const [submitCount, setSubmitCount] = useState(0);
  const errors: ErrorSummaryItem[] = [];
  if (submitCount > 0 && !values.name) errors.push({ fieldId: 'story-name', message: 'Enter your full name' });
  if (submitCount > 0 && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email))
    errors.push({ fieldId: 'story-email', message: values.email ? 'Enter a valid email address' : 'Enter your email' });
  const message = (id: string) => errors.find((e) => e.fieldId === id)?.message;
  return (
    <form
      noValidate
      aria-label="Contact details"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        setSubmitCount((n) => n + 1);
      }}
    >
      <ErrorSummary errors={errors} submitCount={submitCount} labels={labels} />
      <TextField
        id="story-name"
        label="Full name"
        autoComplete="name"
        value={values.name}
        error={message('story-name')}
        onValueChange={(name) => setValues((v) => ({ ...v, name }))}
      />
      <TextField
        id="story-email"
        label="Email"
        type="email"
        autoComplete="email"
        value={values.email}
        error={message('story-email')}
        onValueChange={(email) => setValues((v) => ({ ...v, email }))}
      />
      <button type="submit" className="sm-button sm-button--primary">
        Send
      </button>
    </form>
  );
}

const meta = {
  title: 'Forms/ErrorSummary',
  component: ErrorSummary,
  args: { errors: [], submitCount: 0 },
  render: ({ labels }) => <ContactForm labels={labels} />,
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before a submit: no summary. */
export const BeforeSubmit: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('group', { name: 'There is a problem' })).toBeNull();
  },
};

/** A failed submit: the summary takes focus and lists both problems; the title starts with "Error: ". */
export const Problems: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const summary = await canvas.findByRole('group', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getAllByRole('link')).toHaveLength(2);
    await expect(document.title.startsWith('Error: ')).toBe(true);
  },
};

/** A link followed: its field has focus, its message read with it. */
export const LinkFollowed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await userEvent.click(await canvas.findByRole('link', { name: 'Enter your email' }));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Enter your email');
  },
};

/** One problem solved since the submit: only the other is left. */
export const OneLeft: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Full name' }), 'Ada Lovelace');
    const summary = canvas.getByRole('group', { name: 'There is a problem' });
    await expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Enter your email']);
  },
};

/** Editor texts: another heading. */
export const Relabelled: Story = {
  args: { labels: { title: 'Please check these fields' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByRole('group', { name: 'Please check these fields' })).toBeInTheDocument();
  },
};
