import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../errors';
import { buildCart, buildProduct } from '../testing/fixtures';
import { createApiClient } from './createApiClient';

interface Recorded {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

/** A fetch that records each request and answers with the given status and payload. */
function fakeFetch(
  respond: (call: Recorded) => { status?: number; json?: unknown; text?: string; blob?: Blob } | Error,
) {
  const calls: Recorded[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const call: Recorded = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init?.credentials,
    };
    calls.push(call);
    const answer = respond(call);
    if (answer instanceof Error) throw answer;
    const payload = answer.blob ?? answer.text ?? (answer.json === undefined ? '' : JSON.stringify(answer.json));
    return new Response(payload, { status: answer.status ?? 200 });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

const failureOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

describe('createApiClient', () => {
  it('parses an answer with its schema, filling the defaults the contract promises', async () => {
    const cart = buildCart({ lines: [{ product: buildProduct(), quantity: 2 }] });
    const { weightUOM: _w, ...product } = cart.entries[0]!.product;
    const { backOrderedQty: _b, ...entry } = { ...cart.entries[0]!, product };
    const { fetch } = fakeFetch(() => ({ json: { ...cart, entries: [entry] } }));
    const answer = await createApiClient({ baseUrl: '', fetch }).carts.get({ userId: 'a@b.test' });
    expect(answer.entries[0]?.product.weightUOM).toBe('LB');
    expect(answer.entries[0]?.backOrderedQty).toBe(0);
    expect(answer.totalUnitCount).toBe(2);
  });

  it('turns an answer that does not fit its schema into a BAD_RESPONSE ApiError naming the field', async () => {
    const { fetch } = fakeFetch(() => ({ json: { code: 'x', entries: 'nope' } }));
    const error = await failureOf(createApiClient({ baseUrl: '', fetch }).carts.get({ userId: 'a@b.test' }));
    expect(error.code).toBe('BAD_RESPONSE');
    expect(error.message).toContain('GET /api/carts');
    expect(error.message).toContain('entries');
  });

  it('keeps our 400 body: fieldErrors and the message naming the field', async () => {
    const body = {
      status: 400,
      code: 'VALIDATION',
      message: 'orderEntries.0.quantity: Min quantity is 1',
      fieldErrors: { 'orderEntries.0.quantity': 'Min quantity is 1' },
    };
    const { fetch } = fakeFetch(() => ({ status: 400, json: body }));
    const error = await failureOf(
      createApiClient({ baseUrl: '', fetch }).carts.addEntries({
        userId: 'u',
        cartId: 'c',
        orderEntries: [{ product: { code: '9780000000002' }, quantity: 0 }],
      }),
    );
    expect([error.status, error.code, error.message]).toEqual([400, 'VALIDATION', body.message]);
    expect(error.fieldErrors).toEqual(body.fieldErrors);
  });

  it("recognises 'Cart not found.' from our 404 and from a backend errorList", async () => {
    const ours = fakeFetch(() => ({
      status: 404,
      json: { status: 404, code: 'NOT_FOUND', message: 'Cart not found.' },
    }));
    expect(
      (await failureOf(createApiClient({ baseUrl: '', fetch: ours.fetch }).carts.delete({ cartId: 'x' })))
        .isCartNotFound,
    ).toBe(true);
    const backend = fakeFetch(() => ({
      status: 400,
      json: { errorList: { errors: [{ message: 'Cart not found.', type: 'CartError' }] } },
    }));
    const error = await failureOf(createApiClient({ baseUrl: '', fetch: backend.fetch }).carts.delete({ cartId: 'x' }));
    expect([error.isCartNotFound, error.message, error.errorList[0]?.type]).toEqual([
      true,
      'Cart not found.',
      'CartError',
    ]);
  });

  it('reads the backend { errors: [...] } form and a promo timeLeft', async () => {
    const list = fakeFetch(() => ({
      status: 400,
      json: { errors: [{ message: 'Voucher expired', type: 'VoucherOperationError' }] },
    }));
    const error = await failureOf(
      createApiClient({ baseUrl: '', fetch: list.fetch }).promotions.apply({ userId: 'u', promoCode: 'OLD' }),
    );
    expect([error.message, error.errorList[0]?.type]).toEqual(['Voucher expired', 'VoucherOperationError']);
    const throttled = fakeFetch(() => ({
      status: 429,
      json: { status: 429, code: 'RATE_LIMITED', message: 'Wait', timeLeft: 4200 },
    }));
    expect(
      (
        await failureOf(
          createApiClient({ baseUrl: '', fetch: throttled.fetch }).promotions.apply({ userId: 'u', promoCode: 'X' }),
        )
      ).timeLeft,
    ).toBe(4200);
  });

  describe('a call the busy server turned away (503 OVERLOADED with Retry-After)', () => {
    const overloaded = {
      status: 503,
      json: {
        status: 503,
        code: 'OVERLOADED',
        message: 'The store is busy right now. Please try again in a few seconds.',
      },
    };
    /** Answers each call in turn from `answers`, with the Retry-After header of the 503s. */
    function answering(answers: { status: number; json: unknown; retryAfter?: string }[]) {
      const calls: { method: string; at: number }[] = [];
      const fetch = async (_input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
        calls.push({ method: init?.method ?? 'GET', at: Date.now() });
        const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
        return new Response(JSON.stringify(answer.json), {
          status: answer.status,
          headers: answer.retryAfter ? { 'retry-after': answer.retryAfter } : {},
        });
      };
      return { fetch: fetch as typeof globalThis.fetch, calls };
    }
    afterEach(() => {
      vi.useRealTimers();
    });

    it('is sent again once the server’s Retry-After has passed, and the buyer gets the answer', async () => {
      vi.useFakeTimers({ now: 0 });
      const { fetch, calls } = answering([
        { ...overloaded, retryAfter: '2' },
        { status: 200, json: buildCart({ code: 'C1' }) },
      ]);
      const cart = createApiClient({ baseUrl: '', fetch }).carts.get({ userId: 'u@x.test' });
      await vi.advanceTimersByTimeAsync(1999);
      expect(calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect((await cart).code).toBe('C1');
      expect(calls.map((c) => c.at)).toEqual([0, 2000]);
    });

    it('a write the server shed (it did none of its work) is sent again too, at most twice; then the 503 with its message', async () => {
      vi.useFakeTimers({ now: 0 });
      const { fetch, calls } = answering([{ ...overloaded, retryAfter: '1' }]);
      const placed = failureOf(
        createApiClient({ baseUrl: '', fetch }).orders.place({
          userId: 'u@x.test',
          paymentType: 'ACCOUNT',
          purchaseOrderNumber: 'PO',
        }),
      );
      await vi.advanceTimersByTimeAsync(2000);
      const error = await placed;
      expect([error.status, error.code, error.message, error.retryAfterMs]).toEqual([
        503,
        'OVERLOADED',
        overloaded.json.message,
        1000,
      ]);
      expect(calls.map((c) => [c.method, c.at])).toEqual([
        ['POST', 0],
        ['POST', 1000],
        ['POST', 2000],
      ]);
    });

    it('is not sent again when the wait is longer than maxWaitMs, without Retry-After, for another 503, or with retryOverloaded: false', async () => {
      const cases: [Parameters<typeof answering>[0], Parameters<typeof createApiClient>[0]['retryOverloaded']][] = [
        [[{ ...overloaded, retryAfter: '30' }], undefined],
        [[overloaded], undefined],
        [
          [{ status: 503, json: { status: 503, code: 'INTERNAL', message: 'Down for maintenance' }, retryAfter: '1' }],
          undefined,
        ],
        [[{ ...overloaded, retryAfter: '1' }], false],
      ];
      for (const [answers, retryOverloaded] of cases) {
        const { fetch, calls } = answering(answers);
        const error = await failureOf(
          createApiClient({
            baseUrl: '',
            fetch,
            ...(retryOverloaded === undefined ? {} : { retryOverloaded }),
          }).carts.get({ userId: 'u@x.test' }),
        );
        expect([error.status, calls.length]).toEqual([503, 1]);
      }
    });
  });

  it('reports a network failure as status 0, code NETWORK', async () => {
    const { fetch } = fakeFetch(() => new TypeError('fetch failed'));
    const error = await failureOf(createApiClient({ baseUrl: '', fetch }).auth.session());
    expect([error.status, error.code]).toEqual([0, 'NETWORK']);
    expect(error.message).toContain('fetch failed');
  });

  it('builds query strings: encoded, without undefined values, on the base URL', async () => {
    const { fetch, calls } = fakeFetch(() => ({ status: 500, text: 'down' }));
    const api = createApiClient({ baseUrl: 'https://shop.example/', fetch });
    await api.products
      .search({ q: 'sea & sky:relevance:mediaType:print', page: 2, pageSize: 20, sort: undefined })
      .catch(() => undefined);
    const url = new URL(calls[0]!.url);
    expect(url.origin + url.pathname).toBe('https://shop.example/api/products/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'sea & sky:relevance:mediaType:print',
      page: '2',
      pageSize: '20',
    });
  });

  it('sends the CSRF header from a headers function on every call, JSON only with a body, with credentials', async () => {
    let token = 'first';
    const { fetch, calls } = fakeFetch(() => ({ status: 503, text: '' }));
    const api = createApiClient({ baseUrl: '', fetch, headers: () => ({ 'x-csrf-token': token }) });
    await api.carts.get({ userId: 'u' }).catch(() => undefined);
    token = 'second';
    await api.promotions.remove({ userId: 'u', promoCode: 'SAVE10' }).catch(() => undefined);
    expect(calls.map((c) => c.headers['x-csrf-token'])).toEqual(['first', 'second']);
    expect(calls[0]?.headers['content-type']).toBeUndefined();
    expect(calls[1]).toMatchObject({
      method: 'DELETE',
      url: '/api/carts/promotions-remove?userId=u',
      body: { promoCode: 'SAVE10' },
      credentials: 'include',
    });
    expect(calls[1]?.headers['content-type']).toBe('application/json');
  });

  it('ORD-05 downloads an invoice as a blob and names it {invoiceNumber}_invoice.pdf', async () => {
    const { fetch, calls } = fakeFetch(() => ({ blob: new Blob(['%PDF-1.4'], { type: 'application/pdf' }) }));
    const api = createApiClient({ baseUrl: '', fetch });
    const pdf = await api.invoices.download({ invoiceNumber: '7000001' });
    expect(await pdf.text()).toBe('%PDF-1.4');
    expect(calls[0]?.url).toBe('/api/orders/invoices?invoiceNumber=7000001');
    expect(api.invoices.fileName('7000001')).toBe('7000001_invoice.pdf');
  });

  it('WISH-02 creates a wish list by creating a cart, then naming it', async () => {
    const cart = buildCart({ code: 'C1' });
    const { fetch, calls } = fakeFetch((call) => ({
      json: call.method === 'POST' ? cart : { ...cart, name: 'Autumn', saved: true },
    }));
    const list = await createApiClient({ baseUrl: '', fetch }).wishlists.create({ userId: 'u', name: 'Autumn' });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/carts', 'PATCH /api/carts/wishlist']);
    expect(calls[1]?.body).toEqual({ cartId: 'C1', cartName: 'Autumn' });
    expect([list.name, list.saved]).toEqual(['Autumn', true]);
  });

  it('PDP-01 builds cover URLs at the two sizes of the specs', () => {
    const api = createApiClient({ baseUrl: '' });
    expect(api.images.coverUrl('9780000000002')).toBe('/images/covers/9780000000002.svg?w=125');
    expect(api.images.serviceUrl({ productISBN13: '9780000000002', image_type: 'large', catalog: 'x' })).toBe(
      '/images/covers/9780000000002.svg?w=216',
    );
    expect(() => api.images.serviceUrl({})).toThrow(/productISBN13 or epi/);
  });
});
