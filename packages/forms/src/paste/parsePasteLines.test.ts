import { describe, expect, it } from 'vitest';
import { describePasteLineError, describePasteResult } from './describePaste';
import { canSubmitPaste, MAX_PASTE_LINES, parsePasteLines, type PasteLineProblem } from './parsePasteLines';
import { pasteLinesLabels } from './pasteLines.labels';

const MAX = 999;
const A = '9780306406157'; // ISBN-10 0306406152
const B = '9780143127550';
const C = '9781593275990';
const D = '9781861972712'; // ISBN-10 1861972717
const E = '9780439420891'; // ISBN-10 043942089X
const F = '9791040123453';

type Expect = { isbn: string; qty: number } | { problem: PasteLineProblem } | 'blank';

/** Real-world paste, one row per line: what a buyer copies from a spreadsheet, an email or a PO. */
const TABLE: [line: string, expected: Expect][] = [
  [`${A}\t5`, { isbn: A, qty: 5 }], // spreadsheet column copy: tab
  [`${B},12`, { isbn: B, qty: 12 }], // CSV
  [`${C}, 3`, { isbn: C, qty: 3 }], // CSV with a space
  [`${D};7`, { isbn: D, qty: 7 }], // European CSV
  [`${E}:2`, { isbn: E, qty: 2 }], // colon
  [`978-0-14-312755-0 4`, { isbn: B, qty: 4 }], // dashed ISBN, space
  [`978-1-59327-599-0\t\t10`, { isbn: C, qty: 10 }], // two tabs (empty spreadsheet column)
  ['', 'blank'],
  ['   ', 'blank'],
  [`${F}`, { isbn: F, qty: 1 }], // missing quantity counts as 1
  [`  ${A}   1  `, { isbn: A, qty: 1 }], // surrounding spaces, duplicate of line 1
  ['0306406152 2', { isbn: A, qty: 2 }], // ISBN-10 converted, duplicate again
  ['1-86197-271-7,1', { isbn: D, qty: 1 }], // dashed ISBN-10
  ['043942089X\t3', { isbn: E, qty: 3 }], // ISBN-10 ending in X
  ['043942089x 1', { isbn: E, qty: 1 }], // lower-case x
  [`978\u20110\u201114\u2011312755\u20110 1`, { isbn: B, qty: 1 }], // Word's non-breaking hyphens
  [`978–0–306–40615–7 6`, { isbn: A, qty: 6 }], // en dashes from a PDF
  [`${B}\u00a08`, { isbn: B, qty: 8 }], // non-breaking space from a web page
  [`${C} 007`, { isbn: C, qty: 7 }], // leading zeros
  [`${D} ${MAX}`, { isbn: D, qty: MAX }], // exactly the maximum
  ['9780306406158 1', { problem: 'checkDigit' }], // typo in the check digit
  ['0306406153 1', { problem: 'checkDigit' }], // ISBN-10 with a wrong check digit
  ['978030640615 1', { problem: 'isbnLength' }], // 12 digits
  ['97803064061570 1', { problem: 'isbnLength' }], // 14 digits
  ['12345 1', { problem: 'isbnLength' }], // a customer number, not an ISBN
  [`${A} 0`, { problem: 'quantityZero' }],
  [`${A} 00`, { problem: 'quantityZero' }],
  [`${A} -1`, { problem: 'quantityDash' }],
  [`${A}, -3`, { problem: 'quantityDash' }],
  [`${A} 1-2`, { problem: 'quantityDash' }],
  [`${A} ${MAX + 1}`, { problem: 'quantityMax' }],
  [`${A} 100000`, { problem: 'quantityMax' }],
  [`${A} 2.5`, { problem: 'characters' }], // decimal point
  [`ISBN ${A} 2`, { problem: 'characters' }], // a heading word
  [`${A} qty 2`, { problem: 'characters' }],
  ['9780306406157\t5\tThe Chicago Manual', { problem: 'characters' }], // a title column came along
  [`${A} 2 3`, { problem: 'tooManyValues' }], // three columns of numbers
  [`${A}\t2\t3`, { problem: 'tooManyValues' }],
  ['03064X6152 1', { problem: 'characters' }], // X inside an ISBN
  [`${E},;:4`, { isbn: E, qty: 4 }], // several separators in a row
  [`,${F},2`, { isbn: F, qty: 2 }], // a leading separator
  [`${F};`, { isbn: F, qty: 1 }], // a trailing separator, no quantity
  ['\t', 'blank'],
  [`${B}\r`, { isbn: B, qty: 1 }], // a CR left over from Windows
];

