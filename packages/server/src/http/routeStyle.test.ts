import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('..', import.meta.url));

function routeFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? routeFiles(join(dir, entry.name))
      : entry.name.endsWith('Routes.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}

/** What a route file must not do by hand: the route's schema parses the request and checks the answer. */
const HAND_WRITTEN = [
  { pattern: /\bparseRequest\(/, says: 'parses its request by hand (declare schema: { body, querystring, params })' },
  { pattern: /\bctx\.answer\(|\banswer\(s\./, says: 'checks its answer by hand (declare schema: { response })' },
];

describe('one way to write a server route', () => {
  it('finds the route files', () => {
    expect(routeFiles().length).toBeGreaterThanOrEqual(20);
  });

  it('no *Routes.ts parses a request or checks an answer by hand: both are the route schema’s (http/validate)', () => {
    const offences = routeFiles().flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return HAND_WRITTEN.filter(({ pattern }) => pattern.test(text)).map(
        ({ says }) => `${relative(SRC, file)} ${says}`,
      );
    });
    expect(offences).toEqual([]);
  });
});
