import { useEffect, useRef, useState } from 'react';
import { focusFirst } from '@shelfmark/forms';

/**
 * After a client-side change of page (a new path; a new query on the same path is the same page), moves focus to
 * the new page's `<h1>` — to `<main>` until the page has one — and returns the new document title for the route
 * announcer. A screen-reader user hears that the page changed and starts reading at its top; nothing happens on
 * the first render (the browser has just loaded the page and says so itself), so the server's render and the
 * hydration stay the same.
 */
export function useRouteFocus(pathname: string, mainId: string): string {
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return undefined;
    previous.current = pathname;
    const main = document.getElementById(mainId);
    if (!main) return undefined;
    let settled = false;
    // Set once the page's code is there (no loading placeholder): from then on the title is the new page's.
    let shown = false;
    const announce = () => setAnnouncement(document.title);
    const focusMain = () => {
      if (!main.contains(document.activeElement)) focusFirst([main], { preventScroll: true });
    };
    // The page may come in parts (its code, its document, its data): focus follows until its h1 is there, and the
    // announcement follows the title, until the visitor acts on their own.
    const follow = () => {
      if (settled) return;
      if (main.querySelector('.app__loading')) return focusMain();
      if (!shown) {
        shown = true;
        announce();
      }
      const heading = main.querySelector('h1');
      if (!heading) return focusMain();
      settled = true;
      focusFirst([heading], { preventScroll: true });
    };
    const stop = () => {
      settled = true;
      shown = false;
      pageObserver.disconnect();
      titleObserver.disconnect();
      document.removeEventListener('keydown', stop, true);
      document.removeEventListener('pointerdown', stop, true);
    };
    const pageObserver = new MutationObserver(follow);
    pageObserver.observe(main, { childList: true, subtree: true });
    const titleObserver = new MutationObserver(() => {
      if (shown) announce();
    });
    titleObserver.observe(document.head, { childList: true, subtree: true, characterData: true });
    document.addEventListener('keydown', stop, true);
    document.addEventListener('pointerdown', stop, true);
    follow();
    return stop;
  }, [pathname, mainId]);
  return announcement;
}

/**
 * The route announcer: a polite live region, on the page (empty) from the first render, so that what is put in it
 * later is read; it says the new page's title after each change of page. Not a `status` role: the page's own
 * status messages keep that role to themselves.
 */
export function RouteAnnouncer({ announcement }: { announcement: string }) {
  return (
    <div className="sm-visually-hidden" aria-live="polite" aria-atomic="true" data-route-announcer="">
      {announcement}
    </div>
  );
}
