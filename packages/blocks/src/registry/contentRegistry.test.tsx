import { act, screen, waitFor } from '@testing-library/react';
import { contentBlockSchemas } from '@shelfmark/api-client/schemas';
import { demoBlockDocuments } from '@shelfmark/api-client/testing';
import { renderWithProviders } from '../../../../test/render';
import { contentRegistry } from './contentRegistry';
import { PageRenderer } from './PageRenderer';

const names = Object.keys(contentRegistry);

describe('contentRegistry', () => {
  it('CMS-01 registers every content block of spec 002 §2 under its editor name, each with a document schema', () => {
    expect(names).toEqual(
      expect.arrayContaining([
        'Hero Banner',
        'Banner With Video',
        'Banner Search',
        'Alert Banner',
        'Alert Promo',
        'Single Button',
        'Page Heading',
        'Rich Text',
        'Accordion List',
        'Tabs',
        'Column Section',
        'Column List',
        'Media Gallery',
        'Video Gallery',
        'Two Column Video',
        'Promo Grid',
        'Covers List',
        'Image Row',
        'Fifty Fifty Cards',
        'Call To Action Grid',
        'Content Cards',
        'Product Cards',
        'Promo Catalogue Cards',
        'Product Files',
        'Block Quote',
        'EventList',
        'Standing Order Plans',
        'Form',
      ]),
    );
    expect(names.filter((name) => !Object.hasOwn(contentBlockSchemas, name))).toEqual([]);
  });

  it('CMS-01 every registered block has a demo document for the generated Storybook catalogue', () => {
    expect(names.filter((name) => !Object.hasOwn(demoBlockDocuments, name))).toEqual([]);
  });

  it.each(names)('CMS-01 the demo document of %s is valid and renders without a placeholder', async (name) => {
    const demo = demoBlockDocuments[name]!;
    expect(contentBlockSchemas[name as keyof typeof contentBlockSchemas].safeParse(demo.document).success).toBe(true);
    // With the host app's providers: the Form block sends through the injected API client. In an awaited act, as
    // renderInAct (test/render.tsx): the block may suspend on its schema in its first render.
    let container!: HTMLElement;
    await act(async () => {
      ({ container } = renderWithProviders(
        <PageRenderer
          page={{ components: [{ id: 'demo', type: name, document: demo.document, components: demo.components }] }}
        />,
      ));
    });
    // The lazy block's loading note is gone (a block may hold a status region of its own, like the form's).
    await waitFor(() => expect(screen.queryByText(`Loading ${name}…`)).not.toBeInTheDocument());
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(container.textContent?.trim() || container.querySelector('img')).toBeTruthy();
  });
});
