export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare const DETERMINISTIC_RENDERING_ARGS: string[];
export declare const chromiumLaunchOptions: { executablePath: string; args: string[]; headless: true };
export declare function isLocalUrl(url: string): boolean;
