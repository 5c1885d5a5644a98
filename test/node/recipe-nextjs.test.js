// The Next.js recipes tested as printed, in one app built once: docs/recipes/nextjs.md (a client
// component's gallery) and the server-rendering recipe of docs/server-rendering.md (a server
// component's page awaiting renderAlbum). Built with `next build` (production, as a shop deploys),
// served with `next start` with the sandbox's origin and key in its environment. The client recipe,
// opened in Chromium against the sandbox: the server's HTML holds the waiting element; once hydrated,
// the gallery loads with the recipe's sort in its first request and the recipe's `onUgcLoad`
// handler has run (its status line). The server-rendered page: the gallery in its HTML, and the
// widget's script. About a minute, most of it `next build`.
/* global document -- page.evaluate and waitForFunction run in the page */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from './support/free-port.js';
import { launchChromium, recipeApp, recipeFiles, root, serverRecipe, sortOfFirstPage, watchPage } from './support/recipe-app.js';

const next = join(root, 'node_modules/next/dist/bin/next');
let sandbox;
let app;
let server;
let browser;

before(async () => {
  const { startSandbox } = await import('../../demo/sandbox/server.js');
  sandbox = await startSandbox({ host: '127.0.0.1', port: 0 });
  const files = recipeFiles('nextjs.md', 'nextjs');
  assert.deepEqual(Object.keys(files).sort(), ['.env.local', 'app/gallery.tsx', 'app/page.tsx']);
  // The page's .env.local with this sandbox and a key of this test's own.
  files['.env.local'] = files['.env.local']
    .replace(/^NEXT_PUBLIC_UGC_BASE_URL=.*$/m, `NEXT_PUBLIC_UGC_BASE_URL=${sandbox.url}`)
    .replace(/^NEXT_PUBLIC_UGC_API_KEY=.*$/m, `NEXT_PUBLIC_UGC_API_KEY=test-nextjs-${process.pid}`);
  // The shop's own root layout (every App Router app has one; the recipe is not about it).
  const layout = `export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (<html lang="en"><body>{children}</body></html>);
}
`;
  const served = serverRecipe('next-page');
  assert.deepEqual(Object.keys(served), ['app/trail-runner-42/page.tsx']);
  app = recipeApp('nextjs', { ...files, ...served, 'app/layout.tsx': layout, 'package.json': '{ "private": true }\n' });
  // Next type-checks with TypeScript's JavaScript API, which TypeScript 7 (native) does not have.
  symlinkSync(join(root, 'node_modules/typescript5'), join(app, 'node_modules/typescript'));
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
  const build = spawnSync(process.execPath, [next, 'build'], { cwd: app, env, encoding: 'utf8' });
  assert.equal(build.status, 0, `next build failed:\n${build.stdout}\n${build.stderr}`);
  const port = await freePort();
  // The server-rendering recipe reads its key and the service's origin when it renders.
  const runtime = { ...env, UGC_API_KEY: `test-next-ssr-${process.pid}`, UGC_BASE_URL: sandbox.url };
  server = spawn(process.execPath, [next, 'start', '-p', String(port), '-H', '127.0.0.1'], { cwd: app, env: runtime, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => /Ready|started server|Local:/i.test(String(chunk)) && resolve());
    server.on('exit', (code) => reject(new Error(`next start exited with ${code}`)));
  });
  app = `http://127.0.0.1:${port}`;
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  server?.kill();
  await sandbox?.close();
});

test('the server renders the element waiting for hydration, with the page around it', async () => {
  const html = await (await fetch(app)).text();
  assert.match(html, /<h1>Trail Runner 42<\/h1>/);
  assert.match(html, /<ugc-album defer-hydration=""><\/ugc-album>/);
});

test('hydrated in Chromium: the gallery loads with the sort, and the onUgcLoad handler runs', async () => {
  const page = await browser.newPage();
  const { errors, messages, requests } = watchPage(page, sandbox.url);
  await page.goto(app);
  // The recipe's handler writes the status line.
  await page.waitForFunction(() => /^\d+ photos loaded$/.test(document.querySelector('[role=status]')?.textContent ?? ''), { timeout: 20_000 });
  const state = await page.evaluate(() => {
    const el = document.querySelector('ugc-album');
    return {
      status: document.querySelector('[role=status]').textContent,
      tiles: el.shadowRoot.querySelectorAll('[part~="item"]').length,
      sort: el.sort,
      waiting: el.hasAttribute('defer-hydration'),
    };
  });
  assert.equal(state.status, '30 photos loaded');
  assert.equal(state.tiles, 30);
  assert.deepEqual(state.sort, { recency: true, desc: true });
  assert.equal(state.waiting, false);
  assert.equal(sortOfFirstPage(requests, 1001), '{"desc":true,"recency":true}');
  assert.deepEqual(errors, []);
  // `next dev` runs Lit's development build and says so; a production build does not (docs).
  assert.deepEqual(messages.filter((m) => /Lit is in dev mode/.test(m)), []);
  await page.close();
});

test('server rendering: the server component puts the served gallery in the page, which loads the bundle', async () => {
  const html = await (await fetch(`${app}/trail-runner-42`)).text();
  assert.match(html, /<h1>Trail Runner 42<\/h1><div><ugc-album album-id="1001" [^>]*><template shadowrootmode="open">/);
  const tiles = html.slice(0, html.indexOf('</template>'));
  assert.equal([...tiles.matchAll(/part="item[^"]*" class="tile"/g)].length, 12);
  assert.match(tiles, /<p part="count" class="count"><!--lit-part-->300 posts/);
  assert.match(html, /<script type="module" src="https:\/\/cdn\.jsdelivr\.net\/npm\/ugc-album@0\.1\/dist\/ugc-album\.js" async="">/);
});

