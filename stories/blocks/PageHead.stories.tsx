import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { PageHead, type PageHeadProps } from '@shelfmark/blocks';

/** What a visitor sees of the head: the tab's title and a search result's snippet, read back from <head>. */
function HeadPreview() {
  const [head, setHead] = useState({ title: '', description: '', robots: '', canonical: '' });
  useEffect(() => {
    const read = () =>
      setHead({
        title: document.title,
        description: document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
        robots: document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '',
        canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
      });
    read();
    const observer = new MutationObserver(read);
    observer.observe(document.head, { childList: true, subtree: true, attributes: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  return (
    <figure
      aria-label="Search result preview"
      style={{
        maxWidth: 600,
        margin: 0,
        padding: 16,
        border: '1px solid #ccc',
        borderRadius: 4,
        fontFamily: 'sans-serif',
      }}
    >
      <p style={{ margin: 0, fontSize: 14 }} data-testid="canonical">
        {head.canonical.replace(/^https?:\/\/[^/]+/, 'https://www.example.com') || '—'}
      </p>
      <p style={{ margin: '4px 0', fontSize: 20, color: '#1a0dab' }} data-testid="title">
        {head.title}
      </p>
      <p style={{ margin: 0, fontSize: 14 }} data-testid="description">
        {head.description || '—'}
      </p>
      {head.robots ? (
        <p style={{ margin: '8px 0 0', fontSize: 14 }} data-testid="robots">
          robots: {head.robots}
        </p>
      ) : null}
    </figure>
  );
}

const meta = {
  title: 'Blocks/PageHead',
  component: PageHead,
  args: {
    siteName: 'Shelfmark',
    scrollToHash: false,
    meta: {
      title: 'Large print',
      description: 'Comfortable reading for every age: large-print titles for libraries.',
      keywords: 'large print, libraries',
      canonical: '/large-print',
      openGraph: { image: '/images/covers/9781432850012.svg', imageSize: 'small' },
      analytics: { pageType: 'landing' },
    },
  },
  render: (args: PageHeadProps) => (
    <>
      <PageHead {...args} />
      <HeadPreview />
    </>
  ),
} satisfies Meta<typeof PageHead>;

export default meta;
type Story = StoryObj<typeof meta>;

const head = (selector: string) => document.head.querySelector(selector);

/** HEAD-01: title "{title} | {site}", description, keywords, absolute canonical, open-graph tags (small image 400 wide), analytics meta. */
export const FullMeta: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(document.title).toBe('Large print | Shelfmark'));
    await waitFor(() => expect(canvas.getByTestId('title')).toHaveTextContent('Large print | Shelfmark'));
    await expect(head('link[rel="canonical"]')).toHaveAttribute('href', `${window.location.origin}/large-print`);
    await expect(head('meta[property="og:image:width"]')).toHaveAttribute('content', '400');
    await expect(head('meta[name="analytics:pageType"]')).toHaveAttribute('content', 'landing');
    await expect(head('meta[name="robots"]')).toBeNull();
  },
};

/** HEAD-01: a page kept out of search engines: robots "noindex, nofollow". */
export const NoIndex: Story = {
  args: { meta: { title: 'Order confirmation', robots: { noindex: true, nofollow: true } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(head('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow'));
    await waitFor(() =>
      expect(within(canvasElement).getByTestId('robots')).toHaveTextContent('robots: noindex, nofollow'),
    );
    await expect(document.title).toBe('Order confirmation | Shelfmark');
  },
};

/** HEAD-01: the site's own name as the title is not repeated; no description, no open graph. */
export const TitleOnly: Story = {
  args: { meta: { title: 'Shelfmark' } },
  play: async () => {
    await waitFor(() => expect(document.title).toBe('Shelfmark'));
    await expect(head('meta[name="description"]')).toBeNull();
    await expect(head('meta[property="og:title"]')).toBeNull();
  },
};
