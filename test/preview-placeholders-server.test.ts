import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageRenderer, type RenderablePage } from '@shelfmark/blocks';

/**
 * CMS-02 on the server: a page rendered with react-dom/server shows visitors nothing for a missing
 * document or an unknown block and logs each problem once; in preview the placeholders and their edit buttons are
 * in the HTML.
 */
const page: RenderablePage = {
  components: [
    { id: 'gone', type: 'Rich Text', document: null },
    { id: 'countdown', type: 'Countdown Timer', document: {}, params: { edit: { page: '/', component: 'countdown' } } },
  ],
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('CMS-02 placeholders rendered on the server', () => {
  it("a visitor's HTML holds no placeholder, and the server logs each problem once", () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const html = renderToString(createElement(PageRenderer, { page }));
    expect(html).not.toMatch(/Missing Rich Text document|is not defined|sm-content-placeholder/);
    expect(logged.mock.calls.map(([line]) => String(line))).toEqual([
      'Shelfmark content: Missing Rich Text document (component "gone"); visitors see nothing in its place.',
      'Shelfmark content: Document Countdown Timer is not defined. (component "countdown"); visitors see nothing in its place.',
    ]);
  });

  it("an editor's preview HTML holds both placeholders, each with its edit link to the CMS", () => {
    const html = renderToString(
      createElement(PageRenderer, {
        page: { ...page, preview: true },
        editUrlTemplate: 'https://cms.example/{page}/{component}',
      }),
    );
    expect(html).toContain('Missing Rich Text document');
    expect(html).toContain('Document Countdown Timer is not defined.');
    expect(html).toContain('href="https://cms.example/%2F/countdown"');
  });
});
