import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_VIDEO_IDS } from '../src/seed/content/contentPages';
import { freshDatabase, type FreshDatabase } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

let db: FreshDatabase;
let server: TestServer;

beforeAll(async () => {
  db = await freshDatabase();
  server = await startTestServer(db.database);
});

afterAll(async () => {
  await server?.close();
  await db?.cleanup();
});

const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];
const JPEG_MAGIC = [0xff, 0xd8, 0xff];

describe('media of the default video provider (/media)', () => {
  it.each(SEEDED_VIDEO_IDS)('BLK-03 serves the clip and poster of %s, used by the seeded pages', async (videoId) => {
    const clip = await fetch(`${server.baseUrl}/media/videos/${videoId}.webm`);
    expect([clip.status, clip.headers.get('content-type')]).toEqual([200, 'video/webm']);
    const bytes = new Uint8Array(await clip.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual(EBML_MAGIC);
    expect(bytes.length).toBeLessThan(200_000);
    const poster = await fetch(`${server.baseUrl}/media/previews/${videoId}.jpg`);
    expect([poster.status, poster.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    expect([...new Uint8Array(await poster.arrayBuffer()).slice(0, 3)]).toEqual(JPEG_MAGIC);
  });

  it.each(SEEDED_VIDEO_IDS)(
    'BLK-03 WCAG 1.2.2 1.2.3 serves the captions (WebVTT, the player asks for them) and the transcript of %s',
    async (videoId) => {
      const captions = await fetch(`${server.baseUrl}/media/videos/${videoId}.vtt`);
      expect([captions.status, captions.headers.get('content-type')?.split(';')[0]]).toEqual([200, 'text/vtt']);
      const cues = await captions.text();
      expect(cues.startsWith('WEBVTT')).toBe(true);
      expect(cues).toMatch(/00:00:00\.000 --> 00:00:0\d\.\d{3}\n\S/);
      const transcript = await fetch(`${server.baseUrl}/media/videos/${videoId}.txt`);
      expect([transcript.status, transcript.headers.get('content-type')?.split(';')[0]]).toEqual([200, 'text/plain']);
      expect(await transcript.text()).toMatch(/^Transcript: /);
    },
  );

  it('answers a range request with 206 and the asked bytes, so the player can seek', async () => {
    const response = await fetch(`${server.baseUrl}/media/videos/${SEEDED_VIDEO_IDS[0]}.webm`, {
      headers: { range: 'bytes=0-99' },
    });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toMatch(/^bytes 0-99\/\d+$/);
    expect((await response.arrayBuffer()).byteLength).toBe(100);
  });

  it.each([
    '/media/videos/unknown-clip.webm',
    '/media/videos/../../../package.json',
    '/media/videos/%2e%2e%2f%2e%2e%2fgenerate-media.sh',
    '/media/generate-media.sh',
    '/media/videos/storefront-tour.webm.bak',
    '/media/videos/unknown-clip.vtt',
  ])('answers 404 for %s', async (path) => {
    expect((await fetch(`${server.baseUrl}${path}`)).status).toBe(404);
  });
});
