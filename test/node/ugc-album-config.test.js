// The element's configuration (src/element/album-config.ts) and the failure messages of the English
// table (src/i18n/i18n.ts), as built into dist/lib. Pure functions: run once, in Node. Needs
// `node scripts/build.js` first (npm test builds).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseConfig } from '../../dist/lib/element/album-config.js';
import { ContentError } from '../../dist/lib/client/content-error.js';
import { describeError, en } from '../../dist/lib/i18n/i18n.js';

const base = { albumId: '1001', apiKey: 'key', baseUrl: 'https://content.example.com' };

describe('<ugc-album> configuration', () => {
  it('reads the attributes into a checked configuration', () => {
    assert.deepEqual(parseConfig({
        ...base,
        albumId: ' 1001 ',
        perPage: 12,
        sort: '{"recency":true,"desc":true}',
        filters: { approved: true },
        analyticsUrl: 'https://collect.example.com',
      }), {
      albumId: '1001',
      sku: null,
      apiKey: 'key',
      baseUrl: 'https://content.example.com',
      analyticsUrl: 'https://collect.example.com',
      perPage: 12,
      sort: { recency: true, desc: true },
      filters: { approved: true },
    });
  });

  it('defaults per-page to 30 and treats empty sort/filters as none', () => {
    assert.partialDeepStrictEqual(parseConfig({ ...base, perPage: null, sort: '', filters: null }), { perPage: 30, sort: null, filters: null });
  });

  it('lets sku win over album-id', () => {
    assert.partialDeepStrictEqual(parseConfig({ ...base, sku: 'SKU-1' }), { sku: 'SKU-1', albumId: null });
  });

  const bad = [
    ['no album', { albumId: '' }, 'album-id', 'missing'],
    ['no key', { apiKey: '  ' }, 'api-key', 'missing'],
    ['no base', { baseUrl: null }, 'base-url', 'missing'],
    ['relative base', { baseUrl: '/api' }, 'base-url', 'url'],
    ['ftp base', { baseUrl: 'ftp://x.example.com' }, 'base-url', 'url'],
    ['per-page 0', { perPage: 0 }, 'per-page', 'range'],
    ['per-page 101', { perPage: 101 }, 'per-page', 'range'],
    ['per-page 2.5', { perPage: 2.5 }, 'per-page', 'range'],
    ['per-page NaN', { perPage: NaN }, 'per-page', 'range'],
    ['sort not JSON', { sort: '{recency:true}' }, 'sort', 'json'],
    ['sort an array', { sort: '[]' }, 'sort', 'json'],
    ['filters a string', { filters: '"x"' }, 'filters', 'json'],
    ['filters null JSON', { filters: 'null' }, 'filters', 'json'],
  ];
  for (const [what, over, attribute, problem] of bad) {
    it(`names the attribute when it is unusable: ${what}`, () => {
      assert.deepEqual(parseConfig({ ...base, ...over }), { attribute, problem });
    });
  }

  it('turns each problem into a message naming the attribute', () => {
    assert.ok(en.config('filters', 'json').includes('the filters attribute must be a JSON object'));
    assert.ok(en.config('per-page', 'range').includes('per-page'));
  });

  it('maps every failure to a readable message', () => {
    const msg = (kind, status = 0, product = false) =>
      describeError(en, new ContentError('raw', kind, status), product);
    assert.equal(msg('http', 401), "This gallery's API key was refused.");
    assert.equal(msg('http', 404), 'This album could not be found.');
    assert.equal(msg('http', 404, true), 'This product could not be found.');
    assert.match(msg('http', 429), /^Too many requests/);
    assert.match(msg('http', 503), /having trouble/);
    assert.ok(msg('http', 400).includes('HTTP 400'));
    assert.match(msg('network'), /offline/);
    assert.match(msg('timeout'), /too long/);
    assert.match(msg('parse'), /could not read/);
    assert.equal(msg('config'), 'raw');
  });

  it('pluralises and formats in the strings', () => {
    assert.equal(en.count('1', 1), '1 post');
    assert.equal(en.count('1,234', 1234), '1,234 posts');
    assert.equal(en.video('Video by ana'), 'Video by ana');
    assert.equal(en.video('A lake'), 'Video: A lake');
  });
});
