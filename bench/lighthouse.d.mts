export interface LighthousePage {
  name: string;
  path: string;
  cookie?: string;
}
export declare function runLighthouse(options: {
  baseUrl: string;
  pages: LighthousePage[];
  runs: number;
  log?: (line: string) => void;
  chromePath?: string;
}): Promise<unknown[]>;
export interface LargestPaint {
  node: string | null;
  snippet: string | null;
  label: string | null;
  phases: Record<
    'timeToFirstByte' | 'resourceLoadDelay' | 'resourceLoadDuration' | 'elementRenderDelay',
    number | null
  >;
  discovery: Record<string, boolean> | null;
  observedMs: number | null;
  requests: { url: string; type: string | null; priority: string | null; kB: number }[] | null;
}
export declare function largestPaint(lhr: unknown): LargestPaint | null;
export declare function describeLargestPaint(lcp: LargestPaint | null): string;
