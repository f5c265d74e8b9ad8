/** Serves a folder as plain files on 127.0.0.1 (port 0: the OS picks one). */
export function servePlainStatic(folder: string, port?: number): Promise<{ url: string; close: () => Promise<void> }>;
