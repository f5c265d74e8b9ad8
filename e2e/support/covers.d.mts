export declare function loadCoverRenderer(): Promise<{ render: ((input: unknown) => string) | null; error: unknown }>;
export declare function coverFor(pathname: string, searchParams: URLSearchParams): Promise<string | null>;
