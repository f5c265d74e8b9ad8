import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { escapeHtml } from '../http/htmlPage';

/**
 * The committed report (scripts/acr/generate.mjs writes it beside docs/accessibility-conformance-report.md), found from
 * the source (src/accessibility) or the build (dist), and read once: it ships as a file, not in the bundle.
 */
let markdown: string | undefined;
export function conformanceReportMarkdown(): string {
  if (markdown !== undefined) return markdown;
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, 'files'), join(here, '..', 'src', 'accessibility', 'files')].map((dir) =>
    join(dir, 'conformance-report.md'),
  );
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error(`Accessibility conformance report not found (looked for ${candidates.join(', ')}).`);
  markdown = readFileSync(found, 'utf8');
  return markdown;
}

/** Where a buyer opens the Accessibility Conformance Report (the /accessibility page links it). */
export const CONFORMANCE_REPORT_PATH = '/accessibility/conformance-report';

/** A criterion the report does not fully support, with its known gaps. */
export interface ReportGap {
  criterion: string;
  name: string;
  level: string;
  remarks: string;
}

/** What the /accessibility statement says about the report, all read from the report itself. */
export interface ReportFacts {
  /** The report's own date (YYYY-MM-DD). */
  date: string;
  /** Its edition line, e.g. "WCAG 2.2 edition, based on VPAT® 2.5 Rev 508." */
  edition: string;
  /** Its applicable standards. */
  standards: string;
  gaps: ReportGap[];
}

const line = (markdown: string, label: string) => {
  const found = new RegExp(`^- \\*\\*${label}\\*\\*: (.+)$`, 'm').exec(markdown);
  if (!found) throw new Error(`The conformance report has no "${label}" line.`);
  return found[1]!.trim();
};

/** Reads the statement's facts from the report's markdown (scripts/acr/generate.mjs writes that form). */
export function reportFacts(markdown: string = conformanceReportMarkdown()): ReportFacts {
  const date = line(markdown, 'Report date');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`The conformance report's date "${date}" is not YYYY-MM-DD.`);
  // The standards line may wrap onto the next, indented line.
  const standards = /^- \*\*Applicable standards\*\*: ([^\n]+(?:\n {2}[^\n]+)*)/m
    .exec(markdown)?.[1]
    ?.replace(/\s+/g, ' ')
    .trim();
  if (!standards) throw new Error('The conformance report has no "Applicable standards" line.');
  const edition = markdown.split('\n').find((l) => /edition/.test(l) && !l.startsWith('#')) ?? '';
  const gaps: ReportGap[] = [];
  for (const row of markdown.matchAll(
    /^\| (\d+\.\d+\.\d+) (.+?) \(Level (?:A|AA)\) \| (Does Not Support|Partially Supports) \| (.+) \|$/gm,
  )) {
    gaps.push({
      criterion: row[1]!,
      name: row[2]!,
      level: row[3]!,
      remarks: row[4]!.replace(/^Known gaps: /, '').replace(/\\\|/g, '|'),
    });
  }
  return { date, edition: edition.trim(), standards, gaps };
}

/**
 * The /accessibility statement's body (rich text, sanitised by the storefront's one rich-text component): the target,
 * the report linked with its date, and the report's known gaps — each taken from the report, never typed here.
 */
export function accessibilityStatementHtml(facts: ReportFacts = reportFacts()): string {
  const gaps =
    facts.gaps.length === 0
      ? '<p>The report lists no known gaps.</p>'
      : `<ul>${facts.gaps
          .map(
            (gap) =>
              `<li>${escapeHtml(`${gap.criterion} ${gap.name}`)} (${escapeHtml(gap.level.toLowerCase())}): ${escapeHtml(gap.remarks)}</li>`,
          )
          .join('')}</ul>`;
  return [
    '<p>This storefront targets WCAG 2.2 level AA and the Revised Section 508 standards: every page works with a keyboard and a screen reader, reflows at 320 pixels, and forms never ask you to solve a puzzle.</p>',
    `<p>Our <a href="${CONFORMANCE_REPORT_PATH}">Accessibility Conformance Report</a> (VPAT® 2.5 Rev 508, WCAG 2.2 edition), dated ${escapeHtml(facts.date)}, gives the level of support of each criterion and the tests that prove it.</p>`,
    '<h2>Known gaps</h2>',
    gaps,
    '<p>Found a barrier? <a href="/contact">Tell us</a>.</p>',
  ].join('');
}
