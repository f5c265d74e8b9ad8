import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, userEvent, within } from 'storybook/test';
import type { FormField } from '@shelfmark/api-client';
import { configurableFormLabels, defaultFormValues, type ConfigurableFormValues } from '@shelfmark/forms';
import { libraryContactForm } from '../../packages/forms/src/configurable-form/configurableForm.fixtures';
import { FormFieldControl } from '../../packages/forms/src/configurable-form/FormFieldControl';

const settings = libraryContactForm();
const fields = settings.pageBeans.flatMap((page) => page.fieldBeans);
const fieldNamed = (name: string) => fields.find((field) => field.fieldName === name)!;

/** The field in a form of its own, as the configurable form holds it; `error` stands for a server's fieldError. */
function FieldInAForm({
  field,
  error,
  disabled,
}: {
  field: FormField;
  error?: string | undefined;
  disabled?: boolean | undefined;
}) {
  const form = useForm<ConfigurableFormValues>({
    defaultValues: defaultFormValues(settings),
    errors: error ? { [field.fieldName]: { type: 'server', message: error } } : undefined,
  });
  return (
    <form className="sm-configurable-form" noValidate aria-label="Write to us">
      <FormFieldControl field={field} form={form} text={configurableFormLabels} disabled={disabled} />
    </form>
  );
}

/**
 * One field of the configurable form (FORM-01), drawn by its CMS type: text, date, text area, drop-down, radio group,
 * checkbox group or single checkbox. The form passes its react-hook-form state and its labels (`configurableFormLabels`).
 */
const meta = {
  title: 'Forms/FormFieldControl',
  component: FormFieldControl,
  args: { field: fieldNamed('email'), text: configurableFormLabels } as never,
  render: (args: { field: FormField; disabled?: boolean; error?: string }) => (
    <FieldInAForm field={args.field} disabled={args.disabled} error={args.error} />
  ),
} satisfies Meta<typeof FormFieldControl>;

export default meta;
type Story = StoryObj<{ field: FormField; disabled?: boolean; error?: string }>;

/** FORM-01: a required text field with the editor's hint, read after its label; typing goes in. */
export const TextWithHint: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: /Email/ });
    await expect(box).toBeRequired();
    await expect(box).toHaveAccessibleDescription('We answer within two working days.');
    await userEvent.type(box, 'branch@library.example.org');
    await expect(box).toHaveValue('branch@library.example.org');
  },
};

/** FORM-01: a drop-down: "Choose…" first, then the editor's display values. */
export const Dropdown: Story = {
  args: { field: fieldNamed('topic') },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: /Topic/ });
    await expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Choose…',
      'Orders',
      'Something else',
    ]);
    await userEvent.selectOptions(select, 'Something else');
    await expect(select).toHaveValue('other');
  },
};

/** FORM-01: a radio group under its legend; one choice at a time. */
export const RadioGroup: Story = {
  args: { field: fieldNamed('customerType') },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'I am' });
    await userEvent.click(within(group).getByRole('radio', { name: 'A school' }));
    await expect(within(group).getByRole('radio', { name: 'A school' })).toBeChecked();
    await expect(within(group).getByRole('radio', { name: 'A library' })).not.toBeChecked();
  },
};

/** FORM-01: a checkbox group: several ticks at once. */
export const CheckboxGroup: Story = {
  args: { field: fieldNamed('interests') },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'News about' });
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Large print' }));
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Databases' }));
    await expect(within(group).getAllByRole('checkbox', { checked: true })).toHaveLength(2);
  },
};

/** FORM-02: a single required checkbox with the server's error on it: shown and tied to the box (the form's error summary announces it). */
export const SingleCheckboxWithError: Story = {
  args: { field: fieldNamed('consent'), error: 'I agree to be contacted is required' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: /I agree to be contacted/ });
    await expect(canvas.getByText('I agree to be contacted is required')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(box).toBeInvalid();
    await expect(box).toHaveAccessibleDescription('I agree to be contacted is required');
  },
};

/** FORM-01: a type the kit does not know: a note naming it, instead of a field. */
export const UnknownType: Story = {
  args: { field: { type: 'SIGNATURE', fieldName: 'signature', label: 'Signature' } as unknown as FormField },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent('SIGNATURE is not defined');
  },
};
