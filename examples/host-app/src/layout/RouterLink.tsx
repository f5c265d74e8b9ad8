import { useCallback, useLayoutEffect, useRef, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isInternalHref } from '@shelfmark/blocks';
import { useSiteNavigation, type ShelfmarkLinkProps } from '@shelfmark/forms/site';

/**
 * In-app links (`/…`) move through the router without a page load; other addresses stay plain anchors. It renders a
 * plain anchor and hands a plain click to the `navigate` of the `ShelfmarkSiteProvider` above it (RootLayout gives
 * it `useSiteNavigate`'s), so a link does not render again at every navigation as the router's own `Link` does (it
 * reads the location): a search page's 50 result links stay as they are while the next page loads.
 */
export function RouterLink({ href, ref, onClick, ...rest }: ShelfmarkLinkProps) {
  const { navigate } = useSiteNavigation();
  if (!isInternalHref(href)) return <a ref={ref} href={href} onClick={onClick} {...rest} />;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event) || opensElsewhere(rest)) return;
    event.preventDefault();
    navigate(href);
  };
  return <a ref={ref} href={href} onClick={follow} {...rest} />;
}

/** A primary-button click without a modifier: the others open a new tab or window, or download, as the browser does. */
function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/** A link to another window or frame, or a download: the browser follows it. */
function opensElsewhere({ target, download }: Pick<ShelfmarkLinkProps, 'target' | 'download'>) {
  return download !== undefined || (target !== undefined && target !== '' && target !== '_self');
}

/**
 * The site's navigate: one function for the page's lifetime (the router's changes with the path), so the links and
 * widgets holding it are not rendered again at every navigation. Going to the address already shown replaces it in
 * the history, as the router's `Link` does.
 */
export function useSiteNavigate(): (href: string) => void {
  const routerNavigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const latest = useRef({ routerNavigate, here: `${pathname}${search}${hash}` });
  useLayoutEffect(() => {
    latest.current = { routerNavigate, here: `${pathname}${search}${hash}` };
  }, [routerNavigate, pathname, search, hash]);
  return useCallback((href: string) => {
    void latest.current.routerNavigate(href, { replace: href === latest.current.here });
  }, []);
}
