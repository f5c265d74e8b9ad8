import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** src/media/files, found from the source (src/media) or the build (dist). */
export function mediaDir(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, 'files'), join(here, '..', 'src', 'media', 'files')];
  const found = candidates.find((dir) => existsSync(join(dir, 'videos')));
  if (!found) throw new Error(`Media folder not found (looked in ${candidates.join(', ')}).`);
  return found;
}

/**
 * The default video provider's files: clips at /media/videos/{videoId}.webm, their captions (.vtt) and transcripts
 * (.txt) beside them, and their posters at /media/previews/{videoId}.jpg, shipped with the project (generate-media.sh), with range requests
 * so the player can seek. Nothing is fetched from elsewhere.
 */
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: mediaDir(),
    prefix: '/media/',
    decorateReply: false,
    index: false,
    // A clip's captions (.vtt, the player's <track>) and transcript (.txt) sit beside it.
    allowedPath: (path) => /^\/(videos\/[\w-]{1,80}\.(webm|vtt|txt)|previews\/[\w-]{1,80}\.jpg)$/.test(path),
    setHeaders(res) {
      res.header('cache-control', 'public, max-age=86400');
    },
  });
}
