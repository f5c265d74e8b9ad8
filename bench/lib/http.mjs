/**
 * A small keep-alive HTTP/1.1 client over node:http for the benchmark: one agent per client, at most
 * `connections` sockets, each request timed from the call to the last byte of the body.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';

const REQUEST_TIMEOUT_MS = 60_000;

export function createClient(baseUrl, { connections = 1, headers: defaultHeaders = {}, localAddress } = {}) {
  const origin = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });

  /**
   * Sends one request; resolves with { status, ms, body, bytes } (never rejects on an HTTP error
   * status). body is text, or the bytes as a Buffer with `raw`.
   */
  function request(method, path, { headers = {}, json, raw = false } = {}) {
    return new Promise((resolve, reject) => {
      const payload = json === undefined ? undefined : Buffer.from(JSON.stringify(json));
      const start = performance.now();
      const req = http.request(
        {
          host: origin.hostname,
          port: origin.port,
          method,
          path,
          agent,
          ...(localAddress ? { localAddress } : {}),
          headers: {
            accept: 'application/json',
            ...defaultHeaders,
            ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
            ...headers,
          },
        },
        (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            const ms = performance.now() - start;
            const bytes = Buffer.concat(chunks);
            resolve({
              status: res.statusCode ?? 0,
              ms,
              body: raw ? bytes : bytes.toString('utf8'),
              bytes: bytes.length,
              headers: res.headers,
            });
          });
        },
      );
      req.on('error', reject);
      req.setTimeout(REQUEST_TIMEOUT_MS, () =>
        req.destroy(new Error(`${method} ${path}: no answer within ${REQUEST_TIMEOUT_MS / 1000} s`)),
      );
      req.end(payload);
    });
  }

  return {
    request,
    get: (path, options) => request('GET', path, options),
    close: () => agent.destroy(),
  };
}

/**
 * Runs `send()` `count` times with `concurrency` requests in flight, stopping early after `maxMs`.
 * Returns every latency, the number of failures (non-2xx or network errors) and the wall time.
 */
export async function runLoad({ count, concurrency, maxMs, send, ok = (r) => r.status >= 200 && r.status < 300 }) {
  const latencies = [];
  let started = 0;
  let failures = 0;
  let firstFailure = null;
  const begin = performance.now();
  const deadline = begin + maxMs;
  async function worker() {
    while (started < count && performance.now() < deadline) {
      started += 1;
      try {
        const response = await send();
        latencies.push(response.ms);
        if (!ok(response)) {
          failures += 1;
          firstFailure ??= `status ${response.status}: ${response.body.slice(0, 200)}`;
        }
      } catch (error) {
        failures += 1;
        firstFailure ??= error instanceof Error ? error.message : String(error);
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const wallMs = performance.now() - begin;
  return { latencies, failures, firstFailure, wallMs, completed: latencies.length, stoppedByTime: started < count };
}
