import { createServer } from 'node:net';

/** A loopback port nothing listens on now (for a server a test starts). */
export const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
