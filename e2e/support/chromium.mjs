/**
 * One place for how every test launches Chromium on these machines: Debian's own build at
 * /usr/bin/chromium (test tools' browser downloads fail here) with the flags TOOLCHAIN.md verified.
 * Playwright gives each launch() a fresh temporary user-data-dir and refuses `--user-data-dir`
 * in args, so no profile is ever shared between runs.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Nothing leaves the machine: every request but to this machine's own addresses (which Chromium never sends through a
  // proxy) goes to a proxy on the discard port, where nothing answers, and fails with ERR_PROXY_CONNECTION_FAILED.
  // Tests see such a request with `isLocalUrl` below. Cutting it with Playwright's request interception instead
  // (`context.route('**/*')`) sent every request of a page through the test's process: the checkout and orders
  // journeys took 3.5 min with it and 2.6 without (one lane, load 3-5).
  '--proxy-server=http://127.0.0.1:9',
];

/**
 * Extra flags for the visual check only: without them a few anti-aliased pixels (rounded corners,
 * broken-image icons) came out differently from run to run under load; with them 10 renders of the
 * same story were byte-identical, whether each loaded fresh or was switched to in one page.
 */
export const DETERMINISTIC_RENDERING_ARGS = [
  '--disable-partial-raster',
  '--disable-skia-runtime-opts',
  '--num-raster-threads=1',
  '--force-color-profile=srgb',
  '--font-render-hinting=none',
  '--disable-lcd-text',
];

/** Playwright `launchOptions` for Debian's Chromium. */
export const chromiumLaunchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true };

/** True for requests that stay on this machine; the browser cannot send any other (see CHROMIUM_ARGS) and tests report them. */
export function isLocalUrl(url) {
  const { protocol, hostname } = new URL(url);
  if (['data:', 'blob:', 'about:'].includes(protocol)) return true;
  return ['127.0.0.1', 'localhost', '[::1]', '::1'].includes(hostname);
}
