/**
 * Worlds for the order stories (My Orders, order details, invoices, tracking, access codes): memory
 * twins whose chosen calls stall or fail, built on `@shelfmark/api-client/testing` only.
 */
import { ApiError, type ApiClient } from '@shelfmark/api-client';
import { createMemoryApiClient, DEMO_UIDS } from '@shelfmark/api-client/testing';

type Calls = { [D in keyof ApiClient]?: Partial<Record<keyof ApiClient[D], 'stall' | string>> };

/** A memory twin for `user` whose listed calls never answer ('stall') or fail with the given message. */
export function ordersClient(calls: Calls, user: string | null = DEMO_UIDS.buyer): ApiClient {
  const client = createMemoryApiClient({ user }) as unknown as Record<string, Record<string, unknown>>;
  const patched: Record<string, Record<string, unknown>> = { ...client };
  for (const [domain, methods] of Object.entries(calls)) {
    patched[domain] = { ...client[domain] };
    for (const [method, how] of Object.entries(methods as Record<string, string>)) {
      patched[domain][method] =
        how === 'stall'
          ? () => new Promise(() => {})
          : () => Promise.reject(new ApiError({ status: 503, code: 'INTERNAL', message: how }));
    }
  }
  return patched as unknown as ApiClient;
}

export { DEMO_UIDS };
