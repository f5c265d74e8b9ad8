import type { Meta, StoryObj } from '@storybook/react-vite';
import { BrManageContentButton, BrPage } from '@bloomreach/react-sdk';
import type { Configuration, PageModel } from '@bloomreach/spa-sdk';
import { expect, within } from 'storybook/test';
import { bloomreachMapping } from '@shelfmark/blocks/bloomreach';
import recorded from '../../packages/blocks/src/bloomreach/pageModel.fixture.json';

/** The SDK is handed the recorded page model, so it fetches nothing: its client only has to exist. */
const configuration: Configuration = {
  path: '/help',
  httpClient: () => Promise.reject(new Error('the story gives the page model; nothing is fetched')),
};
const mapping = bloomreachMapping({ manageContentButton: BrManageContentButton });

const meta = {
  title: 'Blocks/BloomreachPage',
  component: BrPage,
  tags: ['!autodocs'],
  args: { configuration, mapping, page: recorded as unknown as PageModel },
} satisfies Meta<typeof BrPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * CMS-01 CMS-02: a recorded Experience Manager page (preview channel) rendered with `bloomreachMapping()`: our Page
 * Heading and Rich Text read their documents from the SDK's model; the item without its document and the type
 * this kit lacks show their placeholders.
 */
export const RecordedPreviewPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'How to order' })).toBeVisible();
    await expect(canvas.getAllByRole('note').map((note) => note.textContent)).toEqual([
      'Missing Single Button document',
      'Document Carousel is not defined.',
    ]);
  },
};
