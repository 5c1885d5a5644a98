// The Astro recipes tested as printed, in one Astro project built once: docs/recipes/astro.md (a
// prerendered page whose component loads the gallery in the browser) and the server-rendering recipe
// of docs/server-rendering.md (its astro.config.mjs with the Node adapter, and a page rendered on
// demand whose frontmatter awaits renderAlbum). Built with `astro build`, served by the adapter's
// own server (`node dist/server/entry.mjs`, the prerendered page among its static files) with the
// sandbox's origin and key in its environment, and opened in Chromium against the sandbox: the
// static page's gallery loads with the sort and the listener writes the status line; the served
// page carries the gallery and its structured data in its HTML, and the widget takes it over
// without asking the service again. The component's script is type-checked as well: the element
// and its events are typed through HTMLElementTagNameMap. About half a minute.
/* global document, window, customElements -- page.evaluate, evaluateOnNewDocument and waitForFunction run in the page */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from './support/free-port.js';
import { launchChromium, recipeApp, recipeFiles, root, serverRecipe, sortOfFirstPage, watchPage } from './support/recipe-app.js';

const astro = join(root, 'node_modules/astro/bin/astro.mjs');
let sandbox;
let dir;
let site;
let server;
let browser;
let files;

/** Builds the project (a child process, so that Chromium starts meanwhile). */
const build = (cwd) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [astro, 'build'], { cwd, env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`astro build failed:\n${out}`))));
  });

/** Starts the adapter's server; resolves to its origin once it listens. */
async function serve(cwd) {
  const port = await freePort();
  const env = { ...process.env, HOST: '127.0.0.1', PORT: String(port), UGC_API_KEY: `test-astro-ssr-${process.pid}`, UGC_BASE_URL: sandbox.url };
  server = spawn(process.execPath, [join(cwd, 'dist/server/entry.mjs')], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (c) => /listening/i.test((out += c)) && resolve());
    server.stderr.on('data', (c) => (out += c));
    server.on('exit', (code) => reject(new Error(`the Astro server exited with ${code}:\n${out}`)));
  });
  return `http://127.0.0.1:${port}`;
}

before(async () => {
  const { startSandbox } = await import('../../demo/sandbox/server.js');
  sandbox = await startSandbox({ host: '127.0.0.1', port: 0 });
  files = recipeFiles('astro.md', 'astro');
  assert.deepEqual(Object.keys(files).sort(), ['.env', 'src/components/Gallery.astro', 'src/pages/index.astro']);
  const served = { ...serverRecipe('astro-config'), ...serverRecipe('astro-page') };
  assert.deepEqual(Object.keys(served), ['astro.config.mjs', 'src/pages/trail-runner-42.astro']);
  const env = files['.env']
    .replace(/^PUBLIC_UGC_BASE_URL=.*$/m, `PUBLIC_UGC_BASE_URL=${sandbox.url}`)
    .replace(/^PUBLIC_UGC_API_KEY=.*$/m, `PUBLIC_UGC_API_KEY=test-astro-${process.pid}`);
  dir = recipeApp('astro', { ...files, ...served, '.env': env, 'package.json': '{ "private": true, "type": "module" }\n' });
  [browser] = await Promise.all([launchChromium(), build(dir)]);
  site = await serve(dir);
});

after(async () => {
  await browser?.close();
  server?.kill();
  await sandbox?.close();
});

test('the built page has the tag with its attributes from the frontmatter and .env', async () => {
  const html = await (await fetch(site)).text();
  assert.match(html, /<h1>Trail Runner 42<\/h1>/);
  assert.match(html, new RegExp(`<ugc-album album-id="1001" api-key="test-astro-${process.pid}" base-url="${sandbox.url}"`));
});

test('in Chromium: the gallery loads with the sort, and the listener writes the status', async () => {
  const page = await browser.newPage();
  const { errors, requests } = watchPage(page, sandbox.url);
  await page.goto(site);
  await page.waitForFunction(() => /^\d+ photos loaded$/.test(document.querySelector('[role=status]')?.textContent ?? ''), { timeout: 20_000 });
  const state = await page.evaluate(() => ({
    status: document.querySelector('[role=status]').textContent,
    tiles: document.querySelector('ugc-album').shadowRoot.querySelectorAll('[part~="item"]').length,
  }));
  assert.deepEqual(state, { status: '30 photos loaded', tiles: 30 });
  assert.equal(sortOfFirstPage(requests, 1001), '{"desc":true,"recency":true}');
  assert.deepEqual(errors, []);
  await page.close();
});

