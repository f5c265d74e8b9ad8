/** Characters that make a spreadsheet read cell text as a formula (or a DDE payload). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Cell text safe against formula injection: text starting with = + - @ tab or carriage return gets a leading
 * apostrophe, so spreadsheets show it as text (OWASP CSV/formula injection).
 */
export function escapeCellText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
