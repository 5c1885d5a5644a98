// The server-rendering recipes of docs/server-rendering.md (issue 28), run as printed: each file
// is written beside the package (so that `ugc-album/ssr` and its dependencies resolve as in a
// project), started with the sandbox's origin and key in its environment, and its page asked for:
// the gallery rendered where it goes, and the widget's script loaded. Runs after the build.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { startSandbox } from '../../demo/sandbox/server.js';
import { freePort } from './support/free-port.js';

const root = new URL('../..', import.meta.url);
const doc = readFileSync(new URL('docs/server-rendering.md', root), 'utf8');
/** The code block after `<!-- recipe: name -->`. */
const recipe = (name) => new RegExp(`<!-- recipe: ${name} -->\\n\`\`\`js\\n([^]*?)\`\`\``).exec(doc)[1];

let sandbox;
const started = [];
before(async () => (sandbox = await startSandbox({ port: 0 })));
after(async () => {
  for (const { child, file } of started) {
    child.kill();
    rmSync(file, { force: true });
  }
  await sandbox.close();
});

/** Starts the recipe `name`; resolves to its origin once it answers. */
async function run(name) {
  const file = new URL(`test/node/.recipe-${name}-${process.pid}.js`, root);
  writeFileSync(file, recipe(name));
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), UGC_API_KEY: 'demo-public-key', UGC_BASE_URL: sandbox.url };
  const child = spawn(process.execPath, [file.pathname], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (c) => (stderr += c));
  started.push({ child, file });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      await fetch(origin);
      return origin;
    } catch {
      if (i > 100 || child.exitCode != null) throw new Error(`${name} did not start: ${stderr}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** The page's gallery: served, with its 12 tiles and the count. */
function assertServed(html) {
  assert.match(html, /<h1>Trail Runner 42<\/h1>\s*<ugc-album album-id="1001" [^>]*><template shadowrootmode="open">/);
  assert.equal([...html.matchAll(/part="item[^"]*" class="tile"/g)].length, 12);
  assert.match(html, /<p part="count" class="count"><!--lit-part-->300 posts/);
}

test('Node http: the page carries the served gallery and loads the bundle', async () => {
  const origin = await run('node-http');
  const html = await (await fetch(origin)).text();
  assertServed(html);
  assert.match(html, /<script type="module" src="https:\/\/cdn\.jsdelivr\.net\/npm\/ugc-album@0\.1\/dist\/ugc-album\.js"><\/script>/);
});

test('Express: the page carries the served gallery, and serves the bundle and its chunks itself', async () => {
  const origin = await run('express');
  const html = await (await fetch(origin)).text();
  assertServed(html);
  assert.match(html, /<script type="module" src="\/ugc-album\/ugc-album\.js"><\/script>/);
  const bundle = await fetch(`${origin}/ugc-album/ugc-album.js`);
  assert.equal(bundle.status, 200);
  assert.match(bundle.headers.get('content-type'), /javascript/);
  assert.equal((await fetch(`${origin}/ugc-album/ugc-album-takeover.js`)).status, 200);
});
