// `ugc-album/server` against hostile or broken services (issue 13, point 6): a service that never
// answers, one that redirects the signed request elsewhere, one that answers without end, plain
// http, a polluted Object.prototype, credentials in the base URL, and a browser build importing it.
// Real local HTTP servers where the network matters. Runs after the build.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { createMedia, DEFAULT_TIMEOUT_MS, MAX_RESPONSE_BYTES, SubmissionError, validateMedia } from '../../dist/lib/server/server.js';
import { rejection } from './support/rejection.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SECRET = 'hunter2-secret-key';
const media = { album_id: 12608567, title: 'Sunset', email: 'ana@example.com', username: 'ana', photo_uri: 'https://images.example.com/s.jpg' };

/** A local server answering with `handle`; resolves to its origin and the requests it saw. */
async function serve(handle) {
  const seen = [];
  const sockets = new Set();
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      handle(req, res);
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    seen,
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

const options = (baseUrl, extra = {}) => ({ baseUrl, apiKey: 'demo-public-key', secretKey: SECRET, ...extra });

describe('createMedia: time limit', () => {
  let silent;
  before(async () => (silent = await serve(() => {})));
  after(() => silent.close());

  it('gives up after timeoutMs when the service never answers (kind timeout, retryable)', async () => {
    const error = await rejection(createMedia(options(silent.origin, { timeoutMs: 300 }), media));
    assert.ok(error instanceof SubmissionError);
    assert.equal(error.kind, 'timeout');
    assert.equal(error.retryable, true);
    assert.match(error.message, /within 300 ms; the media may have been created/);
  });

  it('gives up when the headers come but the body never ends', async () => {
    const trickle = await serve((req, res) => {
      res.writeHead(201, { 'Content-Type': 'application/json' });
      res.write('{"album_photo_id":');
    });
    try {
      const error = await rejection(createMedia(options(trickle.origin, { timeoutMs: 300 }), media));
      assert.equal(error.kind, 'timeout');
    } finally {
      await trickle.close();
    }
  });

  it('defaults to 15 s, every request carrying a signal', async () => {
    assert.equal(DEFAULT_TIMEOUT_MS, 15_000);
    let signal;
    await createMedia(
      options('https://content.example.com', {
        fetch: async (url, init) => {
          signal = init.signal;
          return Response.json({ album_photo_id: '1', connected_user_id: '2' });
        },
      }),
      media,
    );
    assert.ok(signal instanceof AbortSignal);
    assert.equal(signal.aborted, false);
  });

  it('refuses a timeout that is not a positive number, before sending', async () => {
    for (const timeoutMs of [0, -1, NaN, '15000']) {
      const error = await rejection(createMedia(options('https://content.example.com', { timeoutMs, fetch: () => assert.fail('sent') }), media));
      assert.equal(error.kind, 'config', String(timeoutMs));
    }
  });

  it("the caller's abort still wins, with its own reason", async () => {
    const controller = new AbortController();
    const pending = createMedia(options(silent.origin, { signal: controller.signal }), media);
    setImmediate(() => controller.abort(new Error('caller gave up')));
    const error = await rejection(pending);
    assert.equal(error.message, 'caller gave up');
  });
});

describe('createMedia: redirects', () => {
  let elsewhere;
  let redirecting;
  before(async () => {
    elsewhere = await serve((req, res) => res.writeHead(201, { 'Content-Type': 'application/json' }).end('{"album_photo_id":"6","connected_user_id":"6"}'));
    redirecting = await serve((req, res) => res.writeHead(307, { Location: `${elsewhere.origin}/steal` }).end());
  });
  after(async () => {
    await elsewhere.close();
    await redirecting.close();
  });

  it('never follows one: the signed body and Signature go nowhere else, and no other answer is taken', async () => {
    const error = await rejection(createMedia(options(redirecting.origin), media));
    assert.equal(error.kind, 'network');
    assert.equal(redirecting.seen.length, 1);
    assert.equal(elsewhere.seen.length, 0, 'the signed request was re-sent to the other host');
  });

  it('refuses a redirect that a custom fetch let through', async () => {
    const error = await rejection(
      createMedia(options('https://content.example.com', { fetch: async () => new Response(null, { status: 302, headers: { Location: 'https://evil.example/' } }) }), media),
    );
    assert.equal(error.kind, 'network');
    assert.equal(error.status, 302);
  });
});

describe('createMedia: the answer is read up to a limit', () => {
  it(`stops reading past ${MAX_RESPONSE_BYTES} bytes of an error body that never ends`, async () => {
    let written = 0;
    let closed;
    const gone = new Promise((resolve) => (closed = resolve));
    const flood = await serve((req, res) => {
      res.writeHead(500, { 'Content-Type': 'application/json' });
      const chunk = Buffer.alloc(64 * 1024, 'x');
      const pump = () => {
        while (!res.destroyed && written < 512 * 1024 * 1024) {
          written += chunk.length;
          if (!res.write(chunk)) return res.once('drain', pump);
        }
        res.end();
      };
      res.on('close', closed);
      pump();
    });
    try {
      const error = await rejection(createMedia(options(flood.origin), media));
      assert.equal(error.kind, 'http');
      assert.equal(error.status, 500);
      await gone;
      // What the socket buffers took before the reader cancelled; nowhere near the 512 MB offered.
      assert.ok(written < 32 * 1024 * 1024, `${written} bytes were pulled from the service`);
    } finally {
      await flood.close();
    }
  });

  it('a success larger than the limit is a parse error that says the media may exist', async () => {
    const big = JSON.stringify({ album_photo_id: '1', connected_user_id: '2', padding: 'x'.repeat(MAX_RESPONSE_BYTES) });
    const error = await rejection(createMedia(options('https://content.example.com', { fetch: async () => new Response(big, { status: 201 }) }), media));
    assert.equal(error.kind, 'parse');
    assert.match(error.message, /may have been created/);
  });

  it("a long service message is cut, and its control characters dropped", async () => {
    const error = await rejection(
      createMedia(options('https://content.example.com', { fetch: async () => Response.json({ error: `bad\u001b[31m ${'y'.repeat(5000)}` }, { status: 400 }) }), media),
    );
    assert.ok(error.message.length <= 300, `${error.message.length} characters`);
    assert.ok(!/\p{Cc}/u.test(error.message));
  });
});

describe('createMedia: base URL', () => {
  it('requires https:, except to this machine', async () => {
    for (const baseUrl of ['http://content.example.com', 'http://10.0.0.8', 'http://127.0.0.1.evil.example']) {
      const error = await rejection(createMedia(options(baseUrl, { fetch: () => assert.fail('sent') }), media));
      assert.equal(error.kind, 'config', baseUrl);
      assert.match(error.message, /https:/);
    }
    for (const baseUrl of ['http://localhost:1', 'http://127.0.0.1:1', 'http://[::1]:1', 'https://content.example.com']) {
      let sent = 0;
      await createMedia(options(baseUrl, { fetch: async () => (sent++, Response.json({ album_photo_id: '1', connected_user_id: '2' })) }), media);
      assert.equal(sent, 1, baseUrl);
    }
  });

  it('refuses credentials, a query or a fragment, and never echoes them', async () => {
    const cases = ['https://admin:hunter2-pass@content.example.com', 'https://hunter2-pass@content.example.com', 'https://content.example.com/?hunter2-pass', 'https://content.example.com/#hunter2-pass'];
    for (const baseUrl of cases) {
      const error = await rejection(createMedia(options(baseUrl, { fetch: () => assert.fail('sent') }), media));
      assert.equal(error.kind, 'config', baseUrl);
      assert.ok(!`${error.message} ${error.stack}`.includes('hunter2'), error.message);
    }
  });

  it('no error message ever holds the Secret Key', async () => {
    const answers = [
      () => Promise.reject(new Error(`socket hang up ${SECRET}`)),
      async () => Response.json({ message: 'nope' }, { status: 401 }),
      async () => new Response('<html>', { status: 201 }),
      async () => new Response(null, { status: 301, headers: { Location: 'https://evil.example/' } }),
    ];
    for (const fetch of answers) {
      const error = await rejection(createMedia(options('https://content.example.com', { fetch }), media));
      assert.ok(!error.message.includes(SECRET), error.message);
    }
  });
});

describe('own properties only', () => {
  const polluted = (entries, run) => {
    for (const [k, v] of entries) Object.defineProperty(Object.prototype, k, { value: v, configurable: true, writable: true });
    try {
      return run();
    } finally {
      for (const [k] of entries) delete Object.prototype[k];
    }
  };

  it('validateMedia does not take a field from Object.prototype', () => {
    const { email, ...noEmail } = media;
    assert.ok(email);
    const error = polluted([['email', 'attacker@evil.example']], () => {
      try {
        validateMedia(noEmail);
      } catch (e) {
        return e;
      }
    });
    assert.equal(error?.field, 'email');
  });

  it('createMedia does not take fetch, baseUrl or a timeout from Object.prototype', async () => {
    let stolen = 0;
    const error = await polluted(
      [
        ['fetch', async () => (stolen++, Response.json({ album_photo_id: '1', connected_user_id: '2' }))],
        ['baseUrl', 'https://evil.example'],
      ],
      () => rejection(createMedia({ apiKey: 'k', secretKey: SECRET }, media)),
    );
    assert.equal(error.kind, 'config');
    assert.equal(stolen, 0);
  });
});

describe('the browser export condition', () => {
  const bundle = (platform) =>
    build({
      stdin: { contents: "import { createMedia } from 'ugc-album/server'; globalThis.result = typeof createMedia;", resolveDir: root },
      bundle: true,
      platform,
      format: 'esm',
      write: false,
      logLevel: 'silent',
    }).then((r) => r.outputFiles[0].text);

  it('a browser bundle gets a module that throws a clear error, with no signing code', async () => {
    const code = await bundle('browser');
    assert.doesNotMatch(code, /HMAC|importKey|Signature/);
    await assert.rejects(import(`data:text/javascript,${encodeURIComponent(code)}`), /ugc-album\/server is for servers only/);
  });

  it('Node and neutral (server) bundles get the real module', async () => {
    for (const platform of ['node', 'neutral']) assert.match(await bundle(platform), /HMAC/, platform);
    const resolved = import.meta.resolve('ugc-album/server');
    assert.match(resolved, /dist\/lib\/server\/server\.js$/);
  });
});
