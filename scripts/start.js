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
