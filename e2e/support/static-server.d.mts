export declare function serveStatic(folder: string, port: number): Promise<{ url: string; close: () => Promise<void> }>;
