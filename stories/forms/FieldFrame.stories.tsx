import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { describedBy, FieldFrame, useFieldIds, type FieldFrameProps } from '@shelfmark/forms';

/**
 * FieldFrame is the label / hint / error frame of the package's fields, for building new ones: here a
 * textarea of access codes (the way the Access Code Checker builds its field), named, described and
 * marked invalid through `useFieldIds` and `describedBy`.
 */
function CodesField({ label, description, error, required, hideLabel }: Omit<FieldFrameProps, 'ids' | 'children'>) {
  const ids = useFieldIds();
  const [value, setValue] = useState('');
  return (
    <FieldFrame
      ids={ids}
      label={label}
      description={description}
      error={error}
      required={required}
      hideLabel={hideLabel}
    >
      <textarea
        id={ids.inputId}
        className="sm-field__input"
        rows={3}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, Boolean(description), Boolean(error))}
      />
    </FieldFrame>
  );
}

const meta = {
  title: 'Forms/FieldFrame',
  component: FieldFrame,
  args: {
    label: 'Access codes',
    ids: { inputId: 'unused', descriptionId: 'unused-d', errorId: 'unused-e' },
    children: null,
  },
  render: ({ ids: _ids, children: _children, ...args }) => <CodesField {...args} />,
} satisfies Meta<typeof FieldFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, name: RegExp | string = /Access codes/) =>
  within(canvasElement).getByRole('textbox', { name });

/** A labelled field: typing goes into the control the label names. */
export const Labelled: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), 'SMK-7F3Q-92LA');
    await expect(field(canvasElement)).toHaveValue('SMK-7F3Q-92LA');
  },
};

/** ACC-01: required, with a hint read after the label; the asterisk is not read. */
export const RequiredWithHint: Story = {
  args: { required: true, description: 'One code per line, up to 50.' },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, 'Access codes')).toBeRequired();
    await expect(field(canvasElement, 'Access codes')).toHaveAccessibleDescription('One code per line, up to 50.');
  },
};

/** ACC-01: an error shown, tied to the control, which is marked invalid; read with the control, not as an alert. */
export const WithError: Story = {
  args: { required: true, description: 'One code per line, up to 50.', error: 'Enter at least one access code.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Enter at least one access code.')).toBeVisible();
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    await expect(field(canvasElement, 'Access codes')).toBeInvalid();
    await expect(field(canvasElement, 'Access codes')).toHaveAccessibleDescription(
      'One code per line, up to 50. Enter at least one access code.',
    );
  },
};

/** A visually hidden label still names the control. */
export const HiddenLabel: Story = {
  args: { hideLabel: true },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, 'Access codes')).toBeVisible();
    await expect(within(canvasElement).getByText('Access codes')).toHaveClass('sm-visually-hidden');
  },
};
