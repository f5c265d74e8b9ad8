import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PriceAvailability } from '@shelfmark/commerce';
import { phoneStory } from '../phone';
import { DEMO_UIDS, STORY_ISBNS, UNKNOWN_ISBN } from './selfService.storyData';

/** PriceAvailability on a phone; its other states are in PriceAvailability.stories.tsx. */
const meta = {
  title: 'Commerce/PriceAvailability',
  tags: ['!autodocs'],
  component: PriceAvailability,
  parameters: { shelfmark: { user: DEMO_UIDS.buyer, route: '/price-and-availability' } },
} satisfies Meta<typeof PriceAvailability>;

export default meta;
type Story = StoryObj<typeof meta>;

/** PNA-01 at 390 px: the two options one under the other, then the results as cards. */
export const ResultsOnAPhone: Story = {
  ...phoneStory(async (canvas) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'ISBN, row 1' }), STORY_ISBNS.maps);
    await userEvent.type(canvas.getByRole('textbox', { name: 'ISBN, row 2' }), UNKNOWN_ISBN);
    await userEvent.click(
      within(canvas.getByRole('form', { name: 'Option 2 - Search Individually' })).getByRole('button', {
        name: 'CHECK PRICES',
      }),
    );
    await expect(await canvas.findByRole('heading', { name: 'Invalid ISBNs' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
  }),
  tags: ['phone'],
};
