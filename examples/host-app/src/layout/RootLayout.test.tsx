import { configure, getConfig, screen } from '@testing-library/react';
import { renderApp } from '../app/renderApp';

// Pages are lazy chunks: the first visit to each transforms its module graph.
const defaultTimeout = getConfig().asyncUtilTimeout;
beforeAll(() => configure({ asyncUtilTimeout: 15_000 }));
afterAll(() => configure({ asyncUtilTimeout: defaultTimeout }));

describe('the layout around a page', () => {
  it("HDR-02 after choosing a facet, the header's search box shows the text searched, not the facet query", async () => {
    renderApp('/search?q=history%3Arelevance%3ApublicationYear%3A2011&page=1');
    await screen.findByText(/results? for “history”/);
    const boxes = screen.getAllByRole('searchbox', { name: 'Search' });
    expect(boxes.length).toBeGreaterThan(0);
    for (const box of boxes) expect(box).toHaveValue('history');
  });
});
