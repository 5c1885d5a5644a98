import { expect } from '@open-wc/testing';
import { parseConfig } from '../src/element/album-config.js';
import { ContentError } from '../src/client/content-error.js';
import { describeError, en } from '../src/i18n/i18n.js';

const base = { albumId: '1001', apiKey: 'key', baseUrl: 'https://content.example.com' };

describe('<ugc-album> configuration', () => {
  it('reads the attributes into a checked configuration', () => {
    expect(
      parseConfig({
        ...base,
        albumId: ' 1001 ',
        perPage: 12,
        sort: '{"recency":true,"desc":true}',
        filters: { approved: true },
        analyticsUrl: 'https://collect.example.com',
      }),
    ).to.deep.equal({
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
    expect(parseConfig({ ...base, perPage: null, sort: '', filters: null })).to.include({ perPage: 30, sort: null, filters: null });
  });

  it('lets sku win over album-id', () => {
    expect(parseConfig({ ...base, sku: 'SKU-1' })).to.include({ sku: 'SKU-1', albumId: null });
  });

  const bad: [string, Record<string, unknown>, string, string][] = [
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
      expect(parseConfig({ ...base, ...over })).to.deep.equal({ attribute, problem });
    });
  }

  it('turns each problem into a message naming the attribute', () => {
    expect(en.config('filters', 'json')).to.contain('the filters attribute must be a JSON object');
    expect(en.config('per-page', 'range')).to.contain('per-page');
  });

  it('maps every failure to a readable message', () => {
    const msg = (kind: ContentError['kind'], status = 0, product = false) =>
      describeError(en, new ContentError('raw', kind, status), product);
    expect(msg('http', 401)).to.equal("This gallery's API key was refused.");
    expect(msg('http', 404)).to.equal('This album could not be found.');
    expect(msg('http', 404, true)).to.equal('This product could not be found.');
    expect(msg('http', 429)).to.match(/^Too many requests/);
    expect(msg('http', 503)).to.match(/having trouble/);
    expect(msg('http', 400)).to.contain('HTTP 400');
    expect(msg('network')).to.match(/offline/);
    expect(msg('timeout')).to.match(/too long/);
    expect(msg('parse')).to.match(/could not read/);
    expect(msg('config')).to.equal('raw');
  });

  it('pluralises and formats in the strings', () => {
    expect(en.count('1', 1)).to.equal('1 post');
    expect(en.count('1,234', 1234)).to.equal('1,234 posts');
    expect(en.video('Video by ana')).to.equal('Video by ana');
    expect(en.video('A lake')).to.equal('Video: A lake');
  });
});
