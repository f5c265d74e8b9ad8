import { authApi } from './auth';
import { cartsApi } from './carts';
import { invoicesApi, ordersApi, paymentsApi, promotionsApi } from './checkout';
import { createHttp, type HttpOptions } from './http';
import { imagesApi } from './images';
import { productsApi } from './products';
import { quotesApi } from './quotes';
import { accessCodesApi, contentApi, formsApi, siteApi, trackingApi } from './selfService';
import { usersApi } from './users';
import { wishlistsApi } from './wishlists';

export type CreateApiClientOptions = HttpOptions;

/**
 * The typed client: one method per call of the specs, grouped by domain. Every answer is parsed
 * by its schema; every failure is an ApiError.
 *
 * ```ts
 * const api = createApiClient({ baseUrl: '', headers: () => ({ 'x-csrf-token': csrfToken }) });
 * const cart = await api.carts.get({ userId: user.uid });
 * ```
 */
export function createApiClient(options: CreateApiClientOptions) {
  const http = createHttp(options);
  return {
    auth: authApi(http, options.baseUrl),
    site: siteApi(http),
    carts: cartsApi(http),
    wishlists: wishlistsApi(http),
    products: productsApi(http),
    users: usersApi(http),
    promotions: promotionsApi(http),
    payments: paymentsApi(http),
    orders: ordersApi(http),
    invoices: invoicesApi(http),
    quotes: quotesApi(http),
    tracking: trackingApi(http),
    accessCodes: accessCodesApi(http),
    forms: formsApi(http),
    content: contentApi(http, options.baseUrl),
    images: imagesApi(options.baseUrl),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
