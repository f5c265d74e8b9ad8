import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DONT_ASK_ORDERED_BEFORE_KEY, FastOrderForm } from '@shelfmark/commerce';
import { seedWithCart } from './storyData';
import {
  DEMO_UIDS,
  PASTE_GOOD_LINES,
  PASTE_WITH_BAD_LINES,
  STORY_ISBNS,
  UNKNOWN_ISBN,
  stalling,
} from './selfService.storyData';

const meta = {
  title: 'Commerce/FastOrderForm',
  component: FastOrderForm,
  parameters: { shelfmark: { user: DEMO_UIDS.buyer, route: '/fast-order' } },
  // These stories are about the add itself: the buyer chose not to be asked about titles ordered before
  // (OrderedBeforeDialog.stories.tsx shows the question), and nothing is left behind for the next story.
  beforeEach: () => {
    sessionStorage.setItem(DONT_ASK_ORDERED_BEFORE_KEY, '1');
    return () => sessionStorage.removeItem(DONT_ASK_ORDERED_BEFORE_KEY);
  },
} satisfies Meta<typeof FastOrderForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('textbox', { name: 'ISBNs and quantities' });

/** FOE-01: the empty field; Add to cart disabled. */
export const Default: Story = {};

/** FOE-01: the field left empty says so. */
export const EmptyField: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await field(canvasElement));
    await userEvent.tab();
    await expect(within(canvasElement).getByText('Please enter at least one ISBN and quantity.')).toBeVisible();
  },
};

/** FOE-01: pasted lines, two of them bad: each reported by number, and nothing can be sent until they are corrected (spec 001 §5). */
export const BadLines: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await field(canvasElement));
    await userEvent.paste(PASTE_WITH_BAD_LINES);
    await expect(within(canvasElement).getByText('Line 5: the ISBN’s check digit is wrong')).toBeVisible();
    await expect(within(canvasElement).getByText('Line 6: no dash is allowed in the quantity')).toBeVisible();
    await expect(await field(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  },
};

/** FOE-01: 101 lines are refused as a whole. */
export const TooManyLines: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await field(canvasElement));
    await userEvent.paste(Array.from({ length: 101 }, () => `${STORY_ISBNS.almanac}\t1`).join('\n'));
    await expect(within(canvasElement).getByText('You can enter at most 100 lines at a time.')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  },
};

/**
 * FOE-01: the good lines added, listed and taken out of the field; an ISBN the catalogue does not hold refused by the
 * cart and kept. The form then goes to the cart (a host's router; the story's memory router leaves this drawn).
 */
export const Added: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await field(canvasElement));
    await userEvent.paste(`${PASTE_GOOD_LINES}\n${UNKNOWN_ISBN} 2`);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to cart' }));
    await expect(await within(canvasElement).findByText('4 titles were added to your cart.')).toBeVisible();
    await expect(within(canvasElement).getByText(`${UNKNOWN_ISBN}: Product not found.`)).toBeVisible();
    // What went in is listed and left the field; the refused line stays to be corrected.
    await expect(
      within(within(canvasElement).getByRole('list', { name: 'Added to your cart' })).getAllByRole('listitem'),
    ).toHaveLength(4);
    await expect(await field(canvasElement)).toHaveValue(`${UNKNOWN_ISBN} 2`);
  },
};

/** FOE-01: titles whose cart quantity would pass the maximum, listed in the exceeded modal. */
export const Exceeded: Story = {
  parameters: {
    shelfmark: {
      user: DEMO_UIDS.buyer,
      site: { maxProductQuantity: 50 },
      seed: seedWithCart([
        ["The Lighthouse Keeper's Almanac", 48],
        ['An Atlas of Ancient Trade Routes', 50],
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await field(canvasElement));
    await userEvent.paste(`${STORY_ISBNS.almanac}\t5\n${STORY_ISBNS.atlas}\t1\n${STORY_ISBNS.archive}\t1`);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to cart' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Maximum quantity exceeded',
    });
    await expect(dialog).toHaveTextContent(
      `ISBN ${STORY_ISBNS.almanac}: 48 already in your cart, 2 more can be added.`,
    );
    await expect(dialog).toHaveTextContent(`ISBN ${STORY_ISBNS.atlas}: 50 already in your cart, no more can be added.`);
  },
};

/** FOE-01: while the titles are on their way to the cart. */
export const Adding: Story = {
  parameters: { shelfmark: { client: stalling('carts', 'addEntries') } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await field(canvasElement));
    await userEvent.paste(`${STORY_ISBNS.almanac}\t3`);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to cart' }));
    await expect(await within(canvasElement).findByRole('button', { name: 'Adding…' })).toBeDisabled();
  },
};

/** FOE-01: inquiry-only users: the field disabled, no submit or clear. */
export const InquiryOnly: Story = {
  parameters: { shelfmark: { user: DEMO_UIDS.inquiry } },
  play: async ({ canvasElement }) => {
    await expect(await field(canvasElement)).toBeDisabled();
    await expect(within(canvasElement).queryByRole('button', { name: 'Add to cart' })).toBeNull();
  },
};

/** FOE-01: a visitor is asked to sign in. */
export const SignedOut: Story = { parameters: { shelfmark: { user: null } } };

/** FOE-01: the second brand. */
export const Thorndike: Story = { parameters: { shelfmark: { user: DEMO_UIDS.thorndikeBuyer, site: 'thorndike' } } };
