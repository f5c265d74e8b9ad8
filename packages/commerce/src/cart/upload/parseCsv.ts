/** The separators a CSV file may use: Excel writes `;` where the decimal mark is a comma, `,` elsewhere. */
export type CsvDelimiter = ',' | ';' | '\t';

/**
 * The separator of a CSV text, read from its first line outside quotes: the most frequent of `;`, `,` and tab
 * (`,` when none is there: a one-column file).
 */
export function detectCsvDelimiter(text: string): CsvDelimiter {
  const counts: Record<CsvDelimiter, number> = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) break;
    else if (!quoted && (c === ',' || c === ';' || c === '\t')) counts[c] += 1;
  }
  let best: CsvDelimiter = ',';
  for (const d of [';', '\t'] as const) if (counts[d] > counts[best]) best = d;
  return best;
}

/**
 * The rows of a CSV text as cell texts (RFC 4180 as spreadsheets write it): a byte-order mark dropped; lines ended by
 * CRLF, LF or CR; cells separated by `,`, `;` or tab (detected, or given); a quoted cell may hold the separator, line
 * breaks and `""` for a quote. A quote inside an unquoted cell is kept as text. A last empty line is not a row.
 */
export function parseCsv(input: string, delimiter: CsvDelimiter = detectCsvDelimiter(input.replace(/^\uFEFF/, ''))) {
  const text = input.replace(/^\uFEFF/, '');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = 0;
  const endRow = () => {
    row.push(cell);
    rows.push(row);
    row = [];
    cell = '';
  };
  while (i < text.length) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else cell += c;
      i += 1;
      continue;
    }
    if (c === '"' && cell === '') quoted = true;
    else if (c === delimiter) {
      row.push(cell);
      cell = '';
    } else if (c === '\r') {
      endRow();
      if (text[i + 1] === '\n') i += 1;
    } else if (c === '\n') endRow();
    else cell += c;
    i += 1;
  }
  if (cell !== '' || row.length > 0 || quoted) endRow();
  return rows;
}
