import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contractSchemaModules } from './http';

describe('contractSchemaModules', () => {
  it('names every module loadContractSchemas imports, and only those, so a server preloads all of their chunks', () => {
    const source = readFileSync(join(import.meta.dirname, 'http.ts'), 'utf8');
    const imported = [...source.matchAll(/import\('\.\.\/(schemas\/\w+)'\)/g)].map(
      ([, path]) => `@shelfmark/api-client/${path}`,
    );
    expect(imported.length).toBeGreaterThan(10);
    expect([...contractSchemaModules].sort()).toEqual([...new Set(imported)].sort());
  });
});
