import { SECOND_BRAND, type Brand } from '@shelfmark/api-client';

export interface BrandLogoProps {
  brand: Brand;
  /** The brand's display name, drawn next to the mark. */
  brandName: string;
}

/** The brand's logo, drawn inline (no image request, no web font). The link around it carries the name. */
export function BrandLogo({ brand, brandName }: BrandLogoProps) {
  if (brand === SECOND_BRAND) {
    return (
      <span className="sm-logo sm-logo--thorndike" aria-hidden="true">
        <svg width="32" height="32" viewBox="0 0 32 32" focusable="false">
          <circle cx="16" cy="16" r="15" fill="var(--sm-brand-accent)" />
          <path d="M9 10h14M16 10v13" stroke="var(--sm-brand-on-accent)" strokeWidth="3" strokeLinecap="round" />
        </svg>
        <span className="sm-logo__name">{brandName}</span>
      </span>
    );
  }
  return (
    <span className="sm-logo sm-logo--shelfmark" aria-hidden="true">
      <svg width="32" height="32" viewBox="0 0 32 32" focusable="false">
        <rect x="4" y="5" width="6" height="22" rx="1" fill="var(--sm-brand-accent)" />
        <rect x="12" y="8" width="6" height="19" rx="1" fill="var(--sm-brand-accent-2)" />
        <rect x="20" y="5" width="8" height="22" rx="1" fill="var(--sm-brand-accent)" transform="rotate(12 24 16)" />
      </svg>
      <span className="sm-logo__name">{brandName}</span>
    </span>
  );
}
