import { lazy, Suspense } from 'react';
import type { Product } from '@shelfmark/api-client';
import { useHydrated } from '@shelfmark/forms/site';

// The dropdown and its positioning engine (Radix menu, floating-ui: about 14 kB gzipped) load on demand, so they are
// not part of the product route's chunk (each lazy route at most 40 kB gzipped).
const LookInsideDropdown = lazy(() => import('./LookInsideDropdown').then((m) => ({ default: m.LookInsideDropdown })));

/** "Look Inside" (PDP-01): a menu of the title's sample pages (lookInside title and url), opened in a new tab. */
export function LookInsideMenu({ items, label }: { items: NonNullable<Product['lookInside']>; label: string }) {
  // A client-only part: a server renders the placeholder, and so does hydration; the menu loads after it.
  const hydrated = useHydrated();
  if (items.length === 0) return null;
  // Until the menu's code arrives, the same button stands in its place, hidden from assistive technology and inert.
  const placeholder = (
    <button
      type="button"
      className="sm-button sm-look-inside__trigger"
      data-state="closed"
      aria-hidden="true"
      tabIndex={-1}
    >
      {label}
    </button>
  );
  if (!hydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LookInsideDropdown items={items} label={label} />
    </Suspense>
  );
}
