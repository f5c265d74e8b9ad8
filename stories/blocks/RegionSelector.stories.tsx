import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RegionSelector } from '../../packages/blocks/src/header/RegionSelector';

const regions = [
  { code: 'US', label: 'United States' },
  { code: 'CA', label: 'Canada' },
  { code: 'UK', label: 'United Kingdom' },
];

/**
 * The header's region selector (HDR-03): shown with two regions or more, named by the region selected, and calling
 * `onRegionChange` with the chosen region's code.
 */
const meta = {
  title: 'Blocks/RegionSelector',
  component: RegionSelector,
  args: { regions, region: 'US', onRegionChange: fn() },
  // As in the header's secondary bar, whose colours it takes.
  decorators: [
    (Story) => (
      <div className="sm-header">
        <div className="sm-header__bar sm-header__bar--secondary">
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof RegionSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three regions, the United States selected: the select is named after it. */
export const ThreeRegions: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Region: United States' })).toHaveDisplayValue(
      'United States',
    );
  },
};

/** Choosing Canada reports its code. */
export const Changed: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.selectOptions(
      within(canvasElement).getByRole('combobox', { name: 'Region: United States' }),
      'Canada',
    );
    await expect(args.onRegionChange).toHaveBeenCalledWith('CA');
  },
};

/** The menu configuration's name for it (the CMS's `regionSelectorAriaLabel`), on the second brand. */
export const SecondBrandConfiguredName: Story = {
  args: { region: 'CA', label: 'Choose your region ({selectedRegion})' },
  parameters: { shelfmark: { site: 'thorndike' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Choose your region (Canada)' })).toBeVisible();
  },
};

/** One region: nothing to choose, so no selector. */
export const OneRegion: Story = {
  args: { regions: regions.slice(0, 1) },
  parameters: { caption: 'With one region the selector is not shown.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('combobox')).toBeNull();
  },
};
