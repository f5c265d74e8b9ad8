import { describe, expect, it } from 'vitest';
import { formInputType, isAutocompleteValue } from './autocomplete';
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

  it('FORM-01 a Form document takes autocomplete and input type; a bad value is the problem the block shows, never a crash', () => {
    const form = (field: Record<string, unknown>) => ({
      formId: 'contact',
      pageBeans: [{ fieldBeans: [{ type: 'TEXT_FIELD', fieldName: 'email', label: 'Email', ...field }] }],
    });
    const [good, badPurpose, badType] = checkPageComponents([
      { id: 'g', type: 'Form', document: form({ autocomplete: 'work email', inputType: 'email' }) },
      { id: 'p', type: 'Form', document: form({ autocomplete: 'e-mail' }) },
      { id: 't', type: 'Form', document: form({ inputType: 'password' }) },
    ]);
    expect(good!.checked).toBe(true);
    expect(good!.problem).toBeUndefined();
    expect(badPurpose!.problem).toBe(
      "pageBeans.0.fieldBeans.0.autocomplete must be an HTML autocomplete value, such as 'email', 'given-name', 'work tel' or 'off'",
    );
    expect(badType!.problem).toBe('pageBeans.0.fieldBeans.0.inputType must be one of text, email, tel, url, number');
  });
});

describe('isAutocompleteValue', () => {
  it.each([
    ['email', true],
    ['off', true],
    ['given-name', true],
    ['shipping postal-code', true],
    ['section-blue billing work tel', true],
    ['current-password webauthn', true],
    ['E-mail', false],
    ['work given-name', false],
    ['email tel', false],
    ['', false],
    ['section-', false],
  ])('%j → %s', (value, valid) => {
    expect(isAutocompleteValue(value)).toBe(valid);
  });

  it('gives an email purpose the email input type unless the field names its own', () => {
    expect(formInputType({ autocomplete: 'work email' })).toBe('email');
    expect(formInputType({ autocomplete: 'mobile tel' })).toBe('tel');
    expect(formInputType({ autocomplete: 'email', inputType: 'text' })).toBe('text');
    expect(formInputType({})).toBe('text');
  });
});
