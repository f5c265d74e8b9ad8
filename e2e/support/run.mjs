import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The environment for child processes: the repo's pinned tools (Node 24, tsc, vitest…) first on PATH. */
export function toolEnv(extra = {}) {
  return { ...process.env, PATH: `${ROOT}/node_modules/.bin:${process.env.PATH ?? ''}`, ...extra };
}

/** Runs a command with inherited output; resolves with its exit code (1 when killed by a signal). */
export function run(command, args, { env = {}, cwd = ROOT } = {}) {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd, env: toolEnv(env), stdio: 'inherit' });
    const forward = (signal) => child.kill(signal);
    process.once('SIGINT', forward);
    process.once('SIGTERM', forward);
    child.on('error', (error) => {
      console.error(`Could not start \`${command}\`: ${error.message}`);
      done(1);
    });
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      done(code ?? (signal ? 1 : 0));
    });
  });
}
