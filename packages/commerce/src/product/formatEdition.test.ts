import { describe, expect, it } from 'vitest';
import { editionPhrase, editionValue } from './formatEdition';

describe('editions beside their label', () => {
  it('PDP-01 the product facts give the edition without repeating the label word', () => {
    expect(editionValue('2nd Edition', 'Edition')).toBe('2nd');
    expect(editionValue('Large Print edition', 'Edition')).toBe('Large Print');
    expect(editionValue('3', 'Edition')).toBe('3');
    expect(editionValue('', 'Edition')).toBeNull();
  });

  it('CART-05 a cart line says "2nd Edition" (not "Edition 2nd Edition") and "Edition 3" for a number', () => {
    expect(editionPhrase('2nd Edition', 'Edition')).toBe('2nd Edition');
    expect(editionPhrase('3', 'Edition')).toBe('Edition 3');
    expect(editionPhrase(null, 'Edition')).toBeNull();
  });
});
