import { PRODUCT_NOT_FOUND } from '../messages';
import * as s from '../schemas';
import type { ApiClient } from '../client/createApiClient';
import { answering } from './answer';
import { fail, parseRequest, type MemoryState } from './memoryState';
import { searchCatalogue } from './memorySearch';

export function memoryProducts(state: MemoryState): ApiClient['products'] {
  const handle = answering(state);
  return {
    byCode: handle(s.productSchema, (query: s.ProductCodeQuery) => {
      const { productCode } = parseRequest(s.productCodeQuerySchema, query);
      return state.findProduct(productCode) ?? fail(404, 'NOT_FOUND', PRODUCT_NOT_FOUND);
    }),
    search: handle(s.searchResponseSchema, (query: s.SearchQuery) => searchCatalogue(state, parseRequest(s.searchQuerySchema, query))),
  };
}
