import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FUND_CODE_INVALID } from '@shelfmark/api-client';
import { FundCodeField } from '@shelfmark/commerce';
import { phoneStory } from '../phone';

const funds = ['ADULT-NF-2027', 'YA-FIC-2027', 'REF-2027'];
const title = "The Lighthouse Keeper's Almanac";

/** A cart line's fund code (CART-05): the ship-to's funds as suggestions, free text allowed. */
const meta = {
  title: 'Commerce/FundCodeField',
  component: FundCodeField,
  args: { title, value: null, funds, onSave: fn(async () => undefined) },
} satisfies Meta<typeof FundCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: `Fund code for ${title}` });

/** CART-05: no code yet; the field offers the ship-to's funds and saves a typed code, trimmed. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const input = field(canvasElement);
    await expect(
      [...document.getElementById(input.getAttribute('list')!)!.querySelectorAll('option')].map((o) => o.value),
    ).toEqual(funds);
    await userEvent.type(input, ' REF-2027 {Enter}');
    await expect(args.onSave).toHaveBeenCalledWith('REF-2027');
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Fund code saved.');
  },
};

/** CART-05: a line holding a code. */
export const WithCode: Story = {
  args: { value: 'ADULT-NF-2027' },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toHaveValue('ADULT-NF-2027');
  },
};

/** CART-05: a malformed code is named under the field, which is marked invalid; nothing is saved. */
export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const input = field(canvasElement);
    await userEvent.type(input, 'ADULT NF 2027');
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Save the fund code for ${title}` }));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(FUND_CODE_INVALID);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** CART-05: the server refused the code; its message is named under the field. */
export const SaveFailed: Story = {
  args: { value: 'REF-2027', onSave: fn(async () => Promise.reject(new Error('Cart entry not found.'))) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Save the fund code for ${title}` }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'The fund code could not be saved. Cart entry not found.',
    );
  },
};

/** CART-05 on a phone: the field and its button wrap within the width. */
export const OnAPhone: Story = {
  args: { value: 'ADULT-NF-2027' },
  ...phoneStory(async (canvas) => {
    await expect(canvas.getByRole('combobox', { name: `Fund code for ${title}` })).toBeVisible();
  }),
  tags: ['phone'],
};
