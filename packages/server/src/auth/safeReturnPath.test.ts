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
  ])('answers / for %j', (value) => {
    expect(safeReturnPath(value, base)).toBe('/');
  });

  test.prop([fc.string({ maxLength: 80 })])('never leaves the store’s origin', (value) => {
    const path = safeReturnPath(value, base);
    expect(path.startsWith('/')).toBe(true);
    expect(path.startsWith('//')).toBe(false);
    expect(new URL(path, base).origin).toBe(base);
  });

  test.prop([fc.webUrl()])('refuses every absolute URL', (url) => {
    expect(safeReturnPath(url, base)).toBe('/');
  });
});
