import { useEffect } from 'react';

/** Scrolls to the element the address's hash names: once on load (after the page renders) and on every hash change (HEAD-01). */
export function useHashScroll(isEnabled = true): void {
  useEffect(() => {
    if (!isEnabled) return undefined;
    function scroll() {
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (!id) return;
      // Blocks load lazily: wait a frame so the anchored element exists.
      // Rich text prefixes its ids (`user-content-`, against DOM clobbering), as GitHub does.
      requestAnimationFrame(() =>
        (document.getElementById(id) ?? document.getElementById(`user-content-${id}`))?.scrollIntoView?.({
          block: 'start',
        }),
      );
    }
    scroll();
    window.addEventListener('hashchange', scroll);
    return () => window.removeEventListener('hashchange', scroll);
  }, [isEnabled]);
}
