import { formatLabel } from '@shelfmark/forms';
import { siteHeaderLabels } from './siteHeader.labels';

export interface RegionSelectorProps {
  regions: { code: string; label: string }[];
  region?: string;
  onRegionChange?: (code: string) => void;
  /** The select's name, with `{selectedRegion}`. @default 'Region: {selectedRegion}' */
  label?: string;
}

/** The region selector (HDR-03): shown with two regions or more, named by the region selected. */
export function RegionSelector({
  regions,
  region,
  onRegionChange,
  label = siteHeaderLabels.regionSelector,
}: RegionSelectorProps) {
  if (regions.length < 2) return null;
  return (
    <select
      className="sm-header-region"
      aria-label={formatLabel(label, { selectedRegion: regions.find((r) => r.code === region)?.label ?? '' })}
      value={region}
      onChange={(event) => onRegionChange?.(event.target.value)}
    >
      {regions.map((r) => (
        <option key={r.code} value={r.code}>
          {r.label}
        </option>
      ))}
    </select>
  );
}
