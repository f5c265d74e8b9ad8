export declare function oneLine(error: unknown): string;
export declare function assertBrowser(path?: string): void;
export declare function ensureChromium(options?: { path?: string; installer?: string }): string | null;
