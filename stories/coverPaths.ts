/**
 * Cover addresses a static build can serve. Documents and stories address covers as the reference server serves them,
 * `/images/covers/{isbn13}.svg?w={width}`; a static file server ignores the query, so the Storybook build holds one file
 * per width, `/images/covers/{isbn13}-w{width}.svg` (drawn by the `shelfmark-covers` plugin of .storybook/main.ts,
 * byte for byte as the server draws that width). Stories pass documents through `staticCovers` and write their own
 * covers with `coverPath`.
 */
const SERVER_COVER = /\/images\/covers\/(\d{13})\.svg\?w=(\d{2,4})/g;

/** The build's address of a cover at a width. */
export const coverPath = (isbn13: string, width: number) => `/images/covers/${isbn13}-w${width}.svg`;

/** A copy of a document (or any value) with every `/images/covers/{isbn13}.svg?w=…` address rewritten to the build's file. */
export function staticCovers<T>(value: T): T {
  if (typeof value === 'string')
    return value.replace(SERVER_COVER, (_, isbn13: string, width: string) => coverPath(isbn13, Number(width))) as T;
  if (Array.isArray(value)) return value.map(staticCovers) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, staticCovers(item)])) as T;
  }
  return value;
}
