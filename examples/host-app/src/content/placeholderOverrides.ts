import { createContext, useContext, useEffect } from 'react';

/** Values a route's own page puts over the address's placeholders while it is shown (null: none). */
export const PlaceholderOverridesContext = createContext<(values: Readonly<Record<string, string>> | null) => void>(
  () => undefined,
);

/**
 * Lets a route's page correct a placeholder of its document's texts (CONF-01: a confirmation number that is not one
 * of the buyer's orders becomes '', so "Quote order FAKE-123…" is left out beside "Order not found"). It lives in
 * the route's own lazy chunk, so the initial route does not carry what decides it.
 */
export function useOverridePlaceholders(values: Readonly<Record<string, string>> | null): void {
  const set = useContext(PlaceholderOverridesContext);
  const key = values ? JSON.stringify(values) : null;
  useEffect(() => {
    set(key ? (JSON.parse(key) as Record<string, string>) : null);
    return () => set(null);
  }, [set, key]);
}
