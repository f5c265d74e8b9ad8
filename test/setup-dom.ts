import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
// user-event's own clipboard hooks: it registers them when first imported, so in a shared worker only for one file.
import {
  detachClipboardStubFromView,
  resetClipboardStubOnView,
} from '@testing-library/user-event/dist/esm/utils/dataTransfer/Clipboard.js';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';

// The suite runs on slow, shared 2-core machines: give findBy/waitFor room before calling a
// rendered state missing. This only lengthens the wait for a failure, never a pass.
configure({ asyncUtilTimeout: 10_000 });

/*
 * The 'dom' project runs its files one after another in one jsdom window and module graph per worker (isolate: false
 * in vitest.config.ts), and this file runs before each of them. So each test leaves the page as a new worker has it:
 * what a test changed in the window, the document or a shared object is undone after it, whichever file comes next.
 */

/** What a new worker's page holds (taken by the first file in the window; a later file finds it on the document). */
interface FreshPage {
  href: string;
  head: Node[];
  body: Node[];
  attributes: Map<Element, Map<string, string>>;
}
const FRESH = Symbol.for('shelfmark.test.freshPage');
const page = document as Document & { [FRESH]?: FreshPage };
const fresh: FreshPage = (page[FRESH] ??= {
  href: location.href,
  head: [...document.head.childNodes],
  body: [...document.body.childNodes],
  attributes: new Map(
    [document.documentElement, document.head, document.body].map((element) => [element, attributesOf(element)]),
  ),
});

function attributesOf(element: Element): Map<string, string> {
  return new Map([...element.attributes].map((attribute) => [attribute.name, attribute.value]));
}

/** Puts back the elements' attributes and the head's and body's children as the fresh page had them. */
function restoreDocument() {
  for (const [element, attributes] of fresh.attributes) {
    for (const { name } of [...element.attributes]) if (!attributes.has(name)) element.removeAttribute(name);
    for (const [name, value] of attributes) if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
  for (const [parent, children] of [
    [document.head, fresh.head],
    [document.body, fresh.body],
  ] as const) {
    for (const child of [...parent.childNodes]) if (!children.includes(child)) child.remove();
  }
}

/** Expires every cookie the page can see (a test that sets one, e.g. the region, may not). */
function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

// @testing-library/react sets this in a beforeAll it registers when first imported, so for one file per worker here:
// without it React would not warn of state updates outside act() in the others.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

/** The window's own properties before each test: those a test or its components add (e.g. `dataLayer`) go after it. */
let globalsBefore = new Set<string>();
beforeEach(() => {
  globalsBefore = new Set(Object.getOwnPropertyNames(globalThis));
});

// This runs after the test file's own afterEach hooks.
afterEach(() => {
  cleanup();
  vi.useRealTimers(); // the files that fake them run in a window of their own too (OWN_DOM in vitest.config.ts)
  vi.restoreAllMocks(); // vi.spyOn on shared objects: console, window, URL, prototypes, a module's exports
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  for (const name of Object.getOwnPropertyNames(globalThis)) {
    if (!globalsBefore.has(name) && Object.getOwnPropertyDescriptor(globalThis, name)?.configurable) {
      delete (globalThis as Record<string, unknown>)[name];
    }
  }
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  restoreDocument();
  if (location.href !== fresh.href || history.state !== null) history.replaceState(null, '', fresh.href);
  clearCookies();
  sessionStorage.clear();
  localStorage.clear();
  resetClipboardStubOnView(window);
});

afterAll(() => {
  detachClipboardStubFromView(window);
});
