// Tile names on real content (issue 9): placeholder alt texts count as missing, and an album where
// every alt text is one (sandbox album 1008, demo/sandbox/README.md "Placeholders") still gives
// distinct, meaningful names, over real HTTP, in English and in French.
import { expect } from '@open-wc/testing';
import { waitUntil } from './support/wait.js';
import { isPlaceholderAlt, shortCaption } from '../src/client/media.js';
import type { MediaItem } from '../src/client/media.types.js';
import { albumAttrs, mount, parts } from './support/album.js';

const PLACEHOLDERS = 1008;
const REAL = 1007;

/** The album's items and its tiles' names, once `ready` holds for them. */
async function names(albumId: number, extra: Record<string, string | number | boolean> = {}, ready = (_: string[]) => true) {
  const items: MediaItem[] = [];
  const el = await mount(albumAttrs({ 'album-id': albumId, 'per-page': 40, eager: true, ...extra }), (e) =>
    e.addEventListener('ugc-load', (ev) => items.push(...ev.detail.items)),
  );
  const read = () => parts(el, 'item').map((t) => t.getAttribute('aria-label') ?? '');
  await waitUntil(() => items.length && read().length === items.length && ready(read()), 'never loaded');
  return { items, names: read() };
}

describe('tile names on real content', () => {
  it('an album where every alt text is a placeholder gets distinct, meaningful names', async () => {
    const { items, names: got } = await names(PLACEHOLDERS);
    expect(items).to.have.length(12);
    // The album really is all placeholders.
    for (const item of items) expect(item.altText, item.alt).to.equal('');
    expect(new Set(got).size, got.join('\n')).to.equal(got.length);
    got.forEach((name, i) => {
      const item = items[i]!;
      expect(isPlaceholderAlt(name), name).to.equal(false);
      expect(name).not.to.match(/no photo description|may contain|may be an|IMG_|DSC\d/i);
      expect(name.length, name).to.be.within(5, 160);
      // Who posted it is part of the name when known; what it is, when nothing describes it.
      if (item.userName) expect(name, name).to.contain(item.userName);
      // Hashtags alone describe nothing either (issue 27).
      if (!shortCaption(item.caption)) expect(name, name).to.match(item.type === 'video' ? /^Video\b/ : /^Photo\b/);
      else expect(name.startsWith(item.caption.slice(0, 12)), name).to.equal(true);
    });
    // A sentence's full stop does not run into the submitter.
    expect(got.find((n) => n.startsWith('Cabin evening'))).to.match(/likes now, Photo by priya_on_foot$/);
  });

  it('names the same tiles in the widget\'s language', async () => {
    // French texts arrive in a chunk of their own: the tiles are named again then.
    const { names: got } = await names(PLACEHOLDERS, { locale: 'fr' }, (n) => n.some((name) => name.includes(' de ')));
    expect(got.some((n) => /^Photo de mara_outdoors, /.test(n)), got.join('\n')).to.equal(true);
    expect(got.some((n) => /^Vidéo de /.test(n)), got.join('\n')).to.equal(true);
    expect(new Set(got).size).to.equal(got.length);
  });

  it('keeps written descriptions and never names a tile with a placeholder on the Instagram import', async () => {
    const { items, names: got } = await names(REAL);
    got.forEach((name, i) => {
      expect(isPlaceholderAlt(name), name).to.equal(false);
      const item = items[i]!;
      if (item.altText) expect(name.startsWith(item.altText), name).to.equal(true);
    });
    expect(items.filter((it) => it.altText).length, 'items with a written description').to.be.at.least(3);
    // Its 200-character stories are shortened at a word boundary.
    const long = got.filter((n) => /\w…, (Photo|Video) by /.test(n));
    expect(long.length, got.join('\n')).to.be.at.least(2);
    for (const name of got) expect(name.length, name).to.be.at.most(160);
  });
});
