import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { PriceCheckItem } from '@shelfmark/api-client';
import { createMemoryApiClient } from '@shelfmark/api-client/testing';
import { priceAvailabilityLabels, useSession } from '@shelfmark/commerce';
import { PriceResults, type PriceResultsProps } from '../../packages/commerce/src/price-availability/PriceResults';
import { DEMO_UIDS, STORY_ISBNS, UNKNOWN_ISBN, failing } from './selfService.storyData';

/** A price check's answer as the memory twin gives it (the server's rules: invalid ISBNs first, the buyer's prices). */
const checked =
  (rows: [isbn: string, quantity: number][], user: string = DEMO_UIDS.buyer) =>
  async () => {
    const answer = await createMemoryApiClient({ user }).products.checkPrices({
      rows: rows.map(([isbn, quantity]) => ({ isbn, quantity })),
    });
    return { items: answer.items };
  };

/** As PriceAvailability does, the results show once the session is known (the page shows its loading status before). */
function OnceSignedIn(props: PriceResultsProps) {
  const session = useSession();
  return session.isLoading ? null : <PriceResults {...props} />;
}

/**
 * The answer of a price check (PNA-01), as PriceAvailability shows it. Texts: the page's `text`
 * (`priceAvailabilityLabels`, no defaults of its own). Each story's items come from the memory twin through a loader.
 */
const meta = {
  title: 'Commerce/PriceResults',
  component: PriceResults,
  args: { items: [], text: priceAvailabilityLabels, canBuy: true },
  parameters: { shelfmark: { user: DEMO_UIDS.buyer, route: '/price-and-availability' } },
  loaders: [
    checked([
      [STORY_ISBNS.almanac, 3],
      [STORY_ISBNS.notSold, 1],
    ]),
  ],
  render: (args, { loaded }) => <OnceSignedIn {...args} items={(loaded as { items: PriceCheckItem[] }).items} />,
} satisfies Meta<typeof PriceResults>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardOf = (canvasElement: HTMLElement, title: string) =>
  within(canvasElement).findByRole('article', { name: title });

/** PNA-01: prices and stock a title each; the first card takes focus; a title not sold online says so, its Add disabled. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    const almanac = await cardOf(canvasElement, "The Lighthouse Keeper's Almanac");
    await waitFor(() => expect(almanac).toHaveFocus());
    await expect(
      within(almanac).getByRole('button', { name: "Add to cart: The Lighthouse Keeper's Almanac" }),
    ).toBeEnabled();
    const database = await cardOf(canvasElement, 'World History in Context');
    await expect(
      within(database).getByRole('button', { name: 'Add to cart: World History in Context' }),
    ).toHaveAccessibleDescription('This title cannot be ordered online.');
  },
};

/** PNA-01 PDP-03: the international buyer's verdict from the server: no price, Add to cart disabled, contact your rep. */
export const ContactRep: Story = {
  parameters: { shelfmark: { user: DEMO_UIDS.international, route: '/price-and-availability' } },
  loaders: [checked([[STORY_ISBNS.almanac, 2]], DEMO_UIDS.international)],
  play: async ({ canvasElement }) => {
    const almanac = await cardOf(canvasElement, "The Lighthouse Keeper's Almanac");
    await expect(
      within(almanac).getByRole('button', { name: "Add to cart: The Lighthouse Keeper's Almanac" }),
    ).toHaveAccessibleDescription('No price and not sold online for your account: contact your rep.');
  },
};

/** PNA-01: an ISBN the catalogue lacks is listed first, under its heading, and takes focus. */
export const InvalidIsbnFirst: Story = {
  loaders: [
    checked([
      [STORY_ISBNS.maps, 2],
      [UNKNOWN_ISBN, 1],
    ]),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { name: 'Invalid ISBNs' });
    await waitFor(() => expect(heading.parentElement).toHaveFocus());
    await expect(heading.parentElement).toHaveTextContent(`${UNKNOWN_ISBN}: Product not found.`);
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
  },
};

/** PNA-01: the quantity changed through the cart's quantity dialog, opened by the keyboard; the total follows it and focus comes back. */
export const QuantityChanged: Story = {
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement, "The Lighthouse Keeper's Almanac");
    const change = within(card).getByRole('button', { name: "Change quantity: The Lighthouse Keeper's Almanac" });
    change.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Change quantity' });
    const input = within(dialog).getByRole('spinbutton', { name: 'Quantity' });
    await expect(input).toHaveValue(3);
    await userEvent.clear(input);
    await userEvent.type(input, '5{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(change).toHaveFocus());
    await expect(card).toHaveTextContent('Quantity5Quantity available');
  },
};

/** PNA-01: the cart's server failed: the card says the title was not added, in the labels' words (never the answer's own). */
export const AddFailed: Story = {
  parameters: { shelfmark: { client: failing('carts', 'addEntries') } },
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement, "The Lighthouse Keeper's Almanac");
    await userEvent.click(within(card).getByRole('button', { name: "Add to cart: The Lighthouse Keeper's Almanac" }));
    await waitFor(() =>
      expect(within(card).getByRole('status')).toHaveTextContent('Not added: Something went wrong. Please try again.'),
    );
  },
};

/** PNA-01: an inquiry-only user sees prices, with no buying controls. */
export const InquiryOnly: Story = {
  args: { canBuy: false },
  parameters: { shelfmark: { user: DEMO_UIDS.inquiry } },
  loaders: [checked([[STORY_ISBNS.archive, 1]], DEMO_UIDS.inquiry)],
  play: async ({ canvasElement }) => {
    await expect(
      within(await cardOf(canvasElement, 'The Quiet Archive')).queryByRole('button'),
    ).not.toBeInTheDocument();
  },
};
