import { screen } from '@testing-library/react';
import { renderInAct } from '../../../../test/render';
import { BrManageContentButton, BrPage } from '@bloomreach/react-sdk';
import type { Configuration, PageModel } from '@bloomreach/spa-sdk';
import { describe, expect, it, vi } from 'vitest';
import { mergeRegistries, contentRegistry } from '../registry/contentRegistry';
import { bloomreachMapping } from './bloomreachMapping';
import recorded from './pageModel.fixture.json';

/**
 * A Page Model API 1.0 answer of the Experience Manager for /help, as the preview channel sends it: a root
 * component, the 'main' container (hst.vbox) and five container items — a Page Heading and a Rich Text with
 * their documents, a Single Button with none, a Carousel (no such block here) and a hidden Page Heading.
 */
const previewModel = recorded as unknown as PageModel;
const liveModel = { ...recorded, meta: { ...recorded.meta, preview: false } } as unknown as PageModel;

// The page model is given, so the SDK fetches nothing: the client only has to exist.
const configuration: Configuration = {
  path: '/help',
  httpClient: () => Promise.reject(new Error('the test gives the page model; nothing is fetched')),
};

// As blocks/README.md shows: the React SDK's manage content button is handed in (the SDK is not a peer of ours).
const mapping = bloomreachMapping({ manageContentButton: BrManageContentButton });

/** The HTML comments the SDK puts in the page for the Experience Manager, parsed. */
function metaComments(container: HTMLElement): Record<string, string>[] {
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_COMMENT);
  const found: Record<string, string>[] = [];
  while (walker.nextNode()) {
    const text = (walker.currentNode as Comment).data.trim();
    try {
      found.push(JSON.parse(text) as Record<string, string>);
    } catch {
      // not one of the SDK's comments
    }
  }
  return found;
}

describe('bloomreachMapping in BrPage (CMS-01, CMS-02)', () => {
  it('CMS-01 renders the recorded page with our blocks, each reading its document from the SDK’s model', async () => {
    await renderInAct(<BrPage configuration={configuration} page={liveModel} mapping={mapping} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'How to order' })).toBeInTheDocument();
    expect(screen.getByText('Purchase orders, standing orders and tracking, step by step.')).toBeInTheDocument();
    expect((await screen.findByText('purchase order')).tagName).toBe('STRONG');
    // The rich text went through our sanitiser: the handler and the script are gone.
    expect(document.querySelector('[onclick], script')).toBeNull();
    expect(screen.getByText(/Orders ship within/)).toHaveTextContent('Orders ship within 5 days.');
  });

  it("CMS-02 in preview an item without its document says 'Missing {component} document'; an unknown type 'Document {type} is not defined.'", async () => {
    await renderInAct(<BrPage configuration={configuration} page={previewModel} mapping={mapping} />);
    await screen.findByRole('heading', { level: 1, name: 'How to order' });
    expect(screen.getAllByRole('note').map((note) => note.textContent)).toEqual([
      'Missing Single Button document',
      'Document Carousel is not defined.',
    ]);
  });

  it('CMS-02 live, visitors see no placeholder; each problem is logged once', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderInAct(<BrPage configuration={configuration} page={liveModel} mapping={mapping} />);
    await screen.findByRole('heading', { level: 1, name: 'How to order' });
    expect(screen.queryByRole('note')).toBeNull();
    const problems = logged.mock.calls
      .map((call) => String(call[0]))
      .filter((line) => line.startsWith('Shelfmark content:'));
    expect(problems).toEqual([
      expect.stringContaining('Missing Single Button document'),
      expect.stringContaining('Document Carousel is not defined.'),
    ]);
    logged.mockRestore();
  });

  it('CMS-01 an item the editor hid renders nothing', async () => {
    await renderInAct(<BrPage configuration={configuration} page={liveModel} mapping={mapping} />);
    await screen.findByRole('heading', { level: 1, name: 'How to order' });
    expect(screen.queryByText('Spring sale (hidden by the editor)')).toBeNull();
  });

  it('CMS-01 outside preview there are no manage buttons and none of our edit buttons', async () => {
    const { container } = await renderInAct(
      <BrPage configuration={configuration} page={liveModel} mapping={mapping} />,
    );
    await screen.findByRole('heading', { level: 1, name: 'How to order' });
    expect(metaComments(container).filter((meta) => meta['HST-Type'] === 'MANAGE_CONTENT_LINK')).toEqual([]);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("CMS-01 in preview each block carries the SDK's manage content button: its document's, or one that creates it", async () => {
    const { container } = await renderInAct(
      <BrPage configuration={configuration} page={previewModel} mapping={mapping} />,
    );
    await screen.findByRole('heading', { level: 1, name: 'How to order' });
    const buttons = metaComments(container).filter((meta) => meta['HST-Type'] === 'MANAGE_CONTENT_LINK');
    expect(buttons).toEqual([
      expect.objectContaining({
        uuid: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
        parameterName: 'document',
        documentTemplateQuery: 'new-page-heading-document',
      }),
      expect.objectContaining({
        uuid: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e',
        documentTemplateQuery: 'new-rich-text-document',
      }),
      expect.objectContaining({
        parameterName: 'document',
        parameterValueIsRelativePath: 'true',
        documentTemplateQuery: 'new-single-button-document',
      }),
      expect.objectContaining({
        uuid: 'c3d4e5f6-a7b8-4c9d-8e0f-2a3b4c5d6e7f',
        documentTemplateQuery: 'new-carousel-document',
      }),
    ]);
    // The SDK's own markers of the items are there for the editor too, the hidden one's included (to show it again).
    expect(metaComments(container).filter((meta) => meta['HST-Type'] === 'CONTAINER_ITEM_COMPONENT')).toHaveLength(5);
    // Ours stay off: the Experience Manager draws the edit buttons.
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
  });

  it('CMS-01 a merged registry reaches the page: a name the host registers renders its component', async () => {
    function Carousel() {
      return <p>The host’s carousel</p>;
    }
    const withCarousel = bloomreachMapping({
      registry: mergeRegistries(contentRegistry, { Carousel: { component: Carousel } }),
    });
    await renderInAct(<BrPage configuration={configuration} page={previewModel} mapping={withCarousel} />);
    expect(await screen.findByText('The host’s carousel')).toBeInTheDocument();
    expect(screen.getAllByRole('note').map((note) => note.textContent)).toEqual(['Missing Single Button document']);
  });
});
