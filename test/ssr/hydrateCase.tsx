/**
 * The browser half of the server-rendering test: bundled for Chromium by test/server-rendering.test.ts. For each
 * case the test renders on the server just before, `__hydrateCase({ html, json })` puts the server's HTML in a
 * container of the page (as the HTML parser would), hydrates it the way a host does (`HydrationBoundary` with the
 * server's dehydrated state, a fresh memory twin), waits until it has settled (the blocks' code has arrived, no query
 * is fetching, effects have run), reads what it shows and unmounts it, so the next case starts alone.
 */
import { HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import { Profiler } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createApi, createQueryClient, Providers, serverCases, type CaseData } from './serverCases';

/** One case as the test sends it: the server's HTML and what the browser needs to hydrate it. */
export interface PageCase {
  html: string;
  name: string;
  user: string | null;
  data: CaseData;
  state: DehydratedState;
  sessionStorage: Record<string, string>;
}

/** What the page shows of a hydrated case: its own text (and the document's title) and the text of the dialogs it opened. */
export interface HydratedCase {
  text: string;
  dialogs: string;
}

declare global {
  interface Window {
    /** Shows the case's server HTML, hydrates it, waits until it has settled, reads what it shows, then unmounts it. */
    __hydrateCase: (pageCase: PageCase) => Promise<HydratedCase>;
  }
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** React commits of the case being hydrated (its hydration, a block's boundary hydrating later, effects' updates). */
let commits = 0;
const countCommit = () => {
  commits += 1;
};

/**
 * Done once React has committed the hydration and then, for three frames in a row, committed nothing more, changed
 * nothing in the container and had nothing loading (queries, mutations, lazy blocks). Polled each frame: no fixed wait.
 */
async function settle(queryClient: ReturnType<typeof createQueryClient>, container: HTMLElement): Promise<void> {
  let mutated = false;
  const observer = new MutationObserver(() => {
    mutated = true;
  });
  observer.observe(container, { subtree: true, childList: true, attributes: true, characterData: true });
  let quiet = 0;
  let seen = -1;
  while (quiet < 3) {
    await nextFrame();
    const busy =
      commits === 0 ||
      commits !== seen ||
      mutated ||
      queryClient.isFetching() > 0 ||
      queryClient.isMutating() > 0 ||
      container.querySelector('.sm-content-loading') !== null;
    seen = commits;
    mutated = false;
    quiet = busy ? 0 : quiet + 1;
  }
  observer.disconnect();
}

const textOf = (element: Element | null) =>
  (element instanceof HTMLElement ? element.innerText : (element?.textContent ?? '')).replace(/\s+/g, ' ').trim();

window.__hydrateCase = async (pageCase) => {
  const found = serverCases.find((c) => c.name === pageCase.name);
  if (!found) throw new Error(`no case named ${pageCase.name}`);
  const container = document.createElement('div');
  container.innerHTML = pageCase.html;
  document.body.append(container);
  sessionStorage.clear();
  for (const [key, value] of Object.entries(pageCase.sessionStorage)) sessionStorage.setItem(key, value);
  const api = createApi(pageCase.user);
  const queryClient = createQueryClient();
  commits = 0;
  const root = hydrateRoot(
    container,
    <Profiler id={pageCase.name} onRender={countCommit}>
      <Providers api={api} queryClient={queryClient}>
        <HydrationBoundary state={pageCase.state}>{found.render(pageCase.data)}</HydrationBoundary>
      </Providers>
    </Profiler>,
    {
      // Reported as console errors so the test sees them (React's default reports some only as window errors).
      onRecoverableError: (error) => console.error(`Recoverable hydration error in ${pageCase.name}:`, error),
    },
  );
  await settle(queryClient, container);
  const shown = {
    text: `${document.title} ${textOf(container)}`,
    dialogs: [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].map(textOf).join(' '),
  };
  root.unmount();
  container.remove();
  sessionStorage.clear();
  return shown;
};
