// Server-side submission (`ugc-album/server`, spec §4.1 and §5, contract §6): signing, the exact
// bytes sent, field validation, and a real round trip through the sandbox. Runs after the build.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { createMedia, serializePayload, signPayload, SubmissionError, validateMedia } from '../../dist/lib/server/server.js';
import { rejection } from './support/rejection.js';

// The sandbox's demo account and a scratch album of our own (demo/sandbox/README.md).
const API_KEY = 'demo-public-key';
const SECRET_KEY = 'demo-secret-key';
const ALBUM_ID = 900006;

const nodeSignature = (body, key) => createHmac('sha1', key).update(body, 'utf8').digest('base64');

const media = (overrides = {}) => ({
  album_id: 12608567,
  title: 'Sunset over the bay',
  approved: true,
  email: 'ana@example.com',
  username: 'ana',
  photo_uri: 'https://images.example.com/sunset.jpg',
  ...overrides,
});

/** A fetch that records what it is given and answers with `respond(request)`. */
function recordingFetch(respond = () => Response.json({ album_photo_id: '387506881', connected_user_id: '76797888' })) {
  const calls = [];
  const fetch = async (url, init) => {
    calls.push({ url, init });
    return respond({ url, init });
  };
  return { fetch, calls };
}

const options = (extra = {}) => ({ baseUrl: 'https://content.example.com', apiKey: API_KEY, secretKey: SECRET_KEY, ...extra });

function thrown(fn) {
  try {
    fn();
  } catch (error) {
    return error;
  }
  assert.fail('expected an exception');
}

describe('signPayload', () => {
  it('matches RFC 2202 test case 2 (HMAC-SHA1, Base64)', async () => {
    const body = 'what do ya want for nothing?';
    const expected = nodeSignature(body, 'Jefe');
    // RFC 2202 gives the digest in hex: effcdf6ae5eb2fa2d27416d5f184df9c259a7c79.
    assert.equal(Buffer.from(expected, 'base64').toString('hex'), 'effcdf6ae5eb2fa2d27416d5f184df9c259a7c79');
    assert.equal(await signPayload(body, 'Jefe'), expected);
  });

  it('signs the UTF-8 bytes of the body, with any key length', async () => {
    const cases = [
      ['', 'k'],
      ['{"album_id":1,"title":"Café ☕ 東京 😀"}', SECRET_KEY],
      ['{"a":1}', 'x'.repeat(200)], // keys longer than the SHA-1 block are hashed first
      ['{"a":1}', 'clé-secrète'],
    ];
    for (const [body, key] of cases) assert.equal(await signPayload(body, key), nodeSignature(body, key), `${body} / ${key}`);
  });

  it('changes when one byte of the body changes', async () => {
    assert.notEqual(await signPayload('{"a":1}', SECRET_KEY), await signPayload('{"a":2}', SECRET_KEY));
    assert.notEqual(await signPayload('{"a":1}', SECRET_KEY), await signPayload('{"a": 1}', SECRET_KEY));
  });

  it('says clearly when the runtime has no Web Crypto', async () => {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'crypto');
    Object.defineProperty(globalThis, 'crypto', { value: {}, configurable: true, writable: true });
    try {
      const error = await rejection(signPayload('{}', SECRET_KEY));
      assert.ok(error instanceof SubmissionError);
      assert.equal(error.kind, 'config');
      assert.match(error.message, /crypto\.subtle/);
    } finally {
      Object.defineProperty(globalThis, 'crypto', descriptor);
    }
  });

  it('refuses an empty secret key', async () => {
    const error = await rejection(signPayload('{}', ''));
    assert.ok(error instanceof SubmissionError);
    assert.equal(error.kind, 'config');
  });
});

