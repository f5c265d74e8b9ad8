// @shelfmark/blocks/server's PageRenderer, as a React Server Components host renders it: by a streaming renderer
// in a module graph where no one called preloadBlocks. The page's HTML holds its blocks' content, no loading note
// and no script that swaps one in (a strict CSP blocks it, and without JavaScript it never runs). CMS-01, CMS-03.
import { createElement } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  contentRegistry,
  lazyBlock,
  preloadBlocks,
  type ContentRegistry,
  type LazyBlock,
  type RenderablePage,
} from '@shelfmark/blocks';
import { PageRenderer } from '@shelfmark/blocks/server';

const page: RenderablePage = {
  components: [
    {
      id: 'intro',
      type: 'Rich Text',
      checked: true,
      document: { content: { value: '<p>We keep the data we need to ship your orders.</p>' } },
    },
    {
      id: 'faq',
      type: 'Accordion List',
      checked: true,
      document: {
        title: 'Questions',
        items: [
          { title: 'What we store', expand: true, content: { value: '<p>Your name and your orders.</p>' } },
          { title: 'Cookies', content: { value: '<p>One session cookie while you are signed in.</p>' } },
        ],
      },
    },
  ],
};

/**
 * The two blocks behind code that has not loaded in this module graph yet (each call: fresh, whatever ran before),
 * arriving when `arrived` resolves.
 */
function freshRegistry(arrived: () => Promise<void>): ContentRegistry {
  const fresh = (type: 'Rich Text' | 'Accordion List') => {
    const block = contentRegistry[type]!.component as LazyBlock;
    return {
      component: lazyBlock(() =>
        block
          .preload()
          .then(arrived)
          .then(() => block),
      ),
    };
  };
  return { 'Rich Text': fresh('Rich Text'), 'Accordion List': fresh('Accordion List') };
}

/** A later turn of the event loop, as a chunk read from disk arrives. */
const nextTurn = () => new Promise<void>((done) => setImmediate(done));

/**
 * The whole HTML a streaming server sends, in order (what a browser without JavaScript shows from), of the element in
 * a page's `<main>`. `written` resolves once the first bytes have gone out.
 */
function stream(render: (written: Promise<void>) => ReturnType<typeof createElement>): Promise<string> {
  let wrote!: () => void;
  const written = new Promise<void>((done) => (wrote = done));
  return new Promise((done, fail) => {
    let html = '';
    const sink = new Writable({
      write(chunk, _encoding, next) {
        html += String(chunk);
        wrote();
        next();
      },
    });
    sink.on('finish', () => done(html));
    const { pipe } = renderToPipeableStream(createElement('main', null, render(written)), {
      onShellReady: () => pipe(sink),
      onShellError: fail,
    });
  });
}

describe('@shelfmark/blocks/server PageRenderer', () => {
  it('streams the rich text and the accordion, its collapsed item included, with no loading note and no script', async () => {
    const html = await stream(() => createElement(PageRenderer, { page, registry: freshRegistry(nextTurn) }));
    expect(html).toContain('We keep the data we need to ship your orders.');
    expect(html).toContain('What we store');
    expect(html).toContain('Your name and your orders.');
    expect(html).toContain('One session cookie while you are signed in.');
    expect(html).not.toMatch(/Loading/);
    expect(html).not.toContain('<script');
  });

  it("the client entry's PageRenderer sends a loading note for a block whose code arrives after the first bytes, and a script to swap it", async () => {
    const { PageRenderer: ClientPageRenderer } = await import('@shelfmark/blocks');
    const html = await stream((written) =>
      createElement(ClientPageRenderer, { page, registry: freshRegistry(() => written) }),
    );
    expect(html).toContain('Loading Rich Text');
    expect(html).toContain('<div hidden id="S:');
    expect(html).toContain('<script');
    expect(html).toContain('One session cookie while you are signed in.');
  });

  it('renders the same content by renderToString once preloadBlocks has loaded the blocks', async () => {
    const registry = freshRegistry(nextTurn);
    await preloadBlocks(page, registry);
    const html = renderToString(createElement(PageRenderer, { page, registry }));
    expect(html).toContain('We keep the data we need to ship your orders.');
    expect(html).toContain('One session cookie while you are signed in.');
    expect(html).not.toMatch(/Loading/);
  });
});
