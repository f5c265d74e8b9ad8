import createDOMPurify, { type DOMPurify } from 'dompurify';
import { richTextPolicy, type RichTextPolicy } from './richText.policy';

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

const purifiers = new WeakMap<RichTextPolicy, DOMPurify>();

// One DOMPurify instance per policy, so its hooks never leak into another caller's DOMPurify.
function purifierFor(policy: RichTextPolicy): DOMPurify | undefined {
  if (typeof window === 'undefined') return undefined;
  let purifier = purifiers.get(policy);
  if (purifier) return purifier;
  purifier = createDOMPurify(window);
  purifier.addHook('uponSanitizeAttribute', (_node, event) => {
    // No data: addresses at all (DOMPurify lets images have them): editor content links and embeds by address.
    if ((event.attrName === 'src' || event.attrName === 'href') && /^\s*data:/i.test(event.attrValue)) {
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

/**
 * Sanitises editor HTML with the allow-list (CMS-03): no scripts, event handlers, `javascript:` links,
 * frames, forms or unlisted styles survive. Without a DOM (server rendering) it returns an empty string:
 * unsanitised HTML is never passed through.
 */
export function sanitizeHtml(html: string, policy: RichTextPolicy = richTextPolicy): string {
  const purifier = purifierFor(policy);
  if (!purifier) return '';
  return purifier.sanitize(html, {
    ALLOWED_TAGS: [...policy.tags],
    ALLOWED_ATTR: [...policy.attributes],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    // Style blocks, scripts and templates go with their content, not only their tags.
    FORBID_CONTENTS: ['script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'title', 'textarea', 'select', 'option'],
    RETURN_TRUSTED_TYPE: false,
  });
}
