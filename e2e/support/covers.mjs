/**
 * Cover images for Storybook. The memory twin's products point at /images/covers/{isbn13}.svg, which
 * the reference server draws; Storybook has no server, so the harness draws the same covers with the
 * server's own `renderCoverSvg` (title unknown here: the cover names the ISBN).
 */
const COVER_PATH = /^\/images\/covers\/(\d{13})\.svg$/;

let renderer;

/** `renderCoverSvg` from @shelfmark/server's build, or null (with the reason) when it is not built. */
export async function loadCoverRenderer() {
  if (renderer === undefined) {
    try {
      renderer = { render: (await import('@shelfmark/server')).renderCoverSvg, error: null };
    } catch (error) {
      renderer = { render: null, error };
    }
  }
  return renderer;
}

/** The SVG for a cover URL path and query, or null when the path is not a cover. */
export async function coverFor(pathname, searchParams) {
  const isbn13 = COVER_PATH.exec(pathname)?.[1];
  if (!isbn13) return null;
  const { render } = await loadCoverRenderer();
  if (!render) return null;
  const width = Math.min(2000, Math.max(16, Number.parseInt(searchParams.get('w') ?? '216', 10) || 216));
  return render({ isbn13, width, title: `ISBN ${isbn13}`, author: null, brand: null });
}
