/**
 * The browser half of the server-rendering test: bundled for Chromium by test/server-rendering.test.ts. The page
 * holds the server's HTML of every case, each in its own `#case-{i}`, and, as JSON, each case's name, user, data
 * props and dehydrated QueryClient. `__hydrateCase(i)` hydrates one the way a host does (`HydrationBoundary` with
 * the server's state, a fresh memory twin), waits until it has settled (the blocks' code has arrived, no query is
 * fetching, effects have run), reads what it shows and unmounts it, so the next case starts alone.
 */
import { HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import { hydrateRoot } from 'react-dom/client';
import { createApi, createQueryClient, Providers, serverCases, type CaseData } from './serverCases';

interface PageCase {
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
    /** The cases on the page, in the order of their `#case-{i}` containers. */
    __CASES__: PageCase[];
    /** Hydrates case i, waits until it has settled, reads what it shows, then unmounts it. */
    __hydrateCase: (index: number) => Promise<HydratedCase>;
  }
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Done when nothing loads (queries, mutations, lazy blocks) for three frames in a row; polled each frame, no fixed wait. */
async function settle(queryClient: ReturnType<typeof createQueryClient>, container: HTMLElement): Promise<void> {
  let quiet = 0;
  while (quiet < 3) {
    await nextFrame();
    const busy = queryClient.isFetching() > 0 || queryClient.isMutating() > 0 || container.querySelector('.sm-content-loading') !== null;
    quiet = busy ? 0 : quiet + 1;
  }
}

const textOf = (element: Element | null) => (element instanceof HTMLElement ? element.innerText : element?.textContent ?? '').replace(/\s+/g, ' ').trim();

window.__hydrateCase = async (index) => {
  const pageCase = window.__CASES__[index]!;
  const found = serverCases.find((c) => c.name === pageCase.name);
  if (!found) throw new Error(`no case named ${pageCase.name}`);
  const container = document.getElementById(`case-${index}`)!;
  sessionStorage.clear();
  for (const [key, value] of Object.entries(pageCase.sessionStorage)) sessionStorage.setItem(key, value);
  const api = createApi(pageCase.user);
  const queryClient = createQueryClient();
  const root = hydrateRoot(
    container,
    <Providers api={api} queryClient={queryClient}>
      <HydrationBoundary state={pageCase.state}>{found.render(pageCase.data)}</HydrationBoundary>
    </Providers>,
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
  sessionStorage.clear();
  return shown;
};
