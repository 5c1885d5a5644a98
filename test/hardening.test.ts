import { expect, waitUntil } from '@open-wc/testing';
import { clearContentCache } from '../src/client/content-client.js';
import { asHttpUrl, normalizeMedia } from '../src/client/media.js';
import { parseConfig } from '../src/element/album-config.js';
import type { UgcErrorDetail } from '../src/element/events.js';
import { albumAttrs, frames, mount, part, sandboxUrl, spyFetch } from './support/album.js';

// Issue 13, point 4: URLs with a user name or password (`https://shop.example@evil.example/` is the
// classic look-alike) are never used, from a response or from the configuration.

describe('hardening: URLs with credentials', () => {
  const lookAlikes = [
    'https://shop.example@evil.example/',
    'https://user:pass@cdn.example.com/a.jpg',
    'http://:pass@cdn.example.com/a.jpg',
    'HTTPS://shop.example.com%2F@evil.example/x',
  ];
  it('the reader never uses one', () => {
    for (const url of lookAlikes) expect(asHttpUrl(url), url).to.equal(null);
    // An @ in the path is not a credential.
    expect(asHttpUrl('https://cdn.example.com/@ana/a.jpg')).to.equal('https://cdn.example.com/@ana/a.jpg');
  });

  it('an item whose every URL has credentials has no URL left', () => {
    const evil = 'https://shop.example@evil.example/x.jpg';
    const item = normalizeMedia({
      pixlee_cdn_photos: { small_url: evil, medium_url: evil, large_url: evil, original_url: evil },
      thumbnail_url: evil,
      source_url: evil,
      avatar_url: evil,
      platform_link: evil,
      action_link: evil,
      products: [{ link: evil, image: evil }],
    });
    expect(JSON.stringify(item)).to.not.contain('evil.example');
  });

  it('a base-url or analytics-url with credentials is unusable', () => {
    const base = { albumId: '1001', apiKey: 'key', baseUrl: 'https://content.example.com' };
    expect(parseConfig({ ...base, baseUrl: 'https://user:secret@content.example.com' })).to.deep.equal({ attribute: 'base-url', problem: 'url' });
    expect(parseConfig({ ...base, baseUrl: 'https://content.example.com@evil.example' })).to.deep.equal({ attribute: 'base-url', problem: 'url' });
  });

  it('<ugc-album> refuses a base-url with credentials and never echoes it', async () => {
    clearContentCache();
    const spy = spyFetch();
    const warn = console.warn;
    const warnings: string[] = [];
    console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
    try {
      const secret = 'hunter2-secret';
      const errors: UgcErrorDetail[] = [];
      const el = await mount(albumAttrs({ 'album-id': 1002, 'base-url': sandboxUrl.replace('://', `://admin:${secret}@`), eager: true }), (e) =>
        e.addEventListener('ugc-error', (ev) => errors.push(ev.detail)),
      );
      await waitUntil(() => errors.length, 'no ugc-error');
      await frames();
      expect(errors[0]!.error.kind).to.equal('config');
      const said = [errors[0]!.error.message, String(errors[0]!.error.stack), part(el, 'status')!.textContent, ...warnings].join('\n');
      expect(said).to.contain('base-url');
      expect(said).to.not.contain(secret);
      expect(spy.requests.length).to.equal(0);
    } finally {
      spy.restore();
      console.warn = warn;
    }
  });
});
