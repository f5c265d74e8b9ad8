/**
 * Lighthouse part of `npm run bench`: the built storefront served by the reference server, audited
 * with Lighthouse's default mobile profile (Moto G Power emulation, simulated slow 4G and 4× CPU
 * throttling) in Debian's Chromium, for Performance, Accessibility and Best Practices.
 *
 * One Chromium (chrome-launcher) for every run; Lighthouse resets the origin's storage and the
 * cache before each run, so every run is a cold load. Signed-in pages (cart, checkout) send the
 * session cookie of a real sign-in (the OIDC flow) as an extra header, the way Lighthouse's docs
 * describe for authenticated pages. Each page gets `runs` runs; the report gives the median score
 * of each category, each metric's median, and the run whose Performance score is the median (its
 * metrics, its largest paint explained by `largestPaint`, and the audits that fell short, so a reader
 * knows what to fix).
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
  // Not scored since Lighthouse 10; kept to show when the page's scripts come later.
  interactive: 'ttiMs',
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

/** The elements that moved, the first thing to look at when CLS loses points. */
function layoutShifts(lhr) {
  const shifts = lhr.audits['layout-shifts']?.details?.items ?? [];
  return shifts.slice(0, 3).map((item) => ({
    node: item?.node?.selector ?? item?.node?.snippet ?? null,
    snippet: item?.node?.snippet?.slice(0, 160) ?? null,
    score: Number((item.score ?? 0).toFixed(3)),
  }));
}

const LCP_PHASES = ['timeToFirstByte', 'resourceLoadDelay', 'resourceLoadDuration', 'elementRenderDelay'];

/**
 * What the largest paint was and what its simulated time is made of. Lighthouse 13 names the element and the phases
 * the trace measured (time to first byte; for an image, its load delay and load time; the render delay) in its
 * `lcp-breakdown-insight`, and for an image whether it was discoverable in the HTML, eager and hinted in
 * `lcp-discovery-insight`. The simulated figure (Lantern) replays on slow 4G every request that finished before the
 * largest paint observed in the unthrottled load, whatever it was for, except low-priority images; `requests` lists
 * those (their times are the network list's, counted from the first request), so a script that happened to
 * arrive before the paint shows as the cost it is in the figure.
 */
export function largestPaint(lhr) {
  const breakdown = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const discovery = lhr.audits['lcp-discovery-insight']?.details?.items ?? [];
  // Lighthouse 12 and older: a table audit of its own.
  const legacy = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  const node = [...breakdown, ...discovery].find((item) => item?.type === 'node') ?? legacy;
  if (!node) return null;
  const table = breakdown.find((item) => item?.type === 'table')?.items ?? [];
  const phases = Object.fromEntries(
    LCP_PHASES.map((name) => {
      const row = table.find((item) => item.subpart === name);
      return [name, row ? Math.round(row.duration) : null];
    }),
  );
  const checklist = discovery.find((item) => item?.type === 'checklist')?.items;
  const observedMs = lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? null;
  const requests =
    observedMs === null
      ? null
      : (lhr.audits['network-requests']?.details?.items ?? [])
          .filter(
            (r) =>
              r.networkEndTime <= observedMs &&
              !(r.resourceType === 'Image' && (r.priority === 'Low' || r.priority === 'VeryLow')),
          )
          .map((r) => ({
            url: r.url.replace(/^[a-z]+:\/\/[^/]+/, ''),
            type: r.resourceType ?? null,
            priority: r.priority ?? null,
            kB: Number(((r.transferSize ?? 0) / 1000).toFixed(1)),
          }));
  return {
    node: node.selector ?? node.snippet ?? null,
    snippet: node.snippet?.slice(0, 160) ?? null,
    label: node.nodeLabel?.slice(0, 80) ?? null,
    phases,
    discovery: checklist ? Object.fromEntries(Object.entries(checklist).map(([key, item]) => [key, item.value])) : null,
    observedMs: observedMs === null ? null : Math.round(observedMs),
    requests,
  };
}

/** The kB of script that finished before the observed largest paint (null when the report does not say). */
function scriptKbBefore(lcp) {
  if (!lcp?.requests) return null;
  return Math.round(lcp.requests.filter((r) => r.type === 'Script').reduce((sum, r) => sum + r.kB, 0));
}

/** One line on the largest paint: its element, phases and the requests the simulation waits for. */
export function describeLargestPaint(lcp) {
  if (!lcp) return 'largest paint: not found in the report';
  const p = lcp.phases;
  const phases = [
    p.timeToFirstByte !== null && `TTFB ${p.timeToFirstByte}`,
    p.resourceLoadDelay !== null && `load delay ${p.resourceLoadDelay}`,
    p.resourceLoadDuration !== null && `load ${p.resourceLoadDuration}`,
    p.elementRenderDelay !== null && `render delay ${p.elementRenderDelay}`,
  ].filter(Boolean);
  const requests = lcp.requests ?? [];
  const kB = requests.reduce((sum, r) => sum + r.kB, 0);
  const scripts = requests.filter((r) => r.type === 'Script');
  return (
    `largest paint ${lcp.node ?? '?'}${lcp.label ? ` ("${lcp.label}")` : ''}, observed at ${lcp.observedMs} ms ` +
    `(${phases.join(', ')} ms); before it ${requests.length} requests, ${kB.toFixed(0)} kB` +
    (scripts.length
      ? `, of which ${scripts.length} script${scripts.length === 1 ? '' : 's'} (${scripts.reduce((s, r) => s + r.kB, 0).toFixed(0)} kB)`
      : '')
  );
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
            layoutShifts: layoutShifts(lhr),
            lcpElement: largestPaint(lhr),
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
        // Each metric's median over the runs (the median run's own metrics are in medianRun).
        medianMetrics: Object.fromEntries(
          Object.values(METRICS).map((key) => {
            const values = pageRuns.map((r) => r.metrics[key]).filter((v) => v !== null);
            return [key, values.length ? median(values) : null];
          }),
        ),
        lcpMs: pageRuns.map((r) => r.metrics.lcpMs),
        // Per run, the kB of script the simulated LCP replays (finished before the observed paint): an outlier's cause.
        lcpScriptKb: pageRuns.map((r) => scriptKbBefore(r.lcpElement)),
        medianRun,
      };
      results.push(result);
      log(
        `  ${page.name}: performance ${result.median.performance}, accessibility ${result.median.accessibility}, best practices ` +
          `${result.median.bestPractices} (${pageRuns.length} runs${errors.length ? `, ${errors.length} failed: ${errors[0]}` : ''}; ` +
          `${pageRuns.map((r) => `${(r.runMs / 1000).toFixed(0)} s`).join(' ')}); LCP ${result.lcpMs.join(', ')} ms ` +
          `(scripts finished before the observed paint: ${result.lcpScriptKb.join(', ')} kB)`,
      );
      if (medianRun) log(`    ${describeLargestPaint(medianRun.lcpElement)}`);
    }
  } finally {
    chrome.kill();
  }
  return results;
}
