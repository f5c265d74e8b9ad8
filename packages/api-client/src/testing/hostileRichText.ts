/**
 * Hostile rich text, beside the XSS corpus (`xssCorpus`, in this testing entry too): markup that
 * runs no script but clobbers the page's globals, and media that make every viewer's browser call the API.
 * Shared by the sanitiser's tests, the server/browser comparison and the XSS corpus story.
 */

/** Ids and names that would stand in for `window.dataLayer`, `document.cookie`, `form.action`… */
export const clobberingPayloads: readonly string[] = [
  '<a id="dataLayer">x</a>',
  '<a id="dataLayer"></a><a id="dataLayer" name="push">y</a>',
  '<p id="location">here</p><img name="cookie" alt="c"><span id="__proto__">p</span>',
  '<h2 id="delivery">Delivery</h2><p><a href="#delivery">Read about delivery</a> or <a href="#main-content">skip</a>.</p>',
];

/** One address of the API (it signs the viewer out when an image loads it), spelt every way a browser still resolves to it. */
export const apiAddressSpellings: readonly string[] = [
  '/api/auth/federated-logout',
  '/API/auth/federated-logout',
  '/api',
  '/api?return=/',
  '//shop.example/api/auth/federated-logout',
  'https://shop.example/api/auth/federated-logout',
  'http://127.0.0.1:3000/api/auth/federated-logout',
  '/%61pi/auth/federated-logout',
  '/%2561pi/auth/federated-logout',
  '/api%2fauth%2ffederated-logout',
  '/./api/auth/federated-logout',
  '/%2e/api/auth/federated-logout',
  '/media/../api/auth/federated-logout',
  '/media/%2e%2e/api/auth/federated-logout',
  '/media/..//api/auth/federated-logout',
  '\\api\\auth\\federated-logout',
  '/\\shop.example/api/auth/federated-logout',
  'api/auth/federated-logout',
  '../../api/auth/federated-logout',
  ' /api/auth/federated-logout ',
  '/a\npi/auth/federated-logout',
  '/ap%09i/auth/federated-logout',
];

/** Media addresses editors use, which must keep working. */
export const mediaAddressesKept: readonly string[] = [
  '/media/covers/harbour.png',
  '/images/covers/9780000000002.svg?w=125',
  'https://cdn.example/apiary/bees.png',
  '/apiary.png',
  '/content/api-guide.png',
];

/** The image payloads as editors could write them (the allow-list keeps `<img src>` only). */
export const apiMediaPayloads: readonly string[] = apiAddressSpellings.map(
  (address) => `<img src="${address.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" alt="x">`,
);
