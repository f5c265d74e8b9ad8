import { describe, expect, it } from 'vitest';
import { checkPageComponents, contentBlockSchemas, type ContentComponent } from './content';

/**
 * CMS-01: the server parses every placed block document with its block's schema, so the browser's blocks
 * render the page it answered without zod. A checked document is exactly what the block's own parse would give.
 */
describe('checkPageComponents', () => {
  it('CMS-01 marks a document that passes its block\u2019s schema checked and answers its parsed form (defaults filled)', () => {
    const [banner] = checkPageComponents([{ id: 'b', type: 'Hero Banner', document: { heading: 'Spring titles' } }]);
    expect(banner).toEqual({
      id: 'b',
      type: 'Hero Banner',
      checked: true,
      document: contentBlockSchemas['Hero Banner'].parse({ heading: 'Spring titles' }),
    });
    expect(banner!.document).toMatchObject({ buttons: [], headingLevel: 2 });
  });

  it('CMS-01 gives a document that fails its schema the problem the block shows, and keeps its content', () => {
    const [bad] = checkPageComponents([{ id: 'b', type: 'Accordion List', document: { items: [] } }]);
    expect(bad).toEqual({
      id: 'b',
      type: 'Accordion List',
      document: { items: [] },
      problem: 'items needs at least one item',
    });
    expect(bad!.checked).toBeUndefined();
  });

  it('CMS-01 does not believe a stored document\u2019s own claim: checked or problem is worked out again', () => {
    const stored = [
      { id: 'a', type: 'Hero Banner', document: { heading: 42 }, checked: true },
      { id: 'b', type: 'Page Heading', document: { title: 'Fine' }, problem: 'made up' },
      { id: 'c', type: 'Cart', checked: true },
    ] as ContentComponent[];
    const [a, b, c] = checkPageComponents(stored);
    expect([a!.checked, a!.problem]).toEqual([undefined, expect.stringMatching(/^heading /)]);
    expect([b!.checked, b!.problem]).toEqual([true, undefined]);
    expect(c).toEqual({ id: 'c', type: 'Cart' });
  });

  it('CMS-01 leaves widgets, unknown names and missing documents unmarked, for the page renderer to place or explain', () => {
    const placed: ContentComponent[] = [
      { id: 'w', type: 'Cart' },
      { id: 'u', type: 'Countdown Timer', document: { at: 'soon' } },
      { id: 'n', type: 'Rich Text', document: null },
    ];
    expect(checkPageComponents(placed)).toEqual(placed);
  });

  it('CMS-01 checks nested components: a container\u2019s, and those an accordion item\u2019s document places', () => {
    const [column] = checkPageComponents([
      {
        id: 'col',
        type: 'Column Section',
        document: {},
        components: [
          {
            id: 'acc',
            type: 'Accordion List',
            document: {
              items: [
                {
                  title: 'Q',
                  components: [
                    { id: 'rt', type: 'Rich Text', document: { content: { value: '<p>A</p>' } } },
                    { id: 'bad', type: 'Page Heading', document: {} },
                  ],
                },
              ],
            },
          },
        ],
      },
    ]);
    expect(column!.checked).toBe(true);
    const accordion = column!.components![0]!;
    expect(accordion.checked).toBe(true);
    const [inner, bad] = (accordion.document as { items: { components: ContentComponent[] }[] }).items[0]!.components;
    expect(inner).toMatchObject({ id: 'rt', checked: true });
    expect(bad).toMatchObject({ id: 'bad', problem: expect.stringMatching(/^title /) });
  });
});
