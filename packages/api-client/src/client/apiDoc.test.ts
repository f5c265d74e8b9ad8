import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as schemas from '../schemas';
import { createApiClient } from './createApiClient';

/** docs/api.md's table of every call: method, path, client methods, schema names. */
function documentedCalls() {
  const doc = readFileSync(new URL('../../../../docs/api.md', import.meta.url), 'utf8');
  const table = doc.slice(doc.indexOf('## Every call'), doc.indexOf('Not API calls'));
  return table
    .split('\n')
    .filter((line) => /^\|\s*(GET|POST|PUT|PATCH|DELETE)\s*\|/.test(line))
    .map((line) => {
      const [method, path, client, request, answer] = line
        .split('|')
        .slice(1)
        .map((cell) => cell.trim());
      const names = (cell = '') => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
      return { method: method!, path: path!, members: names(client), schemas: [...names(request), ...names(answer)] };
    });
}

const URL_BUILDERS = new Set([
  'auth.signInUrl',
  'auth.federatedLogoutUrl',
  'images.coverUrl',
  'images.serviceUrl',
  'invoices.fileName',
  'content.previewUrl',
  'content.exitPreviewUrl',
]);

/** Calls a client member with an empty input through a fetch that records the request and fails. */
async function requestOf(member: string) {
  const seen: { method: string; path: string }[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push({ method: init?.method ?? 'GET', path: new URL(String(input), 'http://x').pathname });
    return new Response('', { status: 500 });
  }) as typeof globalThis.fetch;
  const [domain, name] = member.split('.') as [string, string];
  const api = createApiClient({ baseUrl: '', fetch }) as unknown as Record<
    string,
    Record<string, (input: unknown) => Promise<unknown>>
  >;
  await api[domain]![name]!({ userId: 'u', promoCode: 'P', name: 'N' }).catch(() => undefined);
  return seen[0];
}

describe('docs/api.md', () => {
  const rows = documentedCalls();

  it('lists every client method, and every listed method exists', () => {
    const api = createApiClient({ baseUrl: '' }) as unknown as Record<string, Record<string, unknown>>;
    const members = Object.entries(api)
      .flatMap(([domain, methods]) => Object.keys(methods).map((m) => `${domain}.${m}`))
      .filter((m) => m !== 'invoices.fileName');
    const documented = new Set(rows.flatMap((r) => r.members));
    expect(members.filter((m) => !documented.has(m))).toEqual([]);
    expect([...documented].filter((m) => !members.includes(m))).toEqual([]);
  });

  it('names only schemas the package exports', () => {
    const exported = new Set(Object.keys(schemas));
    expect(rows.flatMap((r) => r.schemas).filter((n) => n.endsWith('Schema') && !exported.has(n))).toEqual([]);
  });

  it('gives each client method the method and path it really calls', async () => {
    const mismatches: string[] = [];
    for (const row of rows) {
      for (const member of row.members) {
        if (URL_BUILDERS.has(member)) continue;
        const seen = await requestOf(member);
        if (`${seen?.method} ${seen?.path}` !== `${row.method} ${row.path}`)
          mismatches.push(`${member}: doc ${row.method} ${row.path}, client ${seen?.method} ${seen?.path}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('covers every call of the three specs\u2019 §7 tables', () => {
    const specCalls = [
      'GET /api/carts',
      'POST /api/carts',
      'DELETE /api/carts',
      'POST /api/carts/entries',
      'PUT /api/carts/entries',
      'DELETE /api/carts/entries',
      'PATCH /api/carts/wishlist',
      'POST /api/carts/wishlist',
      'GET /api/carts/wishlist',
      'GET /api/carts/all-carts',
      'PATCH /api/carts/restore-cart',
      'POST /api/carts/recalculate',
      'PATCH /api/carts/accounts',
      'GET /api/users/accounts',
      'GET /api/products/code',
      'POST /api/carts/promotions',
      'DELETE /api/carts/promotions-remove',
      'PUT /api/carts/shippers',
      'POST /api/orders/payment',
      'POST /api/orders',
      'POST /api/orders/credit-card-order-placement',
      'GET /api/orders',
      'GET /api/orders/archivedOrders',
      'GET /api/orders/invoices',
      'GET /api/orders/archivedInvoices',
      'GET /api/products/priceAndAvailability',
      'GET /api/products/search',
      'GET /api/products',
      'POST /api/public/users/registration',
      'POST /api/access-code-checker',
      'GET /api/public/orders',
      'POST /api/submit-form',
      'GET /api/auth/federated-logout',
    ];
    const documented = new Set(rows.map((r) => `${r.method} ${r.path}`));
    expect(specCalls.filter((c) => !documented.has(c))).toEqual([]);
  });
});
