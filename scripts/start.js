// `npm start`: builds dist/ when it is missing or older than src/ (the HTML recipes and the embed
// snippets load /dist/ugc-album.js), then the Content Service sandbox on 127.0.0.1:8787 (or a free
// port when that one is taken) and the Vite dev server with the demo page (root: the repository, so
// the page can load /src/define.ts as TypeScript, and /dist/ is served as built). Prints the demo
// URL; Ctrl-C (SIGINT), SIGTERM and SIGHUP stop both servers.
//
//   node scripts/start.js [--port 5173] [--sandbox-port 8787] [--log]
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { startSandbox } from '../demo/sandbox/server.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
/** @param {string} name @param {number} fallback */
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? Number(args[i + 1]) : fallback;
};
const HOST = '127.0.0.1';
const SANDBOX_PORT = opt('--sandbox-port', 8787);
const DEMO_PORT = opt('--port', 5173);
const log = args.includes('--log');

async function sandboxOnFreePort() {
  try {
    return await startSandbox({ host: HOST, port: SANDBOX_PORT, log });
  } catch (err) {
    if (/** @type {NodeJS.ErrnoException} */ (err).code !== 'EADDRINUSE') throw err;
    console.warn(`Port ${SANDBOX_PORT} is taken; starting the sandbox on a free port instead.`);
    return startSandbox({ host: HOST, port: 0, log });
  }
}

/** Newest modification time of the files under `dir`. */
const newest = (dir) =>
  Math.max(0, ...readdirSync(dir, { withFileTypes: true }).map((d) => (d.isDirectory() ? newest(join(dir, d.name)) : statSync(join(dir, d.name)).mtimeMs)));

function buildIfStale() {
  let built = 0;
  try {
    built = statSync(join(root, 'dist/ugc-album.iife.js')).mtimeMs;
  } catch {}
  if (built && built >= newest(join(root, 'src'))) return;
  console.log(built ? 'src/ changed since the last build: npm run build…' : 'No build yet: npm run build (dist/)…');
  const result = spawnSync(process.execPath, [join(root, 'scripts/build.js')], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * The server's root leads to the demo (with the query, e.g. `?sandbox=`): a newcomer who opens
 * `http://127.0.0.1:5173/` gets the demo, not a 404.
 * @returns {import('vite').Plugin}
 */
function rootToDemo() {
  return {
    name: 'ugc-album:root-to-demo',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const url = new URL(request.url ?? '/', 'http://localhost');
        if (url.pathname !== '/') return next();
        response.statusCode = 302;
        response.setHeader('location', `/demo/${url.search}`);
        response.end();
      });
    },
  };
}

/**
 * `/demo/ssr.html`: a product page whose gallery is rendered here, on the server, by `ugc-album/ssr`
 * (the built npm entry), as docs/server-rendering.md shows; the built bundle takes it over.
 * @param {{ url: string }} sandbox
 * @returns {import('vite').Plugin}
 */
function serverRenderedDemo(sandbox) {
  return {
    name: 'ugc-album:server-rendered-demo',
    configureServer(server) {
      server.middlewares.use('/demo/ssr.html', async (_request, response) => {
        const { renderAlbum } = await import('../dist/lib/ssr/index.js');
        const gallery = await renderAlbum({
          'album-id': '1001',
          'api-key': 'demo-public-key',
          'base-url': sandbox.url,
          'analytics-url': sandbox.url,
          'per-page': '12',
          locale: 'en',
        });
        response.setHeader('content-type', 'text/html; charset=utf-8');
        response.end(`<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Server-rendered gallery · ugc-album</title>
  <link rel="icon" href="data:,">
  <link rel="stylesheet" href="/demo/demo.css">
  <script type="module" src="/dist/ugc-album.js"></script>
</head>
<body>
  <main class="wrap">
    <h1>Trail Runner 42</h1>
    <p class="lede">This gallery was rendered on the server (<code>ugc-album/ssr</code>): its photos are in
    the HTML, and the script took it over without asking again. Turn JavaScript off and reload: it is
    still here. See docs/server-rendering.md.</p>
    ${gallery}
  </main>
</body>
</html>`);
      });
    },
  };
}

buildIfStale();
const sandbox = await sandboxOnFreePort();
/** @type {import('vite').ViteDevServer} */
let vite;
try {
  // vite.config.ts (the library build) is loaded as usual; only where and what to serve is set here.
  vite = await createServer({
    root,
    clearScreen: false,
    server: { host: HOST, port: DEMO_PORT, strictPort: false, open: false },
    plugins: [rootToDemo(), serverRenderedDemo(sandbox)],
  });
  await vite.listen();
} catch (err) {
  await sandbox.close();
  throw err;
}

const base = vite.resolvedUrls?.local[0] ?? `http://${HOST}:${vite.config.server.port}/`;
const demo = new URL('demo/', base);
// The page defaults to the sandbox's usual address; tell it when the sandbox had to move.
if (sandbox.url !== `http://${HOST}:8787`) demo.searchParams.set('sandbox', sandbox.url);

console.log('');
console.log(`  Content Service sandbox  ${sandbox.url}   (demo/sandbox/README.md)`);
console.log(`  Demo                     ${demo.href}`);
console.log(`  Playground, recipes      ${new URL('playground.html', demo).href}  ${new URL('recipes/', demo).href}`);
console.log(`  Server-rendered          ${new URL('ssr.html', demo).href}   (docs/server-rendering.md)`);
console.log('');
console.log('  Ctrl-C to stop.');

let stopping = false;
/** @param {string} signal */
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping the demo server and the sandbox…`);
  const forced = setTimeout(() => process.exit(1), 5000);
  forced.unref();
  await Promise.allSettled([vite.close(), sandbox.close()]);
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stop(signal));
