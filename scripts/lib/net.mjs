import { createServer } from 'node:net';

/** A port on 127.0.0.1 that nobody listens on now (the OS picks it; free a moment later too, in practice). */
export const freePort = () =>
  new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
