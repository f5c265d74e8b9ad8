import createDOMPurify, { type DOMPurify } from 'dompurify';
import { pointsAtApi } from './pointsAtApi';
import { richTextPolicy, type RichTextPolicy } from './richText.policy';
import { richTextWindow } from './richTextDom';

/** Keeps only the declarations of a style attribute whose property and value the policy allows. */
export function filterStyle(style: string, policy: RichTextPolicy = richTextPolicy): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    const pattern = policy.styles[property];
    if (pattern && pattern.test(value)) kept.push(`${property}: ${value}`);
  }
  return kept.join('; ');
}

/** DOMPurify's prefix for every kept `id` and `name` (SANITIZE_NAMED_PROPS), as GitHub does. */
const NAMED_PROPS_PREFIX = 'user-content-';

/** Attributes whose address the browser loads by itself, without the reader's click. */
const LOADED_ADDRESS_ATTRIBUTES = new Set(['src', 'srcset', 'poster', 'background', 'lowsrc', 'dynsrc', 'data']);

/** The addresses of a `srcset` (each candidate's first word). Splitting at every comma can only find more of them. */
const srcsetAddresses = (srcset: string) =>
  srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);

const loadsFromApi = (attribute: string, value: string) =>
  (attribute === 'srcset' ? srcsetAddresses(value) : [value]).some(pointsAtApi);

const purifiers = new WeakMap<RichTextPolicy, DOMPurify>();

// One DOMPurify instance per policy, so its hooks never leak into another caller's DOMPurify.
function purifierFor(policy: RichTextPolicy): DOMPurify | undefined {
  let purifier = purifiers.get(policy);
  if (purifier) return purifier;
  const domWindow = richTextWindow();
  if (!domWindow) return undefined;
  purifier = createDOMPurify(domWindow);
  purifier.addHook('uponSanitizeAttribute', (_node, event) => {
    // No data: addresses at all (DOMPurify lets images have them): editor content links and embeds by address.
    if ((event.attrName === 'src' || event.attrName === 'href') && /^\s*data:/i.test(event.attrValue)) {
      event.keepAttr = false;
      return;
    }
    // Media may not call the API: every viewer's browser would, with the viewer's session.
    if (LOADED_ADDRESS_ATTRIBUTES.has(event.attrName) && loadsFromApi(event.attrName, event.attrValue)) {
      event.keepAttr = false;
      return;
    }
    if (event.attrName !== 'style') return;
    event.attrValue = filterStyle(event.attrValue, policy);
    if (!event.attrValue) event.keepAttr = false;
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    // Links to a new window must not hand the opener to the other site.
    if (node.tagName === 'A' && node.getAttribute('target')) {
      if (node.getAttribute('target') !== '_blank') node.removeAttribute('target');
      else node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifiers.set(policy, purifier);
  return purifier;
}

const decodedFragment = (fragment: string) => {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
};

/**
 * In-page links of the text (`href="#delivery"`) follow their target's namespaced id (`#user-content-delivery`)
 * when the target is in the same text; a link to an anchor elsewhere on the page (`#main-content`) is kept.
 */
function followNamespacedTargets(body: HTMLElement): void {
  const targets = new Set<string>();
  for (const element of body.querySelectorAll('[id], a[name]')) {
    for (const attribute of ['id', 'name']) {
      const value = element.getAttribute(attribute);
      if (value) targets.add(value);
    }
  }
  if (targets.size === 0) return;
  for (const link of body.querySelectorAll('a[href^="#"]')) {
    const fragment = link.getAttribute('href')!.slice(1);
    if (targets.has(NAMED_PROPS_PREFIX + fragment) || targets.has(NAMED_PROPS_PREFIX + decodedFragment(fragment))) {
      link.setAttribute('href', `#${NAMED_PROPS_PREFIX}${fragment}`);
    }
  }
}

/**
 * A server renders the same texts for every visitor, and parsing in jsdom costs about a millisecond a text:
 * the last results are kept per policy (a bounded, least-recently-used map; long texts are not kept).
 */
const CACHED_TEXTS = 256;
const CACHED_MAX_LENGTH = 64_000;
const caches = new WeakMap<RichTextPolicy, Map<string, string>>();

function cacheFor(policy: RichTextPolicy): Map<string, string> {
  let cache = caches.get(policy);
  if (!cache) caches.set(policy, (cache = new Map()));
  return cache;
}

/**
 * Sanitises editor HTML with the allow-list (CMS-03): no scripts, event handlers, `javascript:` links,
 * frames, forms or unlisted styles survive; ids and names are prefixed `user-content-`, so the text cannot
 * stand in for the page's globals (`window.dataLayer`); media never load from `/api`. The same
 * function and policy run in the browser (the page's DOM) and on a server (a jsdom DOM, see richTextDom), with
 * the same result. Where no DOM can be had it returns an empty string: unsanitised HTML is never passed through.
 */
export function sanitizeHtml(html: string, policy: RichTextPolicy = richTextPolicy): string {
  const purifier = purifierFor(policy);
  if (!purifier) return '';
  const cache = cacheFor(policy);
  const cached = cache.get(html);
  if (cached !== undefined) {
    // Most recently used last, so the oldest entry is the first to go.
    cache.delete(html);
    cache.set(html, cached);
    return cached;
  }
  const clean = sanitizeWith(purifier, html, policy);
  if (html.length <= CACHED_MAX_LENGTH) {
    cache.set(html, clean);
    if (cache.size > CACHED_TEXTS) cache.delete(cache.keys().next().value!);
  }
  return clean;
}

function sanitizeWith(purifier: DOMPurify, html: string, policy: RichTextPolicy): string {
  // With RETURN_DOM, DOMPurify answers the <body> it sanitised (its types say Node).
  const body = purifier.sanitize(html, {
    ALLOWED_TAGS: [...policy.tags],
    ALLOWED_ATTR: [...policy.attributes],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    SANITIZE_NAMED_PROPS: true,
    // Style blocks, scripts and templates go with their content, not only their tags.
    FORBID_CONTENTS: [
      'script',
      'style',
      'template',
      'noscript',
      'iframe',
      'object',
      'embed',
      'svg',
      'math',
      'title',
      'textarea',
      'select',
      'option',
    ],
    // The body, not its HTML: in-page links are rewritten before it is serialised (as DOMPurify would: innerHTML).
    RETURN_DOM: true,
  }) as HTMLElement | null;
  if (!body) return '';
  followNamespacedTargets(body);
  return body.innerHTML;
}