test("the component's script type-checks: the element and its event's detail are typed", () => {
  const script = /<script>\n([\s\S]*?)<\/script>/.exec(files['src/components/Gallery.astro'])[1];
  // The script as printed, and a line that must be refused (an untyped detail would accept it).
  const checks = `\ndocument.querySelector('ugc-album')?.addEventListener('ugc-item-click', (e) => {
  const index: number = e.detail.index;
  // @ts-expect-error: the detail is typed
  void e.detail.nope;
  void index;
});\nexport {};\n`;
  writeFileSync(join(dir, 'script.ts'), script + checks);
  const config = { compilerOptions: { strict: true, noEmit: true, skipLibCheck: true, module: 'ESNext', moduleResolution: 'bundler', target: 'ES2022', lib: ['ES2023', 'DOM', 'DOM.Iterable'], types: [] }, files: ['script.ts'] };
  writeFileSync(join(dir, 'tsconfig.check.json'), JSON.stringify(config));
  const tsc = spawnSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.check.json'], { cwd: dir, encoding: 'utf8' });
  assert.equal(tsc.status, 0, `tsc found errors:\n${tsc.stdout}${tsc.stderr}`);
});

test('server rendering: the page rendered on demand carries the gallery, its names, its structured data, and the bundle', async () => {
  const html = await (await fetch(`${site}/trail-runner-42`)).text();
  assert.match(html, /<h1>Trail Runner 42<\/h1>\s*<ugc-album album-id="1001" api-key="test-astro-ssr-\d+" base-url="[^"]+" per-page="12" locale="en"><template shadowrootmode="open">/);
  const names = [...html.matchAll(/<button part="item[^"]*" class="tile"[^>]* aria-label="([^"]+)"/g)].map((m) => m[1]);
  assert.equal(names.length, 12);
  assert.equal(names[0], 'Nuthatch on the path, shared by ridge.runner');
  assert.match(html, /<p part="count" class="count"><!--lit-part-->300 posts/);
  const ld = JSON.parse(/<\/template><script type="application\/ld\+json">([^]*?)<\/script><\/ugc-album>/.exec(html)[1]);
  assert.equal(ld[0].creator.name, 'ridge.runner');
  // Astro's bundle of the page's script, which imports ugc-album/define.
  const bundle = /<script type="module" src="(\/_astro\/[^"]+\.js)"><\/script>/.exec(html)?.[1];
  assert.ok(bundle, 'the page loads its bundled script');
  assert.equal((await fetch(site + bundle)).status, 200);
});

test('server rendering in Chromium: the widget takes the served gallery over, asking the service for nothing', async () => {
  const page = await browser.newPage();
  const { errors, requests } = watchPage(page, sandbox.url);
  await page.evaluateOnNewDocument(() => {
    window.loads = [];
    document.addEventListener('ugc-load', (e) => window.loads.push(e.detail.items.length));
  });
  await page.goto(`${site}/trail-runner-42`);
  await page.waitForFunction(() => window.loads.length === 1 && customElements.get('ugc-album'), { timeout: 20_000 });
  const state = await page.evaluate(() => {
    const el = document.querySelector('ugc-album');
    return {
      loads: window.loads,
      tiles: el.shadowRoot.querySelectorAll('[part~="item"]').length,
      count: el.shadowRoot.querySelector('[part="count"]').textContent,
      structuredData: el.querySelectorAll(':scope > script[type="application/ld+json"]').length,
    };
  });
  assert.deepEqual(state, { loads: [12], tiles: 12, count: '300 posts', structuredData: 1 });
  // The page's images come from the service's media; no request for page 1 or the count.
  assert.deepEqual(requests.filter((u) => new URL(u).pathname.startsWith('/api/')), []);
  assert.deepEqual(errors, []);
  await page.close();
});
