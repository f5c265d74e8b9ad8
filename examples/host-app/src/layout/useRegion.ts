import { useCallback, useEffect, useState } from 'react';
import type { SiteConfig } from '@shelfmark/api-client/schemas';

/** The cookie keeping the visitor's chosen region for a year (HDR-03). */
export const REGION_COOKIE = 'shelfmark-region';

function readRegionCookie(): string | null {
  if (typeof document === 'undefined') return null;
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${REGION_COOKIE}=`));
  return match ? decodeURIComponent(match.slice(REGION_COOKIE.length + 1)) : null;
}

export interface VisitorRegion {
  /** The site's allowed regions (site configuration `allowedRegions`). */
  regions: readonly string[];
  /** The region the visitor browses: their choice when allowed, else the site's market. */
  region: SiteConfig['market'];
  /** Switches to an allowed region and remembers it; any other code changes nothing. */
  choose: (code: string) => void;
}

const isMarket = (code: string | null | undefined): code is SiteConfig['market'] =>
  code === 'NA' || code === 'INTERNATIONAL';

/**
 * The visitor's region (HDR-03, spec 002 §6 "Region change is governed by a list of allowed regions"): the site
 * browses as the chosen region's market — International shows the rep and trial links instead of buying online.
 * Read after hydration, so the server's page (the site's market) and the first client render agree.
 */
export function useRegion(site: SiteConfig): VisitorRegion {
  const regions = site.allowedRegions ?? [];
  const allowedKey = regions.join('|');
  const [chosen, setChosen] = useState<SiteConfig['market'] | null>(null);
  useEffect(() => {
    const saved = readRegionCookie();
    setChosen(isMarket(saved) && allowedKey.split('|').includes(saved) ? saved : null);
  }, [allowedKey]);
  const choose = useCallback(
    (code: string) => {
      if (!isMarket(code) || !allowedKey.split('|').includes(code)) return;
      document.cookie = `${REGION_COOKIE}=${encodeURIComponent(code)}; path=/; max-age=31536000; samesite=lax`;
      setChosen(code);
    },
    [allowedKey],
  );
  return { regions, region: chosen ?? site.market, choose };
}
