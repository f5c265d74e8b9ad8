import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './safeReturnPath';

const base = 'http://localhost:3000';

describe('AUTH-01 safeReturnPath', () => {
  it.each([
    ['/cart', '/cart'],
    ['/search?q=harbour%20tales&page=2', '/search?q=harbour%20tales&page=2'],
    ['/products/9780000000002#details', '/products/9780000000002#details'],
    ['/a/../cart', '/cart'],
    ['/./cart', '/cart'],
    ['/%2e/cart', '/cart'],
    ['/search/%2e%2e', '/'],
    ['/products/%E3%80%82example', '/products/%E3%80%82example'],
    ['/search?q=a%2Fb%2F%2Fc', '/search?q=a%2Fb%2F%2Fc'],
    ['/50%off', '/50%off'],
  ])('keeps the store path %s', (value, expected) => {
    expect(safeReturnPath(value, base)).toBe(expected);
  });

  it.each([
    'https://evil.example/',
    'http://localhost:3001/cart',
    '//evil.example/cart',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'cart',
    '',
    '/\tevil',
    '/%0d%0aSet-Cookie:x=1'.replace('%0d%0a', '\r\n'),
    undefined,
    ['/', '/cart'],
    // Dot segments that the URL parser removes, leaving `//host`.
    '/.//evil.example',
    '/%2e//evil.example',
    '/%2E//evil.example',
    '/a/..//evil.example',
    '/..//evil.example',
    '/%2e%2e//evil.example',
    '/.%2e//evil.example',
    '/a/b/../..//evil.example',
    '/.///evil.example',
    '/././/evil.example',
    // Escapes that decode to a host: anything behind the browser that decodes the path must not get one either.
    '/%2f%2fevil.example',
    '/%2F/evil.example',
    '/%5cevil.example',
    '/%5C%5Cevil.example',
    '/%2e%2e%2f%2fevil.example',
    '/a%2f..%2f..%2f%2fevil.example',
    '/%252f%252fevil.example',
    '/%25252e%25252e//evil.example',
    '/%09/evil.example',
    '/%0d%0aSet-Cookie:x=1',
  ])('answers / for %j', (value) => {
    expect(safeReturnPath(value, base)).toBe('/');
  });

  test.prop([fc.string({ maxLength: 80 })])('never leaves the store’s origin', (value) => {
    const path = safeReturnPath(value, base);
    expect(path.startsWith('/')).toBe(true);
    expect(path.startsWith('//')).toBe(false);
    expect(new URL(path, base).origin).toBe(base);
  });

  /** Paths built from dot segments (plain, percent-encoded, doubly encoded), slashes and a host name. */
  const dotSegment = fc.constantFrom('.', '..', '%2e', '%2E', '.%2e', '%2e.', '%2e%2e', '%252e', 'a', '');
  const separator = fc.constantFrom('/', '//', '%2f', '%2F', '%5c', '%252f');
  const dotPath = fc
    .tuple(
      fc.array(fc.tuple(dotSegment, separator), { minLength: 1, maxLength: 6 }),
      fc.constantFrom('evil.example', 'evil.example/x', '@evil.example'),
    )
    .map(([parts, host]) => `/${parts.map(([segment, slash]) => `${segment}${slash}`).join('')}${host}`);

  test.prop([dotPath])('a path of dot segments never ends as //host, decoded or not', (value) => {
    const path = safeReturnPath(value, base);
    expect(path.startsWith('/')).toBe(true);
    expect(/^[/\\]{2}/.test(path)).toBe(false);
    expect(new URL(path, base).origin).toBe(base);
    // Decoded as often as it holds escapes (`%252f` → `%2f` → `/`), it still stays on the origin.
    let decoded = path;
    while (/%[0-9a-f]{2}/i.test(decoded))
      decoded = decoded.replace(/%([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    expect(/^[/\\]{2}/.test(decoded)).toBe(false);
    expect(new URL(decoded.replaceAll('\\', '/'), base).origin).toBe(base);
  });

  test.prop([
    fc.oneof(
      dotPath,
      fc.string({ maxLength: 80 }).map((s) => `/${s}`),
    ),
  ])('is its own fixed point: the answer passed again comes back unchanged', (value) => {
    const path = safeReturnPath(value, base);
    expect(safeReturnPath(path, base)).toBe(path);
  });

  test.prop([fc.webUrl()])('refuses every absolute URL', (url) => {
    expect(safeReturnPath(url, base)).toBe('/');
  });
});
