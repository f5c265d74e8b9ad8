/**
 * Lighthouse part of `npm run bench`: the built storefront served by the reference server, audited
 * with Lighthouse's default mobile profile (Moto G Power emulation, simulated slow 4G and 4× CPU
 * throttling) in Debian's Chromium, for Performance, Accessibility and Best Practices.
 *
 * One Chromium (chrome-launcher) for every run; Lighthouse resets the origin's storage and the
 * cache before each run, so every run is a cold load. Signed-in pages (cart, checkout) send the
 * session cookie of a real sign-in (the OIDC flow) as an extra header, the way Lighthouse's docs
 * describe for authenticated pages. Each page gets `runs` runs; the report gives the median score
 * of each category and the run whose Performance score is the median (its metrics and the audits
 * that fell short, so a reader knows what to fix).
 */
import { performance } from 'node:perf_hooks';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.mjs';
import { assertBrowser } from './lib/preflight.mjs';
import { median } from './lib/stats.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const METRICS = {
  'first-contentful-paint': 'fcpMs',
  'largest-contentful-paint': 'lcpMs',
  'total-blocking-time': 'tbtMs',
  'cumulative-layout-shift': 'cls',
  'speed-index': 'speedIndexMs',
};

/** Audits that lost points in one run: id, title and score, weighted ones first. */
function failedAudits(lhr) {
  const out = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category].auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative') {
        out.push({
          category,
          id: ref.id,
          title: audit.title,
          score: audit.score,
          weight: ref.weight,
          display: audit.displayValue ?? null,
        });
      }
    }
  }
  return out;
}

/** Performance insights and diagnostics that flag a problem (no weight of their own): where the time goes. */
function diagnostics(lhr) {
  return lhr.categories.performance.auditRefs
    .filter((ref) => ref.weight === 0)
    .map((ref) => ({ id: ref.id, audit: lhr.audits[ref.id] }))
    .filter(
      ({ audit }) =>
        audit &&
        audit.score !== null &&
        audit.score < 0.9 &&
        !['informative', 'notApplicable', 'manual'].includes(audit.scoreDisplayMode),
    )
    .slice(0, 10)
    .map(({ id, audit }) => ({ id, title: audit.title, display: audit.displayValue ?? null }));
}

/** What moved and what the largest paint was: the first things to look at when CLS or LCP lose points. */
function culprits(lhr) {
  const node = (item) => item?.node?.selector ?? item?.node?.snippet ?? null;
  const shifts = lhr.audits['layout-shifts']?.details?.items ?? [];
  const lcp = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0];
  return {
    layoutShifts: shifts.slice(0, 3).map((item) => ({
      node: node(item),
      snippet: item?.node?.snippet?.slice(0, 160) ?? null,
      score: Number((item.score ?? 0).toFixed(3)),
    })),
    lcpElement: lcp ? { node: node(lcp), snippet: lcp.node?.snippet?.slice(0, 160) ?? null } : null,
  };
}

/**
 * pages: [{ name, path, cookie? }]. Returns [{ name, url, runs: [...], median: { performance, accessibility, bestPractices }, medianRun }].
 * A run that fails (no score, a runtime error) is counted and reported; it never stops the others.
 */
export async function runLighthouse({ baseUrl, pages, runs, log = console.log, chromePath = CHROMIUM_PATH }) {
  // chrome-launcher leaves the spawn error of a missing browser unhandled, which ends the process with a stack trace.
  assertBrowser(chromePath);
  const chrome = await chromeLauncher.launch({
    chromePath,
    // chrome-launcher adds its own fresh --user-data-dir; '--headless=new' replaces the plain flag.
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS.filter((flag) => flag !== '--headless')],
    logLevel: 'silent',
  });
  const results = [];
  try {
    for (const page of pages) {
      const url = `${baseUrl}${page.path}`;
      const pageRuns = [];
      const errors = [];
      // A run that fails is tried again (Lighthouse now and then loses the trace: NO_NAVSTART), at most `runs` extra times in all.
      for (let i = 0, retries = 0; i < runs;) {
        const t = performance.now();
        try {
          const answer = await lighthouse(url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: CATEGORIES,
            ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}),
          });
          const lhr = answer?.lhr;
          if (!lhr || lhr.runtimeError) throw new Error(lhr?.runtimeError?.message ?? 'no report');
          const scores = Object.fromEntries(
            CATEGORIES.map((c) => [
              c,
              lhr.categories[c].score === null ? null : Math.round(lhr.categories[c].score * 100),
            ]),
          );
          if (Object.values(scores).some((s) => s === null))
            throw new Error(`a category has no score (${JSON.stringify(scores)})`);
          pageRuns.push({
            performance: scores.performance,
            accessibility: scores.accessibility,
            bestPractices: scores['best-practices'],
            metrics: Object.fromEntries(
              Object.entries(METRICS).map(([id, key]) => [
                key,
                lhr.audits[id]?.numericValue === undefined
                  ? null
                  : Number(lhr.audits[id].numericValue.toFixed(key === 'cls' ? 3 : 0)),
              ]),
            ),
            finalUrl: lhr.finalDisplayedUrl,
            failedAudits: failedAudits(lhr),
            ...culprits(lhr),
            diagnostics: diagnostics(lhr),
            runMs: Math.round(performance.now() - t),
          });
          i += 1;
        } catch (error) {
          errors.push(error instanceof Error ? error.message : String(error));
          retries += 1;
          if (retries > runs) break;
        }
      }
      const med = (key) => (pageRuns.length ? median(pageRuns.map((r) => r[key])) : null);
      const byPerformance = [...pageRuns].sort((a, b) => a.performance - b.performance);
      const medianRun = byPerformance[Math.floor((byPerformance.length - 1) / 2)] ?? null;
      const result = {
        name: page.name,
        url,
        runs: pageRuns.length,
        errors,
        median: {
          performance: med('performance'),
          accessibility: med('accessibility'),
          bestPractices: med('bestPractices'),
        },
        scores: pageRuns.map((r) => [r.performance, r.accessibility, r.bestPractices]),
        medianRun,
      };
      results.push(result);
      log(
        `  ${page.name}: performance ${result.median.performance}, accessibility ${result.median.accessibility}, best practices ` +
          `${result.median.bestPractices} (${pageRuns.length} runs${errors.length ? `, ${errors.length} failed: ${errors[0]}` : ''}; ` +
          `${pageRuns.map((r) => `${(r.runMs / 1000).toFixed(0)} s`).join(' ')})`,
      );
    }
  } finally {
    chrome.kill();
  }
  return results;
}
