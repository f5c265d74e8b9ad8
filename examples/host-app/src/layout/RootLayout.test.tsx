import { configure, getConfig, screen, waitFor } from '@testing-library/react';
import { DEMO_UIDS, demoSeed } from '@shelfmark/api-client/testing';
import { renderApp } from '../app/renderApp';

// Pages are lazy chunks: the first visit to each transforms its module graph.
const defaultTimeout = getConfig().asyncUtilTimeout;
beforeAll(() => configure({ asyncUtilTimeout: 15_000 }));
afterAll(() => configure({ asyncUtilTimeout: defaultTimeout }));

const head = (selector: string, attribute: string) => document.head.querySelector(selector)?.getAttribute(attribute);

describe('the layout around a page', () => {
  it("HDR-02 after choosing a facet, the header's search box shows the text searched, not the facet query", async () => {
    renderApp('/search?q=history%3Arelevance%3ApublicationYear%3A2011&page=1');
    await screen.findByText(/results? for “history”/);
    const boxes = screen.getAllByRole('searchbox', { name: 'Search' });
    expect(boxes.length).toBeGreaterThan(0);
    for (const box of boxes) expect(box).toHaveValue('history');
  });

  it("HEAD-01 a product page's head names the product: og:title its title, og:description and description its description, a canonical link to its own address", async () => {
    const almanac = demoSeed().products.find((p) => p.fullTitle === "The Lighthouse Keeper's Almanac")!;
    renderApp(`/products/${almanac.isbn13}`);
    expect(await screen.findByRole('heading', { level: 1, name: almanac.fullTitle })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${almanac.fullTitle} | Shelfmark`));
    expect(head('meta[property="og:title"]', 'content')).toBe(`${almanac.fullTitle} | Shelfmark`);
    expect(head('meta[property="og:description"]', 'content')).toBe(almanac.description);
    expect(head('meta[name="description"]', 'content')).toBe(almanac.description);
    const own = `${window.location.origin}/products/${almanac.isbn13}`;
    expect(head('link[rel="canonical"]', 'href')).toBe(own);
    expect(head('meta[property="og:url"]', 'content')).toBe(own);
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
  });

  it('a change of page moves focus to the new h1 and the polite route announcer, there from the first render, says the new title', async () => {
    const { user } = renderApp('/', { user: DEMO_UIDS.buyer });
    const announcer = document.querySelector('[data-route-announcer]');
    expect(announcer).toHaveAttribute('aria-live', 'polite');
    expect(announcer).toBeEmptyDOMElement();
    await user.click(await screen.findByRole('link', { name: /^Cart, \d+ items?$/ }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Cart' });
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() => expect(document.title).toBe('Cart | Shelfmark'));
    await waitFor(() => expect(announcer).toHaveTextContent('Cart | Shelfmark'));
    expect(document.querySelector('[data-route-announcer]')).toBe(announcer);
  });
});
