/**
 * The Lighthouse part of `npm run bench` says what a page's largest paint was and what its simulated time is made of,
 * read from the report of the Lighthouse version the bench runs (13.5: the element and its phases are in
 * `lcp-breakdown-insight`, no longer in an audit of their own). The report below is a real one from the home page,
 * cut down to the parts the bench reads.
 */
import { describeLargestPaint, largestPaint } from '../bench/lighthouse.mjs';

const node = {
  type: 'node',
  selector: 'section.sm-covers-list > ul.sm-covers-list__list > li.sm-covers-list__item > img.sm-covers-list__image',
  snippet:
    '<img class="sm-covers-list__image" src="/images/covers/9780000000002.svg" alt="The Lighthouse Keeper\'s Almanac" width="200" height="300" loading="eager" decoding="async">',
  nodeLabel: "The Lighthouse Keeper's Almanac",
};

const request = (url: string, resourceType: string, priority: string, end: number, transferSize: number) => ({
  url: `http://127.0.0.1:35603${url}`,
  resourceType,
  priority,
  networkRequestTime: end - 80,
  networkEndTime: end,
  transferSize,
});

const report = {
  audits: {
    'lcp-breakdown-insight': {
      details: {
        type: 'list',
        items: [
          {
            type: 'table',
            items: [
              { subpart: 'timeToFirstByte', label: 'Time to first byte', duration: 1168.79 },
              { subpart: 'resourceLoadDelay', label: 'Resource load delay', duration: 18.979 },
              { subpart: 'resourceLoadDuration', label: 'Resource load duration', duration: 88.085 },
              { subpart: 'elementRenderDelay', label: 'Element render delay', duration: 72.803 },
            ],
          },
          node,
        ],
      },
    },
    'lcp-discovery-insight': {
      details: {
        type: 'list',
        items: [
          {
            type: 'checklist',
            items: {
              priorityHinted: { label: 'fetchpriority=high should be applied', value: false },
              requestDiscoverable: { label: 'Request is discoverable in initial document', value: true },
              eagerlyLoaded: { label: 'LCP resources should not use loading=lazy', value: true },
            },
          },
          node,
        ],
      },
    },
    metrics: { details: { items: [{ observedLargestContentfulPaint: 1349.4 }] } },
    'network-requests': {
      details: {
        items: [
          request('/', 'Document', 'VeryHigh', 1169, 6535),
          request('/images/covers/9780000000002.svg', 'Image', 'High', 1275, 2014),
          request('/images/covers/9780000000040.svg', 'Image', 'Low', 1295, 1981),
          request('/assets/index-DlIbgUem.css', 'Stylesheet', 'VeryHigh', 1297, 11850),
          request('/assets/rolldown-runtime-COiEfhsA.js', 'Script', 'Low', 1340, 1477),
          request('/assets/index-BgpxQ0jt.js', 'Script', 'Low', 1364, 45133),
          request('/assets/react-zUrBiDzM.js', 'Script', 'Low', 1373, 59275),
        ],
      },
    },
  },
};

describe("npm run bench: Lighthouse's largest paint, explained", () => {
  it('names the element and the phases the trace measured, rounded to the millisecond', () => {
    const lcp = largestPaint(report)!;
    expect(lcp.node).toBe(node.selector);
    expect(lcp.label).toBe("The Lighthouse Keeper's Almanac");
    expect(lcp.phases).toEqual({
      timeToFirstByte: 1169,
      resourceLoadDelay: 19,
      resourceLoadDuration: 88,
      elementRenderDelay: 73,
    });
    expect(lcp.discovery).toEqual({ priorityHinted: false, requestDiscoverable: true, eagerlyLoaded: true });
    expect(lcp.observedMs).toBe(1349);
  });

  it('lists the requests finished before the observed paint that the simulation replays, without low-priority images', () => {
    const lcp = largestPaint(report)!;
    expect(lcp.requests!.map((r) => r.url)).toEqual([
      '/',
      '/images/covers/9780000000002.svg',
      '/assets/index-DlIbgUem.css',
      '/assets/rolldown-runtime-COiEfhsA.js',
    ]);
    expect(describeLargestPaint(lcp)).toBe(
      `largest paint ${node.selector} ("The Lighthouse Keeper's Almanac"), observed at 1349 ms ` +
        '(TTFB 1169, load delay 19, load 88, render delay 73 ms); before it 4 requests, 22 kB, of which 1 script (2 kB)',
    );
  });

  it('says so when the report names no largest paint', () => {
    expect(largestPaint({ audits: {} })).toBeNull();
    expect(describeLargestPaint(null)).toBe('largest paint: not found in the report');
  });
});
