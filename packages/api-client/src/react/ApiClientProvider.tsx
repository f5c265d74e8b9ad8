import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '../client/createApiClient';

const ApiClientContext = createContext<ApiClient | undefined>(undefined);

export interface ApiClientProviderProps {
  /** The client every Shelfmark hook calls: `createApiClient(...)` or `createMemoryApiClient(...)`. */
  client: ApiClient;
  children?: ReactNode;
}

/** Injects the API client into every Shelfmark block and widget below it. */
export function ApiClientProvider({ client, children }: ApiClientProviderProps) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

/** The injected client; throws a clear error outside `<ApiClientProvider>`. */
export function useApiClient(override?: ApiClient): ApiClient {
  const client = useContext(ApiClientContext);
  if (override) return override;
  if (!client) {
    throw new Error(
      'useApiClient must be used within <ApiClientProvider client={...}>: no Shelfmark API client was provided.',
    );
  }
  return client;
}
