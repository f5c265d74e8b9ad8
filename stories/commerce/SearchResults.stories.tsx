import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SearchResults, type SearchParams, type SearchResultsProps } from '@shelfmark/commerce';
import { failingClient, stalledClient } from './storyData';

/** The host app's part: the address bar's parameters kept in state. */
function SearchPage(props: SearchResultsProps) {
  const [params, setParams] = useState<Required<SearchParams>>({
    q: props.q,
    page: props.page ?? 1,
    pageSize: props.pageSize ?? 10,
    sort: props.sort ?? 'relevance',
  });
  return (
    <SearchResults
      {...props}
      {...params}
      onChange={(next) => {
        props.onChange?.(next);
        setParams(next);
      }}
    />
  );
}

const meta = {
  title: 'Commerce/SearchResults',
  component: SearchResults,
  render: (args) => <SearchPage {...args} />,
  args: { q: 'library', page: 1, pageSize: 10, sort: 'relevance', onChange: () => {} },
} satisfies Meta<typeof SearchResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** SRCH-01: the whole catalogue, paged, with facets longer than 5 options. */
export const ManyResults: Story = {
  args: { q: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const years = await canvas.findByRole('group', { name: 'Publication Year' });
    await userEvent.click(within(years).getByRole('button', { name: 'Show more' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page'));
  },
};

/** SRCH-01: a facet value chosen. */
export const Filtered: Story = {
  args: { q: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      within(await canvas.findByRole('group', { name: 'Format' })).getByRole('checkbox', { name: /^eBook/ }),
    );
    await expect(await canvas.findByRole('button', { name: /Remove filter Format: eBook/ })).toBeInTheDocument();
  },
};

/** SRCH-01: two values of one facet ticked (eBook or print, shown 'Print'), each with its chip; the other facets counted over both. */
export const SeveralValuesOfOneFacet: Story = {
  args: { q: ':relevance:mediaType:eBook:mediaType:print' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const formats = await canvas.findByRole('group', { name: 'Format' });
    await expect(within(formats).getByRole('checkbox', { name: /^eBook/ })).toBeChecked();
    await expect(within(formats).getByRole('checkbox', { name: /^Print/ })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Remove filter Format: eBook' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Remove filter Format: Print' })).toBeInTheDocument();
  },
};

export const NoResults: Story = {
  args: { q: 'zzzz-no-such-title' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No records found')).toBeInTheDocument();
  },
};

/** SRCH-01: a page past the last one keeps the true count, says so and offers the last page. */
export const PageOutOfRange: Story = {
  args: { q: '', page: 999 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Go to the last page' })).toBeInTheDocument();
    await expect(canvas.queryByText('No records found')).not.toBeInTheDocument();
  },
};

/** SRCH-01: a text of symbols only finds nothing. */
export const SymbolsOnly: Story = {
  args: { q: '%' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No records found')).toBeInTheDocument();
  },
};

/** SRCH-01: a mistyped word finds the history titles and offers "Did you mean history?". */
export const DidYouMean: Story = {
  args: { q: 'histroy' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'history' })).toBeInTheDocument();
    await expect(canvas.getByRole('list', { name: 'Results' })).toBeInTheDocument();
  },
};

export const SecondBrand: Story = {
  args: { q: 'large print' },
  parameters: { shelfmark: { site: 'thorndike' } },
};

/** SRCH-01: the skip link moves focus to the first result. */
export const SkipToResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Results' });
    await userEvent.click(canvas.getByRole('link', { name: 'Skip to results' }));
    await expect(within(canvas.getByRole('list', { name: 'Results' })).getAllByRole('link')[0]).toHaveFocus();
  },
};

export const Loading: Story = {
  parameters: { shelfmark: { client: stalledClient('products', 'search', null) } },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: { shelfmark: { client: failingClient('products', 'search', 'Search is not answering.', null) } },
};
