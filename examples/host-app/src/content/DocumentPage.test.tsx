import { configure, getConfig, screen, waitFor, within } from '@testing-library/react';
import type { PageDocument } from '@shelfmark/api-client';
import { DEMO_UIDS } from '@shelfmark/api-client/testing';
import { ROUTE_COMPONENTS } from '@shelfmark/server/testing';
import { renderApp, storefrontSeed } from '../app/renderApp';
import { ROUTE_SLOT_TYPES } from './routeSlots';

// Pages and blocks are lazy chunks: the first visit to each transforms its module graph.
const defaultTimeout = getConfig().asyncUtilTimeout;
beforeAll(() => configure({ asyncUtilTimeout: 15_000 }));
afterAll(() => configure({ asyncUtilTimeout: defaultTimeout }));

const metaContent = (name: string) => document.head.querySelector(`meta[name="${name}"]`)?.getAttribute('content');

/** The storefront seed with one page document replaced or added. */
function seedWith(page: PageDocument) {
  const seed = storefrontSeed('shelfmark');
  return { ...seed, pages: [...(seed.pages ?? []).filter((p) => p.path !== page.path), page] };
}

describe('pages rendered from their documents', () => {
  it('CMS-01 every commerce editor name the server seeds is a slot for the route element here', () => {
    expect(ROUTE_SLOT_TYPES).toEqual(expect.arrayContaining(Object.values(ROUTE_COMPONENTS)));
  });

  it('CMS-01 HEAD-01 the home page renders its document: hero, covers and cards, with its head', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Shelfmark' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Browse the catalogue' })).toHaveAttribute('href', '/search?q=');
    expect(await screen.findByRole('heading', { name: 'Tools for buyers' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Home | Shelfmark'));
    expect(metaContent('description')).toBe('Shelfmark: books and research databases for libraries and schools.');
    expect(metaContent('keywords')).toContain('ISBN ordering');
  });

  it('CMS-01 a help page with no route of its own renders from its document', async () => {
    renderApp('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'What we store' })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(document.title).toBe('Privacy | Shelfmark'));
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
  });

  it("CMS-01 a commerce page shows the route's own page where its document places the widget, keeping the route's title", async () => {
    renderApp('/cart', { user: DEMO_UIDS.buyer });
    expect(await screen.findByRole('heading', { level: 1, name: /cart/i })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Cart | Shelfmark'));
    await waitFor(() => expect(metaContent('robots')).toBe('noindex, nofollow'));
  });

  it("HEAD-01 a commerce page keeps its document's canonical, open-graph and analytics tags under the route's one <title>", async () => {
    renderApp('/cart', {
      user: DEMO_UIDS.buyer,
      seed: seedWith({
        path: '/cart',
        preview: false,
        reducedHeaderFooter: false,
        meta: {
          title: 'Your cart',
          description: 'Your cart.',
          canonical: '/cart',
          robots: { noindex: true, nofollow: true },
          openGraph: { title: 'Cart | Shelfmark', description: 'Your cart.', type: 'website', imageSize: 'large' },
          analytics: { pageType: 'cart' },
        },
        components: [{ id: 'cart-widget', type: 'Cart' }],
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: /cart/i })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Cart | Shelfmark'));
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/cart`,
    );
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute('content', 'Cart | Shelfmark');
    expect(document.head.querySelector('meta[property="og:url"]')).toHaveAttribute(
      'content',
      `${window.location.origin}/cart`,
    );
    expect(metaContent('analytics:pageType')).toBe('cart');
    expect(metaContent('description')).toBe('Your cart.');
    expect(metaContent('robots')).toBe('noindex, nofollow');
  });

  it('HEAD-01 navigating to a commerce page, the document always has one <title>: while its document and code load too', async () => {
    renderApp('/privacy', {
      user: DEMO_UIDS.buyer,
      seed: seedWith({
        path: '/cart',
        preview: false,
        reducedHeaderFooter: false,
        meta: { title: 'Your cart', description: 'Your cart.', robots: { noindex: true, nofollow: true } },
        components: [{ id: 'cart-widget', type: 'Cart' }],
      }),
    });
    await waitFor(() => expect(document.title).toBe('Privacy | Shelfmark'));
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      const titles = [...document.head.querySelectorAll('title')].map((title) => title.textContent ?? '');
      const entry = titles.length === 1 ? titles[0]! : `${titles.length} titles`;
      if (seen.at(-1) !== entry) seen.push(entry);
    });
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    try {
      (await screen.findByRole('link', { name: /^Cart, \d+ items?$/ })).click();
      expect(await screen.findByRole('heading', { level: 1, name: /cart/i })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe('Cart | Shelfmark'));
    } finally {
      observer.disconnect();
    }
    expect(
      seen.filter((entry) => / titles$/.test(entry)),
      `moments without exactly one <title> in ${JSON.stringify(seen)}`,
    ).toEqual([]);
    expect(seen.at(-1)).toBe('Cart | Shelfmark');
  });

  it("a route with no document shows its own page alone; an address with neither is 'Page not found'", async () => {
    const seed = storefrontSeed('shelfmark');
    renderApp('/fast-order', { seed: { ...seed, pages: (seed.pages ?? []).filter((p) => p.path !== '/fast-order') } });
    expect(await screen.findByRole('heading', { level: 1, name: /fast order/i })).toBeInTheDocument();
  });

  it('HDR-01 FTR-01 header and footer menus come from the CMS; a reduced page hides them', async () => {
    const { unmount } = renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms');
    expect(await within(footer).findByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(
      await within(screen.getByRole('banner')).findAllByRole('link', { name: 'Price & Availability' }),
    ).not.toHaveLength(0);
    unmount();
    renderApp('/checkout', { user: DEMO_UIDS.buyer });
    const reduced = await screen.findByRole('contentinfo');
    await waitFor(() => expect(reduced).toHaveAttribute('data-reduced', 'true'));
    expect(within(reduced).queryByRole('link', { name: 'Contact us' })).not.toBeInTheDocument();
  });

  it('CMS-01 an editor in preview sees the preview bar and an edit button on every block, and the note says which one is edited', async () => {
    const { user } = renderApp('/', { user: DEMO_UIDS.staff, preview: true });
    const bar = await screen.findByRole('region', { name: 'Preview mode' });
    expect(within(bar).getByRole('link', { name: 'Exit preview' })).toHaveAttribute(
      'href',
      '/api/content/preview/exit?return=%2F',
    );
    const edit = await screen.findByRole('button', { name: 'Edit Hero Banner' });
    expect(screen.getByRole('button', { name: 'Edit Covers List' })).toBeInTheDocument();
    await user.click(edit);
    expect(await screen.findByText('Preview: Hero Banner (home-hero) is edited in the CMS.')).toBeInTheDocument();
  });

  it('CMS-01 preview is kept across client-side navigation: the next page has the bar, its Exit returns there, and edit buttons', async () => {
    const { user } = renderApp('/', { user: DEMO_UIDS.staff, preview: true });
    await screen.findByRole('region', { name: 'Preview mode' });
    await user.click(await within(await screen.findByRole('contentinfo')).findByRole('link', { name: 'Terms of Use' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/terms'));
    expect(await screen.findByRole('button', { name: 'Edit Page Heading' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Rich Text' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Preview mode' })).getByRole('link', { name: 'Exit preview' }),
    ).toHaveAttribute('href', '/api/content/preview/exit?return=%2Fterms');
  });

  it("CMS-01 with the site's CMS edit URL template each edit button opens the component in the CMS in a new tab", async () => {
    renderApp('/', {
      user: DEMO_UIDS.staff,
      preview: true,
      site: { cms: { editUrlTemplate: 'https://cms.example/editor?component={component}&type={type}' } },
    });
    const edit = await screen.findByRole('link', { name: 'Edit Hero Banner (opens in a new tab)' });
    expect(edit).toHaveAttribute('href', 'https://cms.example/editor?component=home-hero&type=Hero%20Banner');
    expect(edit).toHaveAttribute('target', '_blank');
  });

  it('CMS-01 a visitor or a buyer whose browser carries the preview cookie sees the published page: no bar, no edit buttons, no preview note', async () => {
    for (const user of [null, DEMO_UIDS.buyer]) {
      const { unmount } = renderApp('/', { user, preview: true });
      expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Shelfmark' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Preview mode' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
      expect(screen.queryByText(/^Preview:/)).not.toBeInTheDocument();
      unmount();
    }
  });

  it("CONF-01 the confirmation page's content block shows the order number from the query in place of 'ordernumber'", async () => {
    // An order of the buyer's history (the demo's first web order): a made-up number is not quoted (below).
    renderApp('/order-confirmation?ordernumber=WEB4100001', { user: DEMO_UIDS.buyer });
    const note = await screen.findByText(/when you contact customer service/);
    expect(note).toHaveTextContent('Quote order WEB4100001 when you contact customer service about it.');
    expect(note).not.toHaveTextContent(/ordernumber/i);
  });

  it('CONF-01 a made-up order number is not quoted back beside "Order not found": the content block asking to quote it is left out', async () => {
    renderApp('/order-confirmation?ordernumber=FAKE-123', { user: DEMO_UIDS.buyer });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    expect(screen.queryByText(/Quote order/)).not.toBeInTheDocument();
    expect(screen.queryByText(/FAKE-123 when you contact/)).not.toBeInTheDocument();
  });

  const withUnknownBlock = () =>
    seedWith({
      path: '/terms',
      preview: false,
      reducedHeaderFooter: false,
      meta: { title: 'Terms of Use' },
      components: [
        { id: 'new', type: 'Countdown Timer', document: { until: '2026-12-15' } },
        { id: 'heading', type: 'Page Heading', document: { title: 'Terms of Use', level: 1 } },
      ],
    });

  it("CMS-02 in preview an unknown block type shows 'Document {type} is not defined.' with its edit button, and the rest of the page renders", async () => {
    renderApp('/terms', { user: DEMO_UIDS.staff, preview: true, seed: withUnknownBlock() });
    expect(await screen.findByText('Document Countdown Timer is not defined.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Countdown Timer' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Use' })).toBeInTheDocument();
  });

  it('CMS-02 a visitor sees nothing of an unknown block, the rest of the page renders, and the problem is logged once', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/terms', { seed: withUnknownBlock() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Use' })).toBeInTheDocument();
    expect(screen.queryByText('Document Countdown Timer is not defined.')).not.toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(
      logged.mock.calls.filter(([line]) => String(line).includes('Document Countdown Timer is not defined.')),
    ).toHaveLength(1);
    logged.mockRestore();
  });

  it('FORM-01 the contact page renders its form from the document; the conditional field follows the topic', async () => {
    const { user } = renderApp('/contact');
    const form = await screen.findByRole('form', { name: 'Send us a message' });
    expect(within(form).queryByRole('textbox', { name: /Order number/ })).not.toBeInTheDocument();
    await user.selectOptions(within(form).getByRole('combobox', { name: /Topic/ }), 'orders');
    expect(await within(form).findByRole('textbox', { name: /Order number/ })).toBeInTheDocument();
    expect(within(form).getByRole('checkbox', { name: "I'm not a robot" })).toBeInTheDocument();
  });
});