describe('parsePasteLines (FOE-01, PNA-01)', () => {
  it('FOE-01 reads a 44-line real-world paste: good lines summed per ISBN, each bad line by number with its reason', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(40);
    const result = parsePasteLines(TABLE.map(([line]) => line).join('\n'), { maxQuantity: MAX });
    if (result.status !== 'parsed') throw new Error(`expected parsed, got ${result.status}`);

    const expectedErrors = TABLE.flatMap(([text, e], i) =>
      typeof e === 'object' && 'problem' in e ? [{ line: i + 1, text: text.trim(), problem: e.problem }] : [],
    );
    expect(result.errors).toEqual(expectedErrors);

    const sums = new Map<string, { quantity: number; lines: number[] }>();
    TABLE.forEach(([, e], i) => {
      if (typeof e !== 'object' || !('isbn' in e)) return;
      const entry = sums.get(e.isbn) ?? { quantity: 0, lines: [] };
      entry.quantity += e.qty;
      entry.lines.push(i + 1);
      sums.set(e.isbn, entry);
    });
    expect(result.entries).toEqual([...sums].map(([isbn13, v]) => ({ isbn13, ...v })));
    expect(result.lineCount).toBe(TABLE.filter(([, e]) => e !== 'blank').length);
  });

  it('FOE-01 sums duplicate ISBNs written differently (dashed, plain, ISBN-10)', () => {
    const result = parsePasteLines(`978-0-306-40615-7\t2\n${A},3\n0-306-40615-2`, { maxQuantity: MAX });
    expect(result).toMatchObject({
      status: 'parsed',
      entries: [{ isbn13: A, quantity: 6, lines: [1, 2, 3] }],
      errors: [],
    });
  });

  it('FOE-01 treats an empty or blank field as emptyField', () => {
    expect(parsePasteLines('', { maxQuantity: MAX })).toEqual({ status: 'empty' });
    expect(parsePasteLines(' \n\t\n\r\n', { maxQuantity: MAX })).toEqual({ status: 'empty' });
  });

  it('FOE-01 refuses 101 non-empty lines and reads 100, blank lines not counted', () => {
    const lines = (n: number) => Array.from({ length: n }, () => `${A}\t1`);
    expect(parsePasteLines(lines(101).join('\n'), { maxQuantity: MAX })).toEqual({
      status: 'tooManyLines',
      lineCount: 101,
    });
    const hundred = parsePasteLines([...lines(50), '', '', ...lines(50)].join('\n'), { maxQuantity: MAX });
    expect(hundred).toMatchObject({ status: 'parsed', lineCount: 100, entries: [{ isbn13: A, quantity: 100 }] });
    expect(MAX_PASTE_LINES).toBe(100);
  });

  it('FOE-01 describes each bad line and the field errors with the labels, maximum and limit filled in', () => {
    const result = parsePasteLines(`${A}\t5\n\n9780306406158 1\n${B} 1000`, { maxQuantity: MAX });
    if (result.status !== 'parsed') throw new Error('expected parsed');
    expect(result.errors.map((e) => describePasteLineError(e, pasteLinesLabels, { maxQuantity: MAX }))).toEqual([
      'Line 3: the ISBN’s check digit is wrong',
      'Line 4: the quantity must not be above 999',
    ]);
    const limits = { maxLines: 100, maxQuantity: MAX };
    expect(describePasteResult({ status: 'tooManyLines', lineCount: 101 }, pasteLinesLabels, limits)).toBe(
      'You can enter at most 100 lines at a time.',
    );
    expect(describePasteResult({ status: 'empty' }, pasteLinesLabels, limits)).toBe(pasteLinesLabels.emptyField);
    expect(describePasteResult(result, pasteLinesLabels, limits)).toBe(
      'Each line needs a 13-digit ISBN and a quantity from 1 to 999.',
    );
    expect(
      describePasteResult(parsePasteLines(`${A}\t5\n${B}`, { maxQuantity: MAX }), pasteLinesLabels, limits),
    ).toBeNull();
  });

  it('FOE-01 PNA-01 lets the lines be sent only when none is bad (spec 001 §5: submit disabled on error or empty)', () => {
    const submittable = (text: string) => canSubmitPaste(parsePasteLines(text, { maxQuantity: MAX }));
    expect(submittable(`${A}\t5\n\n${B},2\n${C}`)).toBe(true);
    expect(submittable('')).toBe(false);
    expect(submittable(' \n\t')).toBe(false);
    expect(submittable(Array.from({ length: 101 }, () => `${A}\t1`).join('\n'))).toBe(false);
    // One bad line among good ones keeps the whole paste back, whatever the problem.
    for (const [bad] of TABLE.filter(([, e]) => typeof e === 'object' && 'problem' in e)) {
      expect(submittable(`${A}\t5\n${bad}\n${B},2`), bad).toBe(false);
    }
    expect(
      submittable(
        TABLE.filter(([, e]) => !(typeof e === 'object' && 'problem' in e))
          .map(([line]) => line)
          .join('\n'),
      ),
    ).toBe(true);
  });
});
