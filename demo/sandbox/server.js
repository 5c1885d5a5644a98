// The local sandbox of the Content Service: the read API, submission, media files and the analytics
// collector of /work/shared/spec/contract.md, with fixture albums and per-request fault switches.
// No dependencies beyond node: built-ins. See README.md beside this file.
//
//   import { startSandbox } from './demo/sandbox/server.js';
//   const sandbox = await startSandbox({ port: 0 });   // sandbox.url, await sandbox.close()
//
//   node demo/sandbox/server.js [--port 8787] [--host 127.0.0.1] [--quiet]
import { realpathSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createApp } from './app.js';

/**
 * Starts a sandbox with its own fresh fixtures and event log.
 * @param {{ host?: string, port?: number, log?: boolean }} [options]
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
export async function startSandbox({ host = '127.0.0.1', port = 0, log = false } = {}) {
  const lifetime = new AbortController();
  let url = '';
  const handle = createApp({ lifetime: lifetime.signal, fallbackOrigin: () => url });
  const server = createServer({ keepAliveTimeout: 5000 }, (req, res) => {
    const started = performance.now();
    // A client that hangs up mid-body or mid-response must never become an unhandled error.
    req.on('error', () => {});
    res.on('error', () => {});
    res.on('sandbox-error', (err) => {
      if (log) console.error(`[sandbox] error in ${req.method} ${req.url}:`, err);
    });
    if (log) {
      res.on('close', () => {
        const ms = Math.round(performance.now() - started);
        const note = res.writableFinished ? '' : ' (connection closed before the answer was complete)';
        console.log(`[sandbox] ${req.method} ${req.url} ${res.statusCode} ${ms}ms${note}`);
      });
    }
    void handle(req, res);
  });
  server.on('clientError', (err, socket) => {
    const code = /** @type {NodeJS.ErrnoException} */ (err).code;
    if (socket.writable && code !== 'ECONNRESET' && code !== 'EPIPE') {
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    } else {
      socket.destroy();
    }
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(undefined);
    });
  });
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  url = `http://${shownHost}:${address.port}`;
  if (log) console.log(`[sandbox] listening on ${url}`);

  /** @type {Promise<void> | null} */
  let closing = null;
  return {
    url,
    close() {
      closing ??= new Promise((resolve) => {
        // Ends slow and held responses first, then every socket, idle or not.
        lifetime.abort();
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}

function isMain() {
  try {
    return Boolean(process.argv[1]) && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url);
  } catch {
    return false;
  }
}

if (isMain()) {
  const args = process.argv.slice(2);
  const opt = (/** @type {string} */ name) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  if (args.includes('--help') || args.includes('-h')) {
    console.log('Usage: node demo/sandbox/server.js [--port 8787] [--host 127.0.0.1] [--quiet]');
    process.exit(0);
  }
  const port = Number(opt('--port') ?? process.env.PORT ?? 8787);
  const host = opt('--host') ?? '127.0.0.1';
  try {
    const sandbox = await startSandbox({ host, port, log: !args.includes('--quiet') });
    console.log(`Content Service sandbox: ${sandbox.url}  (albums 1001 1002 1003 1004 1666, sku SKU-TRAIL-42)`);
    const stop = () => {
      sandbox.close().then(() => process.exit(0));
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (err) {
    const code = /** @type {NodeJS.ErrnoException} */ (err).code;
    console.error(code === 'EADDRINUSE' ? `Port ${port} on ${host} is in use; try --port 0.` : err);
    process.exit(1);
  }
}
