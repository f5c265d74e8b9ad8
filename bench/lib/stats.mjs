/** Summaries of latency samples (milliseconds): nearest-rank percentiles, no interpolation. */

export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1];
}

const round = (value, digits = 2) => (value === null ? null : Number(value.toFixed(digits)));

/** { n, p50, p95, max, mean } of latencies in ms, rounded to 0.01 ms. */
export function summarize(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const mean = sorted.length ? sorted.reduce((sum, x) => sum + x, 0) / sorted.length : null;
  return {
    n: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    max: round(sorted.at(-1) ?? null),
    mean: round(mean),
  };
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** A plain-text table: the first row is the header; numbers are right-aligned. */
export function formatTable(rows) {
  const cells = rows.map((row) => row.map((cell) => (cell === null || cell === undefined ? '–' : String(cell))));
  const widths = cells[0].map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const numeric = cells[0].map((_, i) => cells.slice(1).every((row) => /^[-–\d.,×x%]+$/.test(row[i])));
  const line = (row) =>
    row.map((cell, i) => (numeric[i] ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ');
  return [line(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}
