import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BannerSearch } from '@shelfmark/blocks';
import { headingLevelArgType } from '../argTypes';

const meta = {
  title: 'Blocks/BannerSearch',
  component: BannerSearch,
  argTypes: { headingLevel: headingLevelArgType },
  args: { heading: 'Search the research archive', searchUrl: 'https://archive.example.org/search' },
} satisfies Meta<typeof BannerSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** HDR-02: banner search sends the trimmed text to the external search site. */
const onExternalSearch = fn();
export const BannerSearchSubmits: Story = {
  render: () => (
    <BannerSearch
      heading="Search the research archive"
      searchUrl="https://archive.example.org/search"
      onSearch={onExternalSearch}
    />
  ),
  play: async ({ canvasElement }) => {
    await userEvent.type(
      within(canvasElement).getByRole('searchbox', { name: 'Search the research archive' }),
      '  letters  {Enter}',
    );
    await expect(onExternalSearch).toHaveBeenCalledWith('https://archive.example.org/search?q=letters', 'letters');
  },
};
