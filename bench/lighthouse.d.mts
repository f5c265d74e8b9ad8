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
