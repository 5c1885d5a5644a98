// The Next.js recipe of docs/server-rendering.md (issue 28), as printed: its next.config.mjs and
// app/page.tsx (with a root layout) in a folder of their own inside the package (so that
// `ugc-album/ssr` resolves as in a project), built with `next build`, started with `next start` on a
// free port with the sandbox's origin and key in its environment, and its page asked for. Slow (a
// production build, about a minute): the price of a recipe that works as printed.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { startSandbox } from '../../demo/sandbox/server.js';
import { freePort } from './support/free-port.js';

const root = new URL('../..', import.meta.url);
const doc = readFileSync(new URL('docs/server-rendering.md', root), 'utf8');
/** The code block after `<!-- recipe: name -->`. */
const recipe = (name) => new RegExp(`<!-- recipe: ${name} -->\\n\`\`\`\\w+\\n([^]*?)\`\`\``).exec(doc)[1];
const app = new URL(`test/node/.next-recipe-${process.pid}/`, root);
const next = new URL('node_modules/next/dist/bin/next', root).pathname;
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

let sandbox;
let server;
before(async () => {
  sandbox = await startSandbox({ port: 0 });
  mkdirSync(new URL('app/', app), { recursive: true });
  writeFileSync(new URL('next.config.mjs', app), recipe('next-config'));
  writeFileSync(new URL('app/page.tsx', app), recipe('next-page'));
  // The root layout every App Router project has.
  writeFileSync(
    new URL('app/layout.tsx', app),
    'export default function RootLayout({ children }: { children: React.ReactNode }) {\n  return (\n    <html lang="en">\n      <body>{children}</body>\n    </html>\n  );\n}\n',
  );
});
after(async () => {
  if (server) {
    try {
      process.kill(-server.pid, 'SIGKILL');
    } catch {}
  }
  await sandbox?.close();
  rmSync(app, { recursive: true, force: true });
});

test('Next.js: the server component puts the served gallery in the page, which loads the bundle', async () => {
  const build = spawnSync(process.execPath, [next, 'build'], { cwd: app.pathname, env, encoding: 'utf8' });
  assert.equal(build.status, 0, build.stdout + build.stderr);
  const port = await freePort();
  server = spawn(process.execPath, [next, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: app.pathname,
    env: { ...env, UGC_API_KEY: 'demo-public-key', UGC_BASE_URL: sandbox.url },
    stdio: 'ignore',
    detached: true,
  });
  let html = '';
  for (let i = 0; !html; i++) {
    try {
      html = await (await fetch(`http://127.0.0.1:${port}/`)).text();
    } catch {
      if (i > 300) throw new Error('next start did not answer');
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  assert.match(html, /<h1>Trail Runner 42<\/h1><div><ugc-album album-id="1001" [^>]*><template shadowrootmode="open">/);
  const tiles = html.slice(0, html.indexOf('</template>'));
  assert.equal([...tiles.matchAll(/part="item[^"]*" class="tile"/g)].length, 12);
  assert.match(tiles, /<p part="count" class="count"><!--lit-part-->300 posts/);
  assert.match(html, /<script type="module" src="https:\/\/cdn\.jsdelivr\.net\/npm\/ugc-album@0\.1\/dist\/ugc-album\.js" async="">/);
});
