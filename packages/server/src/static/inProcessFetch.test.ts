import { describe, expect, it } from 'vitest';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isPageRenderCall } from '../http/pageRenderCalls';
import { inProcessFetch } from './renderStorefront';

describe("a server-rendered page's own API calls", () => {
  it("carry the marker load shedding lets wait its turn, the page request's cookies, and never its other headers", async () => {
    const sent: { url: string; headers: Record<string, string> }[] = [];
    const app = {
      inject: async (options: { url: string; headers: Record<string, string> }) => {
        sent.push({ url: options.url, headers: options.headers });
        return {
          statusCode: 200,
          headers: { 'content-type': 'application/json' },
          rawPayload: Buffer.from('{"ok":true}'),
        };
      },
    } as unknown as FastifyInstance;
    const pageRequest = {
      headers: { cookie: 'sid=abc', 'x-shelfmark-page-render': 'forged', 'x-other': 'no' },
      ip: '203.0.113.9',
    } as unknown as FastifyRequest;
    const answer = await inProcessFetch(
      app,
      pageRequest,
      [],
    )('/api/content/pages?path=%2F', { headers: { accept: 'application/json' } });
    expect(await answer.json()).toEqual({ ok: true });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.cookie).toBe('sid=abc');
    expect(sent[0]!.headers['x-other']).toBeUndefined();
    // The marker is this process's, whatever the browser sent under the same name.
    expect(isPageRenderCall({ headers: sent[0]!.headers })).toBe(true);
    expect(isPageRenderCall({ headers: { 'x-shelfmark-page-render': 'forged' } })).toBe(false);
  });
});
