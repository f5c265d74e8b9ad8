/**
 * How the build names a content block's module: the registry's editor name in camel case with `Block`
 * ('Covers List' → `…/coversListBlock.tsx`, 'EventList' → `…/eventListBlock.tsx`). test/block-preloads.test.ts checks
 * that every name of `contentRegistry` finds its chunk in the real build's manifest this way.
 */
export function blockModuleSuffix(type: string): string {
  const words = type.split(/\s+/).filter(Boolean);
  const camel = words
    .map((word, i) => (i === 0 ? word.charAt(0).toLowerCase() : word.charAt(0).toUpperCase()) + word.slice(1))
    .join('');
  return `/${camel}Block.tsx`;
}
