import { buildUrl } from './http';

/** Pixel widths of the two cover sizes the specs name (PDP-01: 125x179 small, 216 wide large). */
export const COVER_WIDTHS = { small: 125, large: 216 } as const;

export interface ImageServiceParams {
  /** The product's ISBN-13. */
  productISBN13?: string;
  /** The non-ecommerce product id; on this server it is the product's ISBN-13 too. */
  epi?: string;
  /** 'small' (125) or 'large' (216). @default 'small' */
  image_type?: keyof typeof COVER_WIDTHS;
  /** An exact width instead of image_type. */
  width?: number;
  /** Kept for parity with the spec's image service; covers do not depend on it. */
  catalog?: string;
}

/** URL builders for the image service (GET /images/covers/{isbn13}.svg?w=…). */
export function imagesApi(baseUrl: string) {
  return {
    /** The cover of an ISBN-13 at a named size or width. */
    coverUrl: (isbn13: string, size: keyof typeof COVER_WIDTHS | number = 'small') =>
      buildUrl(baseUrl, `/images/covers/${encodeURIComponent(isbn13)}.svg`, {
        w: typeof size === 'number' ? size : COVER_WIDTHS[size],
      }),
    /** The spec's image-service call (catalog, image_type, productISBN13 or epi) as a cover URL. */
    serviceUrl: (params: ImageServiceParams) => {
      const id = params.productISBN13 ?? params.epi;
      if (!id) throw new Error('imageServiceUrl needs productISBN13 or epi');
      return buildUrl(baseUrl, `/images/covers/${encodeURIComponent(id)}.svg`, {
        w: params.width ?? COVER_WIDTHS[params.image_type ?? 'small'],
      });
    },
  };
}
