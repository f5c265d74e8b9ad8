/** The names of the regions a site may list in `allowedRegions` (HDR-03); an unknown code shows as itself. */
export const regionLabels: Record<string, string> = {
  NA: 'North America',
  INTERNATIONAL: 'International',
};

/** The region selector's options for the site's allowed regions, named from `labels` (English defaults). */
export function regionOptions(
  codes: readonly string[] | undefined,
  labels: Record<string, string | undefined> = {},
): { code: string; label: string }[] {
  return (codes ?? []).map((code) => ({ code, label: labels[code] ?? regionLabels[code] ?? code }));
}
