/**
 * `npm run bench -- --only=upload`: the spreadsheet upload into the cart with the most rows it takes (5,000), read,
 * its columns found and every row checked with the fast order rules — the work a buyer's browser does before the
 * preview shows (`packages/commerce/src/cart/upload`). Measured on Node in a child process of its own (the package
 * sources through tsx, `--expose-gc`, so its memory is its own): a 5,000-row .xlsx written by exceljs and the same
 * rows as a .csv, one warm-up run each (it loads exceljs), then `runs` measured runs. Figures, not tests.
 *
 * Run alone: `npx node bench/upload.mjs [runs]` prints the JSON.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

const ROWS = 5_000;
const self = fileURLToPath(import.meta.url);

/** Runs the measure in a child process and returns its figures. */
export function measureUpload({ runs = 5, log = console.log } = {}) {
  log(`Spreadsheet upload: ${ROWS.toLocaleString('en-US')} rows, .xlsx and .csv, ${runs} runs each after a warm-up…`);
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--expose-gc', '--conditions=shelfmark-source', '--import', 'tsx', self, '--child', String(runs)],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`bench/upload.mjs child exited with ${code}`));
      const result = JSON.parse(out);
      for (const f of result.files)
        log(
          `  ${f.kind}: ${(f.bytes / 1000).toFixed(0)} kB, parse + validate p50 ${f.totalMs.p50} ms (read ${f.readMs.p50}, columns ${f.detectMs.p50}, rows ${f.validateMs.p50}), max ${f.totalMs.max} ms; heap grew ${f.heapGrowthMB} MB during one upload, ${f.retainedMB} MB kept by its result; RSS ${f.rssMB} MB`,
        );
      resolve(result);
    });
  });
}

const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const round = (v) => Math.round(v * 10) / 10;
  return { n: sorted.length, p50: round(at(0.5)), max: round(sorted[sorted.length - 1]) };
};
const mb = (bytes) => Math.round((bytes / 1e6) * 10) / 10;
const used = () => {
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

async function child(runs) {
  const { default: ExcelJS } = await import('exceljs');
  const { isbn13CheckDigit } = await import('../packages/forms/src/rules/isbn.ts');
  const { readSpreadsheet } = await import('../packages/commerce/src/cart/upload/readSpreadsheet.ts');
  const { detectColumns } = await import('../packages/commerce/src/cart/upload/spreadsheetColumns.ts');
  const { validateUploadRows } = await import('../packages/commerce/src/cart/upload/validateUploadRows.ts');

  // A selection list as buyers send it: title, ISBN-13, quantity, price; one row in 500 refused (a typo in the ISBN).
  const rows = Array.from({ length: ROWS }, (_, i) => {
    const first12 = `978${String(100_000_000 + i * 7).padStart(9, '0')}`;
    const isbn = `${first12}${(isbn13CheckDigit(first12) + (i % 500 === 499 ? 1 : 0)) % 10}`;
    return [`A title of the spring list, number ${i + 1}`, isbn, (i % 5) + 1, 19.99 + (i % 40)];
  });
  const heading = ['Title', 'ISBN-13', 'Qty', 'Price'];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Selection');
  sheet.addRow(heading);
  for (const row of rows) sheet.addRow(row);
  const xlsx = new Uint8Array(await workbook.xlsx.writeBuffer());
  const quote = (cell) => `"${String(cell).replace(/"/g, '""')}"`;
  const csv = new TextEncoder().encode(
    `\uFEFF${[heading, ...rows].map((r) => r.map((c, i) => (i === 0 ? quote(c) : c)).join(';')).join('\r\n')}\r\n`,
  );

  const files = [];
  for (const [kind, bytes] of [
    ['xlsx', xlsx],
    ['csv', csv],
  ]) {
    const file = {
      name: `selection.${kind}`,
      size: bytes.byteLength,
      arrayBuffer: async () => bytes.slice().buffer,
    };
    const times = { readMs: [], detectMs: [], validateMs: [], totalMs: [] };
    let heapGrowth = 0;
    let retained = 0;
    let rss = 0;
    for (let run = 0; run <= runs; run += 1) {
      globalThis.gc();
      const before = used();
      const t0 = performance.now();
      const read = await readSpreadsheet(file);
      const t1 = performance.now();
      const found = detectColumns(read);
      const t2 = performance.now();
      if (found.status !== 'found') throw new Error(`columns not found in the ${kind}: ${found.status}`);
      const checked = validateUploadRows(read, found.columns, { maxQuantity: 999 });
      const t3 = performance.now();
      if (checked.status !== 'checked' || checked.valid.length !== ROWS - ROWS / 500 || checked.invalid.length !== 10)
        throw new Error(`unexpected result for the ${kind}: ${JSON.stringify(checked).slice(0, 200)}`);
      const after = used();
      rss = Math.max(rss, process.memoryUsage().rss);
      if (run === 0) continue; // the warm-up: exceljs and the modules load
      heapGrowth = Math.max(heapGrowth, after - before);
      globalThis.gc();
      retained = Math.max(retained, used() - before);
      times.readMs.push(t1 - t0);
      times.detectMs.push(t2 - t1);
      times.validateMs.push(t3 - t2);
      times.totalMs.push(t3 - t0);
      void [read, checked]; // kept alive until here, so `retained` counts the result
    }
    files.push({
      kind,
      rows: ROWS,
      bytes: bytes.byteLength,
      readMs: stats(times.readMs),
      detectMs: stats(times.detectMs),
      validateMs: stats(times.validateMs),
      totalMs: stats(times.totalMs),
      heapGrowthMB: mb(heapGrowth),
      retainedMB: mb(retained),
      rssMB: mb(rss),
    });
  }
  process.stdout.write(`${JSON.stringify({ rows: ROWS, runs, node: process.version, files })}\n`);
}

if (process.argv[2] === '--child') {
  await child(Number(process.argv[3] ?? 5));
} else if (process.argv[1] === self) {
  console.log(JSON.stringify(await measureUpload({ runs: Number(process.argv[2] ?? 5) }), null, 2));
}
