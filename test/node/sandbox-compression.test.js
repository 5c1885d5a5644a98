// The sandbox answers pages compressed, as the live service's CDN does (brotli, else gzip, by the
// request's Accept-Encoding), and small answers (a count, an error) as they are. Raw HTTP, so the
// encoding on the wire is what is checked, not what a client decoded.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startSandbox } from '../../demo/sandbox/server.js';

/** GET `path` with this Accept-Encoding; the raw body and the headers. */
const get = (base, path, encoding) =>
  new Promise((resolve, reject) => {
    const req = http.get(new URL(path, base), { headers: encoding ? { 'accept-encoding': encoding } : {} }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
  });

const PAGE = '/api/v2/albums/1001/photos?api_key=demo-public-key&page=1&per_page=30';

test('a page of media is sent brotli, gzip or plain as the client accepts, always the same JSON', async (t) => {
  const sandbox = await startSandbox({ host: '127.0.0.1', port: 0 });
  t.after(() => sandbox.close());
  const plain = await get(sandbox.url, PAGE, '');
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.equal(plain.headers.vary, 'Accept-Encoding');
  const json = JSON.parse(plain.body.toString());
  assert.equal(json.data.length, 30);

  const br = await get(sandbox.url, PAGE, 'gzip, deflate, br, zstd');
  assert.equal(br.headers['content-encoding'], 'br');
  assert.equal(Number(br.headers['content-length']), br.body.length);
  assert.ok(br.body.length * 5 < plain.body.length, `${br.body.length} B of brotli for ${plain.body.length} B of JSON`);
  assert.deepEqual(JSON.parse(brotliDecompressSync(br.body).toString()), json);

  const gz = await get(sandbox.url, PAGE, 'gzip, br;q=0');
  assert.equal(gz.headers['content-encoding'], 'gzip');
  assert.deepEqual(JSON.parse(gunzipSync(gz.body).toString()), json);
});

test('a count (small, with its ETag) and an error are sent as they are', async (t) => {
  const sandbox = await startSandbox({ host: '127.0.0.1', port: 0 });
  t.after(() => sandbox.close());
  const count = await get(sandbox.url, '/api/v2/albums/1001/photos/count?api_key=demo-public-key', 'br, gzip');
  assert.equal(count.status, 200);
  assert.equal(count.headers['content-encoding'], undefined);
  assert.ok(count.headers.etag);
  const missing = await get(sandbox.url, '/api/v2/albums/123/photos?api_key=demo-public-key', 'br, gzip');
  assert.equal(missing.status, 404);
  assert.equal(missing.headers['content-encoding'], undefined);
  assert.match(missing.body.toString(), /"status":"404"/);
});
