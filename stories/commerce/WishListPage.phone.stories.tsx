import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { WishListPage } from '@shelfmark/commerce';
import { phoneStory } from '../phone';
import { DEMO_UIDS } from './storyData';

/** WishListPage on a phone; its other states are in WishListPage.stories.tsx. */
const meta = {
  title: 'Commerce/WishListPage',
  tags: ['!autodocs'],
  component: WishListPage,
  args: { toastDurationMs: 600_000 },
  parameters: { shelfmark: { user: DEMO_UIDS.buyer, route: '/wishlist' } },
} satisfies Meta<typeof WishListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** WISH-01 at 390 px: a list opened, each entry a block (select, title, ISBN, quantity and price labelled). */
export const OpenedOnAPhone: Story = {
  ...phoneStory(async (canvas) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Spring Reading List' }));
    const table = await canvas.findByRole('table');
    await expect(within(table).getAllByRole('checkbox')[0]).toBeVisible();
  }),
  tags: ['phone'],
};
