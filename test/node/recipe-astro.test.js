// docs/recipes/astro.md tested as printed: its files are built with `astro build` (a static site),
// served, and opened in Chromium against the sandbox: the gallery loads with the sort, and the
// component's listener writes the status line. The component's script is type-checked as well:
// the element and its events are typed through HTMLElementTagNameMap. About half a minute.
/* global document -- page.evaluate and waitForFunction run in the page */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { launchChromium, recipeApp, recipeFiles, root, sortOfFirstPage, watchPage } from './support/recipe-app.js';

const astro = join(root, 'node_modules/astro/bin/astro.mjs');
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
let sandbox;
let dir;
let site;
let server;
let browser;
let files;

before(async () => {
  const { startSandbox } = await import('../../demo/sandbox/server.js');
  sandbox = await startSandbox({ host: '127.0.0.1', port: 0 });
  files = recipeFiles('astro.md', 'astro');
  assert.deepEqual(Object.keys(files).sort(), ['.env', 'src/components/Gallery.astro', 'src/pages/index.astro']);
  const env = files['.env']
    .replace(/^PUBLIC_UGC_BASE_URL=.*$/m, `PUBLIC_UGC_BASE_URL=${sandbox.url}`)
    .replace(/^PUBLIC_UGC_API_KEY=.*$/m, `PUBLIC_UGC_API_KEY=test-astro-${process.pid}`);
  dir = recipeApp('astro', { ...files, '.env': env, 'package.json': '{ "private": true, "type": "module" }\n' });
  const build = spawnSync(process.execPath, [astro, 'build'], { cwd: dir, env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' }, encoding: 'utf8' });
  assert.equal(build.status, 0, `astro build failed:\n${build.stdout}\n${build.stderr}`);
  const out = join(dir, 'dist');
  server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(out, path.endsWith('/') ? `${path}index.html` : path);
    try {
      const body = readFileSync(file);
      res.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  site = `http://127.0.0.1:${server.address().port}`;
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  server?.close();
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