describe('serializePayload', () => {
  it('is compact JSON in the fixed field order of spec §2.1', () => {
    assert.equal(
      serializePayload(media()),
      '{"album_id":12608567,"title":"Sunset over the bay","approved":true,"email":"ana@example.com",' +
        '"username":"ana","photo_uri":"https://images.example.com/sunset.jpg"}',
    );
  });

  it('does not depend on the order the keys were given in', () => {
    const shuffled = {
      photo_uri: 'https://images.example.com/sunset.jpg',
      username: 'ana',
      approved: true,
      email: 'ana@example.com',
      title: 'Sunset over the bay',
      album_id: 12608567,
    };
    assert.equal(serializePayload(shuffled), serializePayload(media()));
    assert.equal(serializePayload(media()), serializePayload(media()));
  });

  it('leaves out an absent optional field and keeps non-ASCII text as is', () => {
    const { approved: _omit, ...unapproved } = media({ title: 'Café "☕"\n' });
    const json = serializePayload(unapproved);
    assert.equal(json.includes('approved'), false);
    assert.match(json, /^\{"album_id":12608567,"title":"Café \\"☕\\"\\n","email":/);
    assert.doesNotMatch(json, /[ \n\t]"|": /);
    assert.deepEqual(JSON.parse(json), unapproved);
  });
});

describe('validateMedia', () => {
  it('returns exactly the known fields of a valid media', () => {
    assert.deepEqual(validateMedia(media()), media());
    // Required: album_id, email, username, photo_uri; title and approved are optional.
    const { approved: _a, title: _t, ...minimal } = media();
    assert.deepEqual(validateMedia(minimal), minimal);
    assert.deepEqual(validateMedia(media({ title: '' })).title, '');
    assert.deepEqual(validateMedia(media({ photo_uri: 'http://127.0.0.1:8080/a.jpg' })).photo_uri, 'http://127.0.0.1:8080/a.jpg');
  });

  const bad = [
    ['album_id', undefined, /album_id is required/],
    ['album_id', '12608567', /album_id must be a positive integer/],
    ['album_id', 1.5, /album_id must be a positive integer/],
    ['album_id', 0, /album_id must be a positive integer/],
    ['album_id', -4, /album_id must be a positive integer/],
    ['album_id', Number.NaN, /album_id must be a positive integer/],
    ['title', 42, /title must be a string/],
    ['title', null, /title must be a string/],
    ['approved', 'yes', /approved must be true or false/],
    ['approved', 1, /approved must be true or false/],
    ['approved', null, /approved must be true or false/],
    ['email', undefined, /email is required/],
    ['email', 'ana', /email must be an e-mail address/],
    ['email', 'ana@example', /email must be an e-mail address/],
    ['email', 'ana @example.com', /email must be an e-mail address/],
    ['email', '<ana@example.com>', /email must be an e-mail address/],
    ['email', 'ana@example..com', /email must be an e-mail address/],
    ['email', `${'a'.repeat(250)}@example.com`, /email must be an e-mail address/],
    ['email', ['ana@example.com'], /email must be a string/],
    ['username', undefined, /username is required/],
    ['username', { name: 'ana' }, /username must be a string/],
    ['username', '', /username must not be empty/],
    ['username', ' \t', /username must not be empty/],
    ['photo_uri', undefined, /photo_uri is required/],
    ['photo_uri', 'sunset.jpg', /photo_uri must be an http\(s\) URL/],
    ['photo_uri', 'javascript:alert(1)', /photo_uri must be an http\(s\) URL/],
    ['photo_uri', 'ftp://example.com/a.jpg', /photo_uri must be an http\(s\) URL/],
    ['photo_uri', 'data:image/png;base64,AAAA', /photo_uri must be an http\(s\) URL/],
  ];
  for (const [field, value, message] of bad) {
    const shown = value === undefined ? 'missing' : Number.isNaN(value) ? 'NaN' : JSON.stringify(value);
    it(`refuses ${field}: ${shown}`, () => {
      const input = media();
      if (value === undefined) delete input[field];
      else input[field] = value;
      const error = thrown(() => validateMedia(input));
      assert.ok(error instanceof SubmissionError);
      assert.equal(error.name, 'SubmissionError');
      assert.equal(error.kind, 'validation');
      assert.equal(error.field, field);
      assert.match(error.message, message);
    });
  }

  it('refuses unknown keys instead of dropping them', () => {
    const error = thrown(() => validateMedia({ ...media(), aproved: true }));
    assert.equal(error.field, 'aproved');
    assert.match(error.message, /aproved is not a media field/);
  });

  it('refuses what is not an object', () => {
    for (const input of [null, undefined, 'media', 3, [media()]]) {
      const error = thrown(() => validateMedia(input));
      assert.equal(error.kind, 'validation');
      assert.match(error.message, /expected an object/);
    }
  });
});

describe('createMedia (recorded requests)', () => {
  it('POSTs the signed compact JSON to {base}/api/v2/media?api_key=K', async () => {
    const { fetch, calls } = recordingFetch();
    const result = await createMedia(options({ fetch }), media({ title: 'Café ☕' }));
    assert.deepEqual(result, { albumPhotoId: '387506881', connectedUserId: '76797888' });

    assert.equal(calls.length, 1);
    const [{ url, init }] = calls;
    assert.equal(url, `https://content.example.com/api/v2/media?api_key=${API_KEY}`);
    assert.equal(init.method, 'POST');
    const headers = new Headers(init.headers);
    assert.equal(headers.get('content-type'), 'application/json');
    // The bytes signed are exactly the bytes sent.
    assert.equal(init.body, serializePayload(media({ title: 'Café ☕' })));
    assert.equal(headers.get('signature'), nodeSignature(init.body, SECRET_KEY));
  });

  it('never sends the secret key', async () => {
    const { fetch, calls } = recordingFetch();
    await createMedia(options({ fetch }), media());
    const [{ url, init }] = calls;
    const sent = [url, init.body, ...new Headers(init.headers).values()].join('\n');
    assert.equal(sent.includes(SECRET_KEY), false);
  });

  it('keeps a path prefix of the base URL and encodes the api key', async () => {
    const { fetch, calls } = recordingFetch();
    await createMedia(options({ fetch, baseUrl: 'http://127.0.0.1:9000/proxy/', apiKey: 'a&b=c d' }), media());
    assert.equal(calls[0].url, 'http://127.0.0.1:9000/proxy/api/v2/media?api_key=a%26b%3Dc+d');
  });

  it('returns ids as strings when they come as numbers or under data', async () => {
    const numbers = recordingFetch(() => Response.json({ album_photo_id: 387506881, connected_user_id: 76797888 }));
    assert.deepEqual(await createMedia(options({ fetch: numbers.fetch }), media()), {
      albumPhotoId: '387506881',
      connectedUserId: '76797888',
    });
    const envelope = recordingFetch(() => Response.json({ status: 200, data: { album_photo_id: '5', connected_user_id: '6' } }));
    assert.deepEqual(await createMedia(options({ fetch: envelope.fetch }), media()), { albumPhotoId: '5', connectedUserId: '6' });
  });

  it('takes the error message from error, else message, else the status text (contract §5)', async () => {
    const cases = [
      [Response.json({ error: 'Invalid signature', status: '403' }, { status: 403, statusText: 'Forbidden' }), 'Invalid signature'],
      [Response.json({ status: 401, message: 'Auth failed.', photos: [] }, { status: 401, statusText: 'Unauthorized' }), 'Auth failed.'],
      [new Response('', { status: 400, statusText: 'Bad Request' }), 'Bad Request'],
      [new Response('<html>oops</html>', { status: 502, statusText: 'Bad Gateway' }), 'Bad Gateway'],
      [new Response(null, { status: 500 }), 'HTTP 500'],
    ];
    for (const [response, message] of cases) {
      const { fetch } = recordingFetch(() => response);
      const error = await rejection(createMedia(options({ fetch }), media()));
      assert.ok(error instanceof SubmissionError);
      assert.equal(error.kind, 'http');
      assert.equal(error.status, response.status);
      assert.equal(error.message, message);
      assert.equal(error.retryable, response.status >= 500);
    }
    const { fetch } = recordingFetch(() => Response.json({ error: 'Slow down' }, { status: 429 }));
    const limited = await rejection(createMedia(options({ fetch }), media()));
    assert.equal(limited.retryable, true);
  });

  it('reports a missing answer as a network error and a body without ids as a parse error', async () => {
    const down = await rejection(
      createMedia(options({ fetch: async () => { throw new TypeError('fetch failed'); } }), media()),
    );
    assert.equal(down.kind, 'network');
    assert.equal(down.status, 0);
    assert.equal(down.cause.message, 'fetch failed');

    const { fetch } = recordingFetch(() => Response.json({ ok: true }));
    const odd = await rejection(createMedia(options({ fetch }), media()));
    assert.equal(odd.kind, 'parse');
    assert.equal(odd.status, 200);
  });

  it('rejects with the abort reason when aborted', async () => {
    const controller = new AbortController();
    const reason = new Error('stop');
    // Like the real fetch: rejects with the signal's reason once aborted.
    const fetch = (_url, init) => {
      const answer = new Promise((_resolve, reject) =>
        init.signal.addEventListener('abort', () => reject(init.signal.reason)),
      );
      controller.abort(reason);
      return answer;
    };
    const pending = createMedia(options({ fetch, signal: controller.signal }), media());
    assert.equal(await rejection(pending), reason);

    const { fetch: unused, calls } = recordingFetch();
    const already = AbortSignal.abort(reason);
    assert.equal(await rejection(createMedia(options({ fetch: unused, signal: already }), media())), reason);
    assert.equal(calls.length, 0, 'nothing is sent once aborted');
  });

  it('sends nothing when the media or the options are unusable, and never echoes the secret', async () => {
    const { fetch, calls } = recordingFetch();
    const invalidMedia = await rejection(createMedia(options({ fetch }), media({ email: 'nope' })));
    assert.equal(invalidMedia.field, 'email');
    const configs = [
      options({ fetch, secretKey: '' }),
      options({ fetch, apiKey: '' }),
      options({ fetch, baseUrl: 'content.example.com' }),
      options({ fetch, baseUrl: 'file:///etc' }),
      options({ fetch, baseUrl: SECRET_KEY }), // keys mixed up: the message must not repeat the value
    ];
    for (const config of configs) {
      const error = await rejection(createMedia(config, media()));
      assert.equal(error.kind, 'config');
      assert.equal(error.message.includes(SECRET_KEY), false);
    }
    assert.equal(calls.length, 0);
  });
});

describe('createMedia against the sandbox', () => {
  let sandbox;

  before(async () => {
    // Imported here so the tests above still run and this suite fails loudly if the sandbox is absent.
    const { startSandbox } = await import('../../demo/sandbox/server.js');
    sandbox = await startSandbox({ host: '127.0.0.1', port: 0, log: false });
  });

  after(async () => {
    await sandbox?.close();
  });

  const account = (extra = {}) => ({ baseUrl: sandbox.url, apiKey: API_KEY, secretKey: SECRET_KEY, ...extra });
  const submission = (overrides = {}) =>
    media({
      album_id: ALBUM_ID,
      title: 'Trail at dawn, café stop ☕ 東京',
      email: 'walker@example.com',
      username: 'walker',
      // One of the sandbox's own images, so the item gets real renditions.
      photo_uri: `${sandbox.url}/media/img-07/original.jpg`,
      ...overrides,
    });

  // `unique_id` goes past the edge cache (spec §8), so every read sees the latest state.
  async function read(path, params = {}) {
    const url = new URL(`${sandbox.url}${path}`);
    url.search = new URLSearchParams({ api_key: API_KEY, ...params, unique_id: String(Date.now()) }).toString();
    const response = await fetch(url);
    assert.equal(response.status, 200, `GET ${path}`);
    return response.json();
  }

  async function albumItems() {
    const items = [];
    for (let page = 1; page <= 100; page++) {
      const body = await read(`/api/v2/albums/${ALBUM_ID}/photos`, { page: String(page), per_page: '100' });
      items.push(...body.data);
      if (!body.next) return items;
    }
    assert.fail('the album has more than 100 pages');
  }

  const listed = async (albumPhotoId) =>
    (await albumItems()).find((item) => String(item.album_photo_id) === albumPhotoId);

  async function albumCount() {
    const body = await read(`/api/v2/albums/${ALBUM_ID}/photos/count`);
    return Number(body.data?.count ?? body.count);
  }

  it('creates approved media: ids as strings, then in the album list and count', async () => {
    const countBefore = await albumCount();
    const item = submission({ approved: true });
    const created = await createMedia(account(), item);
    assert.equal(typeof created.albumPhotoId, 'string');
    assert.equal(typeof created.connectedUserId, 'string');
    assert.match(created.albumPhotoId, /^\d+$/);
    assert.match(created.connectedUserId, /^\d+$/);

    const shown = await listed(created.albumPhotoId);
    assert.ok(shown, 'the approved item is in the album');
    assert.equal(shown.title, item.title, 'the non-ASCII title arrives intact (signed over its UTF-8 bytes)');
    assert.equal(String(shown.connected_user_id), created.connectedUserId);
    assert.equal(await albumCount(), countBefore + 1);
  });

  it('creates unapproved media that stays out of the album list and count', async () => {
    const countBefore = await albumCount();
    const created = await createMedia(account(), submission({ approved: false }));
    assert.match(created.albumPhotoId, /^\d+$/);

    assert.equal(await listed(created.albumPhotoId), undefined, 'the unapproved item is not shown');
    assert.equal(await albumCount(), countBefore);
  });

  it('needs only album_id, email, username and photo_uri; without approved the item waits', async () => {
    const countBefore = await albumCount();
    const { title: _t, approved: _a, ...minimal } = submission();
    const created = await createMedia(account(), minimal);
    assert.match(created.albumPhotoId, /^\d+$/);
    assert.equal(await listed(created.albumPhotoId), undefined);
    assert.equal(await albumCount(), countBefore);
  });

  it('a wrong secret key is refused with 403 and the service message', async () => {
    const countBefore = await albumCount();
    const item = submission({ approved: true });

    // What the service itself answers to this request, read without the client.
    const body = serializePayload(item);
    const raw = await fetch(`${sandbox.url}/api/v2/media?api_key=${API_KEY}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Signature: nodeSignature(body, 'not-the-secret') },
      body,
    });
    assert.equal(raw.status, 403);
    const answer = await raw.json().catch(() => ({}));
    const serviceMessage = answer.error ?? answer.message ?? raw.statusText;

    const error = await rejection(createMedia(account({ secretKey: 'not-the-secret' }), item));
    assert.ok(error instanceof SubmissionError);
    assert.equal(error.kind, 'http');
    assert.equal(error.status, 403);
    assert.equal(error.retryable, false);
    assert.equal(error.message, serviceMessage);
    assert.notEqual(error.message, '');
    assert.equal(await albumCount(), countBefore, 'nothing was created');
  });

  it('reports a closed port as a retryable network error', async () => {
    const { startSandbox } = await import('../../demo/sandbox/server.js');
    const gone = await startSandbox({ host: '127.0.0.1', port: 0, log: false });
    await gone.close();
    const error = await rejection(createMedia(account({ baseUrl: gone.url }), submission()));
    assert.ok(error instanceof SubmissionError);
    assert.equal(error.kind, 'network');
    assert.equal(error.status, 0);
    assert.equal(error.retryable, true);
    assert.ok(error.cause, 'the underlying error is kept as cause');
  });

  it('a refused api key (401) and a field the service refuses (400) carry the service message', async () => {
    const unauthorised = await rejection(createMedia(account({ apiKey: 'invalid-key' }), submission()));
    assert.equal(unauthorised.status, 401);
    assert.equal(unauthorised.message, 'Auth failed.');

    // The sandbox caps captions at 10 000 characters; the client leaves limits to the service.
    const refused = await rejection(createMedia(account(), submission({ title: 'x'.repeat(10_001) })));
    assert.equal(refused.kind, 'http');
    assert.equal(refused.status, 400);
    assert.match(refused.message, /^Invalid media: .*title/);
  });
});
