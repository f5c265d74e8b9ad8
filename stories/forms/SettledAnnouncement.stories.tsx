import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SettledAnnouncement, TextField } from '@shelfmark/forms';

/**
 * A polite, visually hidden live region that reads a message once it has stopped changing: validation while
 * typing (Fast Order, Price & Availability, quantities) is read once when the typing pauses, never as an alert
 * mid-word. Here an ISBN field checked on every keystroke; the region is the visually hidden status after it.
 */
function IsbnDemo({ delayMs }: { delayMs?: number }) {
  const [value, setValue] = useState('');
  const message = value && !/^[\d-]*$/.test(value) ? 'ISBN input must contain only numbers and dashes' : null;
  return (
    <div>
      <TextField label="ISBN" value={value} error={message ?? undefined} onValueChange={setValue} autoComplete="off" />
      <SettledAnnouncement message={message} delayMs={delayMs} />
    </div>
  );
}

const meta = {
  title: 'Forms/SettledAnnouncement',
  component: SettledAnnouncement,
  args: { message: null },
  render: ({ delayMs }) => <IsbnDemo delayMs={delayMs} />,
} satisfies Meta<typeof SettledAnnouncement>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing wrong: the region is there, empty. */
export const Quiet: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};

/** A message while typing: shown at once under the field, read once the typing pauses. */
export const ReadAfterPause: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'ISBN' }), '978-0a');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('ISBN input must contain only numbers and dashes'),
    );
  },
};
