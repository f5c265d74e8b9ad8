import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { servePlainStatic } from './plain-static-server.mjs';

/**
 * The stories and visual runs serve the built Storybook as any host would — files and nothing else — so a
 * story that needs this repository's servers (a drawn cover, a clip) fails there instead of passing by accident.
 */
describe('the plain static file server of the Storybook runs', () => {
  const folder = mkdtempSync(join(tmpdir(), 'plain-static-'));
  mkdirSync(join(folder, 'images/covers'), { recursive: true });
  writeFileSync(join(folder, 'index.html'), '<!doctype html><title>sb</title>');
  writeFileSync(join(folder, 'images/covers/9780000000002-w125.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  let server: { url: string; close: () => Promise<void> };

  beforeAll(async () => {
    server = await servePlainStatic(folder, 0);
  });
  afterAll(async () => {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('serves the files of the build, the query string ignored', async () => {
    const page = await fetch(`${server.url}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const cover = await fetch(`${server.url}/images/covers/9780000000002-w125.svg?w=999`);
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('draws nothing: a cover the build lacks is a 404, as on any static host', async () => {
    expect((await fetch(`${server.url}/images/covers/9780000000002.svg?w=125`)).status).toBe(404);
    expect((await fetch(`${server.url}/media/videos/storefront-tour.webm`)).status).toBe(404);
  });

  it('serves nothing outside the folder', async () => {
    expect([403, 404]).toContain((await fetch(`${server.url}/..%2f..%2fetc%2fpasswd`)).status);
  });
});
