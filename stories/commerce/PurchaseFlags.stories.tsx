import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PurchaseFlags, SearchResults } from '@shelfmark/commerce';
import { DEMO_ORDERED_TITLE, DEMO_UIDS } from '@shelfmark/api-client/testing';
import { expectNoSidewaysScroll } from '../phone';

const ordered = { orderNumber: '5000004', orderDate: '2025-03-14' };

const meta = {
  title: 'Commerce/PurchaseFlags',
  component: PurchaseFlags,
  args: {
    flag: {
      isbn13: DEMO_ORDERED_TITLE.isbn13,
      lastOrder: ordered,
      cartQuantity: 3,
      wishLists: [{ code: 'WL-1', name: 'Spring 2027' }],
    },
  },
} satisfies Meta<typeof PurchaseFlags>;

export default meta;
type Story = StoryObj<typeof meta>;

const flagTexts = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Already ordered, in cart or on a list' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

/** Ordered before, in the cart and on a list: the three flags of one title. */
export const AllThree: Story = {
  play: async ({ canvasElement }) => {
    await expect(flagTexts(canvasElement)).toEqual([
      'Ordered 03/14/2025 · order 5000004',
      'In your cart (3)',
      'On list Spring 2027',
    ]);
  },
};

/** The second brand's tokens. */
export const AllThreeThorndike: Story = {
  parameters: { shelfmark: { site: 'thorndike' } },
  play: AllThree.play,
};

/** Only ordered before. */
export const OrderedOnly: Story = {
  args: { flag: { isbn13: DEMO_ORDERED_TITLE.isbn13, lastOrder: ordered, cartQuantity: 0, wishLists: [] } },
};

/** On two wish lists, named together. */
export const OnTwoLists: Story = {
  args: {
    flag: {
      isbn13: DEMO_ORDERED_TITLE.isbn13,
      lastOrder: null,
      cartQuantity: 0,
      wishLists: [
        { code: 'WL-1', name: 'Spring 2027' },
        { code: 'WL-2', name: 'Teen graphic novels' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(flagTexts(canvasElement)).toEqual(['On lists Spring 2027, Teen graphic novels']);
  },
};

/** No flag: a title neither ordered, in the cart nor on a list, and every title for a visitor. */
export const WithoutFlag: Story = {
  args: { flag: undefined },
  parameters: { caption: 'Empty on purpose: nothing to flag, so nothing is shown.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

/** SRCH-01: the search card of the title the fast-order buyer's ship-to ordered: flag, ISBN-13 and availability. */
export const OnASearchCard: Story = {
  parameters: { shelfmark: { user: DEMO_UIDS.orders, route: '/search?q=Kinesiology' } },
  render: () => <SearchResults q="Kinesiology" onChange={() => undefined} showExport={false} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(`Ordered 03/14/2026 · order ${DEMO_ORDERED_TITLE.orderNumber}`)).toBeVisible();
    await expect(canvas.getByText(DEMO_ORDERED_TITLE.isbn13)).toBeVisible();
  },
};

/** SRCH-01: the same card for a visitor: the ISBN-13 and availability, no flag. */
export const OnASearchCardForAVisitor: Story = {
  parameters: { shelfmark: { user: null, route: '/search?q=Kinesiology' } },
  render: OnASearchCard.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(DEMO_ORDERED_TITLE.isbn13)).toBeVisible();
    await expect(canvas.queryByText(/^Ordered /)).toBeNull();
  },
};

/** SRCH-01 on a 360 px phone: the flag wraps inside the card, nothing scrolls sideways. */
export const OnASearchCardOnAPhone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  parameters: { shelfmark: { user: DEMO_UIDS.orders, route: '/search?q=Kinesiology' } },
  render: OnASearchCard.render,
  play: async (context) => {
    await OnASearchCard.play!(context);
    await expectNoSidewaysScroll();
  },
  tags: ['phone'],
};
