import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { DONT_ASK_ORDERED_BEFORE_KEY, FastOrderForm, OrderedBeforeDialog } from '@shelfmark/commerce';
import { DEMO_ORDERED_TITLE, DEMO_UIDS } from '@shelfmark/api-client/testing';
import { expectNoSidewaysScroll } from '../phone';

const meta = {
  title: 'Commerce/OrderedBeforeDialog',
  component: OrderedBeforeDialog,
  args: {
    titles: [{ isbn13: DEMO_ORDERED_TITLE.isbn13, orderNumber: '5000079', orderDate: '2026-03-14' }],
    titleOf: () => DEMO_ORDERED_TITLE.title,
    onAnswer: fn(),
  },
} satisfies Meta<typeof OrderedBeforeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before adding a title the ship-to ordered before: Add anyway or Skip, and "don't ask again this session". */
export const OneTitle: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Ordered before' });
    await expect(dialog).toHaveTextContent('Kinesiology in Practice — ordered 03/14/2026 · order 5000079');
  },
};

/** The second brand's tokens. */
export const OneTitleThorndike: Story = { parameters: { shelfmark: { site: 'thorndike' } }, play: OneTitle.play };

/** Several titles at once (a paste or a bulk add), named by ISBN when the screen knows no title. */
export const SeveralTitles: Story = {
  args: {
    titleOf: undefined,
    titles: [
      { isbn13: DEMO_ORDERED_TITLE.isbn13, orderNumber: '5000079', orderDate: '2026-03-14' },
      { isbn13: '9780000000002', orderNumber: '5000012', orderDate: '2025-11-02' },
    ],
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Ordered before' });
    await expect(dialog).toHaveTextContent('2 titles were already ordered for this ship-to:');
  },
};

/** Add anyway, with "don't ask again" ticked: the answer carries both. */
export const AddAnywayDontAskAgain: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Ordered before' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Don’t ask again this session' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add anyway' }));
    await expect(args.onAnswer).toHaveBeenCalledWith('add', true);
  },
  tags: ['no-visual'],
};

/** FOE-01 on a 360 px phone: the fast-order buyer pastes the title their ship-to ordered and is asked before it is added. */
export const InFastOrderOnAPhone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  parameters: { shelfmark: { user: DEMO_UIDS.orders, route: '/fast-order' } },
  beforeEach: () => {
    sessionStorage.removeItem(DONT_ASK_ORDERED_BEFORE_KEY);
  },
  render: () => <FastOrderForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('textbox', { name: 'ISBNs and quantities' }));
    await userEvent.paste(`${DEMO_ORDERED_TITLE.isbn13} 2`);
    await expect(await canvas.findByText(`Ordered 03/14/2026 · order ${DEMO_ORDERED_TITLE.orderNumber}`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(await screen.findByRole('dialog', { name: 'Ordered before' })).toBeVisible();
    await expectNoSidewaysScroll();
  },
  tags: ['phone'],
};
