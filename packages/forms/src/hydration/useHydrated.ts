import { useSyncExternalStore } from 'react';

// What only a browser knows (the address, session storage), read so that a server's HTML and the browser's first
// render (hydration) are the same: React takes the server value while rendering on a server and while hydrating,
// then renders again at once with the browser's.

const noChanges = () => () => {};

/** False on a server and while hydrating its HTML; true from then on (and in a render that hydrates nothing). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}

/**
 * A value read from the browser (`read` must return the same value while nothing changed: a string, a number…):
 * `serverValue` on a server and while hydrating, then the browser's. `subscribe` tells React when it changes.
 */
export function useBrowserValue<T extends string | number | boolean | null | undefined>(
  read: () => T,
  serverValue: T,
  subscribe: (onChange: () => void) => () => void = noChanges,
): T {
  return useSyncExternalStore(subscribe, read, () => serverValue);
}

/** The address's path and query (for "come back here after signing in"), '/' on a server and while hydrating. */
export function useCurrentPath(): string {
  return useBrowserValue(() => `${window.location.pathname}${window.location.search}`, '/', subscribeToHistory);
}

function subscribeToHistory(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}
