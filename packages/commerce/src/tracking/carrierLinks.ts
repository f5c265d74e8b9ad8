/**
 * Parses the configured carrier map `CARRIER^link|CARRIER^link` (spec 001 §9) into carrier → link
 * template; carrier names are matched without regard to case.
 */
export function parseCarrierLinks(config: string | null | undefined): Map<string, string> {
  const map = new Map<string, string>();
  for (const pair of (config ?? '').split('|')) {
    const [carrier, link] = pair.split('^');
    if (carrier?.trim() && link?.trim()) map.set(carrier.trim().toUpperCase(), link.trim());
  }
  return map;
}

/** The tracking link of a carrier with {trackingID} filled in, or null for a carrier the map does not know. */
export function carrierTrackingLink(
  map: Map<string, string>,
  carrier: string | null | undefined,
  trackingId: string | null | undefined,
): string | null {
  if (!carrier || !trackingId) return null;
  const template = map.get(carrier.trim().toUpperCase());
  return template ? template.split('{trackingID}').join(encodeURIComponent(trackingId)) : null;
}
