import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SearchSort } from '@shelfmark/api-client';
import { SearchResults, type SearchResultsProps } from '@shelfmark/commerce';
import { ShelfmarkSiteProvider, useSiteConfig, type ShelfmarkLinkProps } from '@shelfmark/forms/site';

function StoryLink({ href, ...rest }: ShelfmarkLinkProps) {
  return <RouterLink to={href} {...rest} />;
}

/** The story's site with the router's Link, as a host app wires it, so the widget's links move the story's router. */
function RouterLinks({ children }: { children: ReactNode }) {
  const config = useSiteConfig();
  const navigate = useNavigate();
  return (
    <ShelfmarkSiteProvider config={config} navigate={(to) => void navigate(to)} linkComponent={StoryLink}>
      {children}
    </ShelfmarkSiteProvider>
  );
}

/** A server component's page: the address's parameters as props and no callback. */
function AddressPage() {
  const [params] = useSearchParams();
  return (
    <SearchResults
      q={params.get('q') ?? ''}
      page={Number(params.get('page') ?? 1)}
      pageSize={Number(params.get('pageSize') ?? 10)}
      sort={(params.get('sort') ?? 'relevance') as SearchSort}
    />
  );
}

/** SearchResults without `onChange` (a server component's page): its controls are links and a form; the other states are in SearchResults.stories.tsx. */
const meta = {
  title: 'Commerce/SearchResults',
  tags: ['!autodocs'],
  component: SearchResults,
  render: () => (
    <RouterLinks>
      <AddressPage />
    </RouterLinks>
  ),
  args: { q: '' } satisfies SearchResultsProps,
} satisfies Meta<typeof SearchResults>;

export default meta;
type Story = StoryObj<typeof meta>;

const search = (q: string, page = 1) =>
  `/search?${new URLSearchParams({ q, page: String(page), pageSize: '10', sort: 'relevance' }).toString()}`;

/** SRCH-01 without onChange: the pager and the filters are links to the next state's address; a click follows it. */
export const WithoutOnChange: Story = {
  name: 'Without onChange',
  parameters: { shelfmark: { route: search('') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page2 = await canvas.findByRole('link', { name: 'Page 2' });
    await expect(page2).toHaveAttribute('href', search('', 2));
    await userEvent.click(page2);
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page'));
  },
};

/** SRCH-01 without onChange: a format chosen by its link, shown checked, with its chip link. */
export const WithoutOnChangeFiltered: Story = {
  name: 'Without onChange Filtered',
  parameters: { shelfmark: { route: search('') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const formats = await canvas.findByRole('group', { name: 'Format' });
    await userEvent.click(within(formats).getByRole('checkbox', { name: /^eBook/ }));
    await expect(await canvas.findByRole('link', { name: /Remove filter Format: eBook/ })).toBeInTheDocument();
    await expect(
      within(canvas.getByRole('group', { name: 'Format' })).getByRole('checkbox', { name: /^eBook/ }),
    ).toBeChecked();
  },
};

/** SRCH-01 without onChange: "Did you mean history?" links to that search. */
export const WithoutOnChangeDidYouMean: Story = {
  name: 'Without onChange Did You Mean',
  parameters: { shelfmark: { route: search('histroy') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'history' })).toHaveAttribute('href', search('history'));
  },
};
