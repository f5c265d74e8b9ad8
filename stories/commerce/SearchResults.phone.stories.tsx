import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, within } from 'storybook/test';
import { SearchResults, type SearchParams, type SearchResultsProps } from '@shelfmark/commerce';
import { phoneStory } from '../phone';

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

/** SearchResults on a phone (spec 001 §2 "drawer on mobile"); its other states are in SearchResults.stories.tsx. */
const meta = {
  title: 'Commerce/SearchResults',
  tags: ['!autodocs'],
  component: SearchResults,
  render: (args) => <SearchPage {...args} />,
  args: { q: 'library', page: 1, pageSize: 10, sort: 'relevance', onChange: () => {} },
} satisfies Meta<typeof SearchResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SRCH-01 at 390 px: Filters, sort and items per page above the results; the first result on the first screen. */
export const OnAPhone: Story = {
  ...phoneStory(async (canvas) => {
    const results = await canvas.findByRole('list', { name: 'Results' });
    await expect(canvas.getByRole('button', { name: 'Filters' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Format' })).not.toBeInTheDocument();
    await expect(within(results).getAllByRole('listitem')[0]!.getBoundingClientRect().top).toBeLessThan(
      window.innerHeight,
    );
  }),
  tags: ['phone'],
};

/** SRCH-01 at 390 px: the filters drawer with a format picked; the button counts it. */
export const FiltersOnAPhone: Story = {
  ...phoneStory(async (canvas) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(within(drawer).getByRole('group', { name: 'Format' })).getAllByRole('checkbox')[0]!);
    await expect(await within(drawer).findByRole('list', { name: 'Selected filters' })).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: 'Clear' })).toBeEnabled();
  }),
  tags: ['phone'],
};

/** SRCH-01 at 390 px: two formats ticked at once in the drawer, each removable by its chip. */
export const SeveralValuesOnAPhone: Story = {
  args: { q: ':relevance:mediaType:eBook:mediaType:print' },
  ...phoneStory(async (canvas) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Filters 2 active' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    const formats = within(drawer).getByRole('group', { name: 'Format' });
    await expect(within(formats).getByRole('checkbox', { name: /^eBook/ })).toBeChecked();
    await expect(within(formats).getByRole('checkbox', { name: /^Print/ })).toBeChecked();
    await expect(within(drawer).getByRole('button', { name: 'Remove filter Format: Print' })).toBeVisible();
  }),
  tags: ['phone'],
};
