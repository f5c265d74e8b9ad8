/**
 * The benchmark's child processes (the Shelfmark server, the baseline server): started with an IPC
 * channel, awaited until they say 'ready', and always stopped — on success, on failure, on Ctrl+C.
 * Only the processes started here are ever signalled, by their own pid.
 */
import { fork } from 'node:child_process';

const live = new Set();

/** Starts `script` and waits for its { type: 'ready' } message (rejects on 'error', exit or timeout). */
export function startChild(script, { env = {}, timeoutMs, name }) {
  const child = fork(script, [], { env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  live.add(child);
  child.once('exit', () => live.delete(child));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`${name} was not ready within ${Math.round(timeoutMs / 1000)} s`));
    }, timeoutMs);
    const onMessage = (message) => {
      if (message?.type === 'ready') {
        cleanup();
        resolve({ child, ready: message });
      } else if (message?.type === 'error') {
        cleanup();
        reject(new Error(`${name} failed to start:\n${message.message}`));
      }
    };
    const onExit = (code, signal) => {
      cleanup();
      reject(new Error(`${name} exited before it was ready (${signal ?? `code ${code}`})`));
    };
    function cleanup() {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
    }
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/** Sends a message and waits for the first answer of type `answerType`. */
export function ask(child, message, answerType, timeoutMs = 10_000) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.off('message', onMessage);
      reject(new Error(`no '${answerType}' answer within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    const onMessage = (answer) => {
      if (answer?.type !== answerType) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(answer);
    };
    child.on('message', onMessage);
    child.send(message);
  });
}

/** Asks one child to stop, then kills it (by its pid) if it has not exited after `graceMs`. */
export function stopChild(child, graceMs = 15_000) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
    }, graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    if (child.connected) child.send({ type: 'stop' });
    else child.kill('SIGTERM');
  });
}

export const stopAll = () => Promise.all([...live].map((child) => stopChild(child)));

// Last resort: never leave a server behind when the runner dies.
process.on('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the benchmark servers…`);
    void stopAll().finally(() => process.exit(130));
  });
}
