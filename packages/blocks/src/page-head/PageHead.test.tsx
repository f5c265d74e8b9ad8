import { act, render } from '@testing-library/react';
import { PageHead } from './PageHead';

const head = (selector: string) => document.head.querySelector(selector);

describe('PageHead', () => {
  it('HEAD-01 sets title, description, keywords, canonical, robots, open-graph tags and analytics meta in the head', () => {
    render(
      <PageHead
        siteName="Shelfmark"
        origin="https://shop.example.org"
        meta={{
          title: 'Large print',
          description: 'Books in 16-point type.',
          keywords: 'large print, books',
          canonical: '/large-print',
          robots: { noindex: true, nofollow: true },
          openGraph: { title: 'Large print titles', image: '/images/covers/9780000000002.svg', imageSize: 'small' },
          analytics: { pageType: 'category', section: 'books' },
        }}
      />,
    );
    expect(document.title).toBe('Large print | Shelfmark');
    expect(head('meta[name="description"]')).toHaveAttribute('content', 'Books in 16-point type.');
    expect(head('meta[name="keywords"]')).toHaveAttribute('content', 'large print, books');
    expect(head('link[rel="canonical"]')).toHaveAttribute('href', 'https://shop.example.org/large-print');
    expect(head('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    expect(head('meta[property="og:title"]')).toHaveAttribute('content', 'Large print titles');
    expect(head('meta[property="og:description"]')).toHaveAttribute('content', 'Books in 16-point type.');
    expect(head('meta[property="og:image"]')).toHaveAttribute(
      'content',
      'https://shop.example.org/images/covers/9780000000002.svg',
    );
    expect(head('meta[property="og:image:width"]')).toHaveAttribute('content', '400');
    expect(head('meta[name="analytics:pageType"]')).toHaveAttribute('content', 'category');
    expect(head('meta[name="analytics:section"]')).toHaveAttribute('content', 'books');
  });

  it('HEAD-01 an indexable page has no robots tag; a large open-graph image is 1200 wide; tags go with the page', () => {
    const { unmount } = render(
      <PageHead origin="https://shop.example.org" meta={{ title: 'Home', openGraph: { image: '/og.png' } }} />,
    );
    expect(document.title).toBe('Home');
    expect(head('meta[name="robots"]')).toBeNull();
    expect(head('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
    unmount();
    expect(head('meta[property="og:image"]')).toBeNull();
  });

  it('HEAD-01 a hash change scrolls to the anchored element', async () => {
    const target = document.createElement('section');
    target.id = 'returns';
    target.scrollIntoView = vi.fn();
    document.body.appendChild(target);
    render(<PageHead meta={{ title: 'Help' }} />);
    await act(async () => {
      window.location.hash = '#returns';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
      await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    });
    expect(target.scrollIntoView).toHaveBeenCalled();
    target.remove();
    window.location.hash = '';
  });
});
