/**
 * The specs write `{product}` for the first brand's name. Every name derived from it
 * (`isShelfmarkUser`, `shelfmark-store`, `Shelfmark Export`) comes from here.
 */
export const PRODUCT = 'shelfmark';
export const PRODUCT_TITLE = 'Shelfmark';
/** The second brand, a Thorndike-style large-print catalogue. */
export const SECOND_BRAND = 'thorndike';

export type Brand = typeof PRODUCT | typeof SECOND_BRAND;
export const BRANDS = [PRODUCT, SECOND_BRAND] as const;

/** Role granted with the first brand's catalogue (spec 001 §6). */
export const PRODUCT_STORE_ROLE = `${PRODUCT}-store` as const;
export const SECOND_BRAND_STORE_ROLE = `${SECOND_BRAND}-store` as const;

/** Suffix appended to an ISBN-13 to form a product code; display drops everything after '@'. */
export const PRODUCT_CODE_SUFFIX = '@PRINT';
