export declare const ROOT: string;
export declare function toolEnv(extra?: Record<string, string>): NodeJS.ProcessEnv;
export declare function run(
  command: string,
  args: string[],
  options?: { env?: Record<string, string>; cwd?: string },
): Promise<number>;
