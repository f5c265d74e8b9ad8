import { describe, expect, it } from 'vitest';
import { formatLabel } from './formatLabel';
import { resolveLabels } from './resolveLabels';

describe('resolveLabels', () => {
  const defaults = { submit: 'Add to cart', max: 'Max quantity is {max}' };

  it('keeps the English defaults when nothing is overridden', () => {
    expect(resolveLabels(defaults)).toEqual(defaults);
    expect(resolveLabels(defaults, null)).toEqual(defaults);
  });

  it('takes an editor’s text over the default, key by key', () => {
    expect(resolveLabels(defaults, { submit: 'Order now' })).toEqual({ submit: 'Order now', max: 'Max quantity is {max}' });
  });

  it('ignores empty CMS fields (null or undefined) and keys the component does not know', () => {
    const overrides = { submit: null, max: undefined, unknown: 'x' } as unknown as Parameters<typeof resolveLabels<typeof defaults>>[1];
    expect(resolveLabels(defaults, overrides)).toEqual(defaults);
  });
});

describe('formatLabel', () => {
  it('CART-08 replaces the {max} placeholder with the maximum', () => {
    expect(formatLabel('Max quantity is {max}', { max: 999 })).toBe('Max quantity is 999');
  });

  it('fills every placeholder, repeated ones too', () => {
    expect(formatLabel('{n} of {n} ({title})', { n: 2, title: 'Atlas' })).toBe('2 of 2 (Atlas)');
  });

  it('leaves a placeholder without a value visible', () => {
    expect(formatLabel('Hello {name}, {missing}', { name: 'Ada' })).toBe('Hello Ada, {missing}');
  });
});
