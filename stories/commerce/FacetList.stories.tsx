import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatSearchQ, type Facet } from '@shelfmark/api-client/schemas';
import { demoSeed } from '@shelfmark/api-client/testing';
import { FacetList, searchResultsLabels } from '@shelfmark/commerce';
import { facetValueName } from '@shelfmark/commerce/internal';

/**
 * The "Format" facet of a search over the whole demo catalogue, counted like the search answers it
 * (most frequent first, then by name): print, eBook and five non-book media, 7 values in all.
 */
function formatFacet(selected?: string): Facet {
  const counts = new Map<string, number>();
  for (const { mediaType } of demoSeed().products)
    if (mediaType) counts.set(mediaType, (counts.get(mediaType) ?? 0) + 1);
  const values = [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([name, count]) => ({
      name,
      count,
      selected: name === selected,
      query: {
        query: {
          value: formatSearchQ({
            text: '',
            sort: 'relevance',
            filters: name === selected ? [] : [{ code: 'mediaType', value: name }],
          }),
        },
      },
    }));
  return { name: 'Format', code: 'mediaType', priority: 5, values };
}

/**
 * The "Publication Year" facet of a second-brand (Thorndike) search over its large-print titles: 6 years, the
 * most frequent first.
 */
function thorndikeYearFacet(): Facet {
  const counts = new Map<string, number>();
  for (const { brand, publicationDate } of demoSeed().products) {
    if (brand === 'thorndike' && publicationDate)
      counts.set(publicationDate.slice(0, 4), (counts.get(publicationDate.slice(0, 4)) ?? 0) + 1);
  }
  const values = [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([name, count]) => ({
      name,
      count,
      selected: false,
      query: {
        query: {
          value: formatSearchQ({ text: '', sort: 'relevance', filters: [{ code: 'publicationYear', value: name }] }),
        },
      },
    }));
  return { name: 'Publication Year', code: 'publicationYear', priority: 5, values };
}

const allFormats = formatFacet();
const sixth = allFormats.values[5]!.name;
/** The sixth value as the list shows it ('Literature criticism'). */
const sixthShown = facetValueName(sixth);

const meta = {
  title: 'Commerce/FacetList',
  component: FacetList,
  args: { facet: allFormats, onToggle: fn(), text: searchResultsLabels },
} satisfies Meta<typeof FacetList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SRCH-01: 7 values, the first 5 shown with "Show more". */
export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const facet = within(within(canvasElement).getByRole('group', { name: 'Format' }));
    await expect(facet.getAllByRole('checkbox')).toHaveLength(5);
    await expect(facet.queryByRole('checkbox', { name: new RegExp(`^${sixthShown}`) })).not.toBeInTheDocument();
    await expect(facet.getByRole('button', { name: 'Show more' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** SRCH-01: "Show more" shows every value and becomes "Show less"; "Show less" folds them again. */
export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const facet = within(within(canvasElement).getByRole('group', { name: 'Format' }));
    await userEvent.click(facet.getByRole('button', { name: 'Show more' }));
    await expect(facet.getAllByRole('checkbox')).toHaveLength(7);
    await userEvent.click(facet.getByRole('button', { name: 'Show less' }));
    await expect(facet.getAllByRole('checkbox')).toHaveLength(5);
    await userEvent.click(facet.getByRole('button', { name: 'Show more' }));
    await expect(facet.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    await expect(facet.getByRole('checkbox', { name: new RegExp(`^${sixthShown}`) })).toBeVisible();
  },
};

/** SRCH-01: a chosen value beyond the fifth: every value shows from the start, without "Show more". */
export const SelectedBeyondFifth: Story = {
  args: { facet: formatFacet(sixth) },
  play: async ({ canvasElement }) => {
    const facet = within(within(canvasElement).getByRole('group', { name: 'Format' }));
    await expect(facet.getAllByRole('checkbox')).toHaveLength(7);
    await expect(facet.getByRole('checkbox', { name: new RegExp(`^${sixthShown}`) })).toBeChecked();
    await expect(facet.queryByRole('button', { name: /Show (more|less)/ })).not.toBeInTheDocument();
  },
};

/** SRCH-01: ticking a value hands its toggling query to the page. */
export const ToggleValue: Story = {
  play: async ({ args, canvasElement }) => {
    const onToggle = args.onToggle as ReturnType<typeof fn>;
    onToggle.mockClear();
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: /^eBook/ }));
    await expect(onToggle).toHaveBeenCalledWith(':relevance:mediaType:eBook');
  },
};

/** Five values or fewer: no "Show more". */
export const FewValues: Story = {
  args: { facet: { ...allFormats, values: allFormats.values.slice(0, 3) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  },
};

/** A facet without values: its name and an empty list, no "Show more". */
export const Empty: Story = {
  args: { facet: { ...allFormats, values: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Format' })).toBeInTheDocument();
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  },
};

/** SRCH-01 on the second brand: a Thorndike year facet, 5 of its 6 years first, "Show more" for the sixth; a tick hands its query on. */
export const Thorndike: Story = {
  args: { facet: thorndikeYearFacet() },
  parameters: { shelfmark: { site: 'thorndike' } },
  play: async ({ args, canvasElement }) => {
    const onToggle = args.onToggle as ReturnType<typeof fn>;
    onToggle.mockClear();
    const facet = within(within(canvasElement).getByRole('group', { name: 'Publication Year' }));
    await expect(facet.getAllByRole('checkbox')).toHaveLength(5);
    await userEvent.click(facet.getByRole('button', { name: 'Show more' }));
    await expect(facet.getAllByRole('checkbox')).toHaveLength(6);
    await expect(facet.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(facet.getByRole('checkbox', { name: /^2024/ }));
    await expect(onToggle).toHaveBeenCalledWith(':relevance:publicationYear:2024');
  },
};
