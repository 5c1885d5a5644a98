// `ugc-album/ssr` with a shared store (issue 28, "Holds load"): the Redis adapter of
// docs/server-rendering.md, run as printed, against a real Redis (Debian's redis-server, started here
// on a free loopback port; .ci/run installs it) and the sandbox over HTTP.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { startSandbox } from '../../demo/sandbox/server.js';
import { freePort } from './support/free-port.js';
import { renderAlbum, SERVED_TTL_MS } from '../../dist/lib/ssr/index.js';

const root = new URL('../..', import.meta.url);
const doc = readFileSync(new URL('docs/server-rendering.md', root), 'utf8');
// The first code block after the marker: the adapter as the docs print it.
const adapter = /<!-- tested as printed: test\/node\/ssr-store\.test\.js -->\n```js\n([^]*?)```/.exec(doc)[1];

let redis;
let sandbox;
let store;
let client;
// Inside the package, so that `redis` and `ugc-album/ssr` resolve as they would in a project.
const file = new URL(`test/node/.redis-store-${process.pid}.js`, root);

before(async () => {
  const port = await freePort();
  redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  // Ended as this process ends: the adapter's connection (its module cannot be unloaded) lives until then.
  process.on('exit', () => redis.kill());
  await new Promise((resolve, reject) => {
    redis.once('error', (e) => reject(new Error(`redis-server did not start (.ci/run installs it): ${e.message}`)));
    redis.once('spawn', resolve);
  });
  sandbox = await startSandbox({ port: 0 });
  process.env.REDIS_URL = `redis://127.0.0.1:${port}`;
  writeFileSync(file, adapter);
  // Redis takes a moment to listen: the adapter's connect is retried until it does.
  for (let i = 0; ; i++) {
    try {
      ({ store } = await import(`${file.href}?${i}`));
      break;
    } catch (e) {
      if (i > 50) throw e;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const { createClient } = await import('redis');
  client = await createClient({ url: process.env.REDIS_URL }).connect();
});

after(async () => {
  rmSync(file, { force: true });
  await client?.quit();
  await sandbox?.close();
  setTimeout(() => process.exit(), 100).unref();
});

const attributes = (key) => ({ 'album-id': '1001', 'api-key': key, 'base-url': sandbox.url, 'per-page': '4' });

test('the first page is kept in Redis for 2 minutes, and another server renders from it without asking', async () => {
  const key = `test-redis-${Math.random().toString(36).slice(2, 10)}`;
  const asked = [];
  const first = await renderAlbum(attributes(key), { store, fetch: (u, i) => (asked.push(String(u)), fetch(u, i)) });
  assert.match(first, /shadowrootmode/);
  assert.equal(asked.length, 2, 'page 1 and the count');
  const keys = await client.keys('ugc-album:*');
  const mine = keys.find((k) => k.includes(key));
  assert.ok(mine, `no key for this album in Redis: ${keys.join(', ')}`);
  const ttl = await client.pTTL(mine);
  assert.ok(ttl > SERVED_TTL_MS - 5000 && ttl <= SERVED_TTL_MS, `${ttl} ms`);
  // Another server: its process has nothing, and the service is unreachable from it.
  const offline = () => Promise.reject(new TypeError('fetch failed'));
  const second = await renderAlbum(attributes(key), { store, fetch: offline });
  assert.equal(second, first);
  // Without the store's copy, that server could only return the bare element.
  await client.del(mine);
  assert.match(await renderAlbum(attributes(key), { store, fetch: offline }), /^<ugc-album [^>]*><\/ugc-album>$/);
});
