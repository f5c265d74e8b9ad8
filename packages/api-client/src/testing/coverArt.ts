/**
 * Covers the memory twin can show without any server: the reference server's cover drawing (../covers.ts, which
 * both use), returned as `data:` URIs. An integrator's app on the memory client, and a static Storybook build, show
 * every product's cover with no request at all.
 */
// Storybook's main.ts draws the build's covers with this file: beside ../covers.ts (which imports nothing) it
// imports types only.
import type { COVER_WIDTHS as CoverWidths, imagesApi, ImageServiceParams } from '../client/images';
import { renderCoverSvg, type CoverInput } from '../covers';

/** The spec's two cover widths (PDP-01), as `COVER_WIDTHS` of client/images.ts. */
const COVER_WIDTHS: typeof CoverWidths = { small: 125, large: 216 };

export type CoverArtInput = CoverInput;

/** An SVG book cover, drawn exactly as the reference server draws /images/covers/{isbn13}.svg (one drawing: ../covers.ts). */
export const renderCoverArt = renderCoverSvg;

/**
 * The cover of an ISBN-13 as a `data:` URI, as the reference server draws it for an address that names only
 * the ISBN (`/images/covers/{isbn13}.svg?w=…`): no request, so it shows with no server behind the twin.
 */
export function coverDataUri(isbn13: string, width: number = COVER_WIDTHS.small): string {
  return `data:image/svg+xml,${encodeURIComponent(renderCoverArt({ isbn13, width, title: `ISBN ${isbn13}`, author: null, brand: null }))}`;
}

/** The memory twin's image service: the same calls as the real client's, answering `data:` URIs. */
export function memoryImagesApi(): ReturnType<typeof imagesApi> {
  return {
    coverUrl: (isbn13, size = 'small') => coverDataUri(isbn13, typeof size === 'number' ? size : COVER_WIDTHS[size]),
    serviceUrl: (params: ImageServiceParams) => {
      const id = params.productISBN13 ?? params.epi;
      if (!id) throw new Error('imageServiceUrl needs productISBN13 or epi');
      return coverDataUri(id, params.width ?? COVER_WIDTHS[params.image_type ?? 'small']);
    },
  };
}
