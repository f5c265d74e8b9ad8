import { authApi } from './auth';
import { cartsApi } from './carts';
import { createHttp, type HttpOptions } from './http';
import { productsApi } from './products';
import { usersApi } from './users';

export type CreateApiClientOptions = HttpOptions;

/**
 * The typed client: one method per call of the specs, grouped by domain. Every answer is parsed
 * by its schema; every failure is an ApiError.
 *
 * ```ts
 * const api = createApiClient({ baseUrl: '' });
 * const cart = await api.carts.get({ userId: user.uid });
 * ```
 */
export function createApiClient(options: CreateApiClientOptions) {
  const http = createHttp(options);
  return {
    auth: authApi(http, options.baseUrl),
    carts: cartsApi(http),
    products: productsApi(http),
    users: usersApi(http),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
