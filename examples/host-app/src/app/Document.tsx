import type { ReactNode } from 'react';
import { STATE_ELEMENT_ID } from './storefrontState';

/** The meta naming the app's modules for src/boot.ts, which reads the name as a literal of its own. */
export const APP_MODULES_META = 'shelfmark-app';

export interface DocumentProps {
  /** The site's brand (`data-brand` on <html>: the brand's colours and logo). */
  brand: string;
  /** The client build's stylesheets. */
  stylesheets: readonly string[];
  /** Module scripts the HTML preloads: the bootstrap script's own imports (none when src/boot.ts starts the app). */
  modulePreloads: readonly string[];
  /** The app's modules, entry first, that src/boot.ts fetches once the page has painted (none: no boot script). */
  appModules?: readonly string[];
  /** The server's state as the text of the JSON script (see storefrontState.ts). */
  stateJson: string;
  children?: ReactNode;
}

/**
 * The whole HTML document, rendered by React on the server and hydrated as `document` in the browser (the
 * same element tree on both sides). The page's own head tags — title, description, canonical, open graph… —
 * come from the page (PageHead / PageTitle), which React 19 hoists into <head>. The state travels as
 * non-executable JSON: under `script-src 'self'` the page has no inline script at all (the entry module is a
 * same-origin file React adds with `bootstrapModules`).
 */
export function Document({ brand, stylesheets, modulePreloads, appModules = [], stateJson, children }: DocumentProps) {
  return (
    <html lang="en" data-brand={brand}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta name="color-scheme" content="light" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
        {/* Low priority: the page paints from its HTML and stylesheet; the scripts only make it interactive. */}
        {modulePreloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} fetchPriority="low" />
        ))}
        {appModules.length > 0 && <meta name={APP_MODULES_META} content={appModules.join(' ')} />}
      </head>
      <body>
        <div id="root">{children}</div>
        {/* Text children of a <script> are written as they are (no entity escaping); stateJson escapes `<`, so it cannot close the element. */}
        <script id={STATE_ELEMENT_ID} type="application/json">
          {stateJson}
        </script>
      </body>
    </html>
  );
}
