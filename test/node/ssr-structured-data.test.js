// renderAlbum's `structuredData` option (issue 28): the served first page's photos as schema.org
// ImageObjects in one JSON-LD script, in the element's light DOM, against the sandbox over real
// HTTP: its shape (what Google's image metadata asks for), off by default, the messy albums'
// placeholders and gaps, and the hostile album, whose fields must not end the script. Runs after
// the build.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startSandbox } from '../../demo/sandbox/server.js';
import { renderAlbum } from '../../dist/lib/ssr/index.js';

let sandbox;
before(async () => (sandbox = await startSandbox({ port: 0 })));
after(() => sandbox.close());

const key = () => `test-ld-${Math.random().toString(36).slice(2, 10)}`;
const attrs = (extra = {}) => ({ 'album-id': '1001', 'api-key': key(), 'base-url': sandbox.url, 'per-page': '12', ...extra });
const LD = /<script type="application\/ld\+json">([^]*?)<\/script>/g;

/** The JSON-LD scripts' text, and where they sit: after the shadow root, as the element's last child. */
function structuredData(html) {
  const scripts = [...html.matchAll(LD)];
  for (const m of scripts) assert.equal(html.slice(m.index - '</template>'.length, m.index), '</template>', 'in the light DOM');
  if (scripts.length) assert.ok(html.endsWith(`${scripts.at(-1)[0]}</ugc-album>`));
  return scripts.map((m) => m[1]);
}

/** Every tile's image `src`, in order. */
const tileSources = (html) => [...html.matchAll(/<img part="tile-image"[^>]* src="([^"]+)"/g)].map((m) => m[1]);
/** How many tiles show a photo (not a video) with its submitter's name. */
const namedPhotos = (html) => [...html.matchAll(/<button part="item" class="tile"[^]*?<\/button>/g)].filter((m) => m[0].includes('class="tile-name"')).length;

describe('renderAlbum: structured data', () => {
  it('is off by default', async () => {
    const html = await renderAlbum(attrs());
    assert.ok(html.includes('<template shadowrootmode="open">'));
    assert.deepEqual(structuredData(html), []);
    assert.equal(html.includes('schema.org'), false);
  });

  it('lists the first page’s photos as ImageObjects: the tile’s image, its creator and credit, caption and description', async () => {
    const html = await renderAlbum(attrs(), { structuredData: true });
    const [json, ...more] = structuredData(html);
    assert.deepEqual(more, [], 'one script');
    const images = JSON.parse(json);
    const sources = tileSources(html);
    assert.equal(sources.length, 12);
    // Every photo with a submitter's name (album 1001's page: 12 tiles, one a video, one photo unnamed).
    assert.equal(images.length, namedPhotos(html));
    assert.equal(images.length, 10);
    assert.deepEqual(images[0], {
      '@context': 'https://schema.org',
      '@type': 'ImageObject',
      contentUrl: `${sandbox.url}/media/img-02/small.jpg`,
      creator: { '@type': 'Person', name: 'ridge.runner' },
      creditText: 'ridge.runner',
      caption: 'This little one followed us down the whole path 🐦',
      description: 'Nuthatch on the path, shared by ridge.runner',
      uploadDate: '2026-10-31T20:44:00.000Z',
    });
    for (const image of images) {
      // Google ties metadata to an image by its URL: the one the tile shows.
      assert.ok(sources.includes(image.contentUrl), image.contentUrl);
      assert.equal(image.creditText, image.creator.name);
      assert.ok(image.creator.name);
    }
    // In the tiles' order.
    const order = images.map((i) => sources.indexOf(i.contentUrl));
    assert.deepEqual(order, [...order].sort((a, b) => a - b));
  });

  it('leaves out videos and the photos nobody can be credited for; never a placeholder or a null as text', async () => {
    for (const album of ['1007', '1008']) {
      const html = await renderAlbum(attrs({ 'album-id': album }), { structuredData: true });
      const images = JSON.parse(structuredData(html)[0]);
      assert.ok(images.length > 0, album);
      for (const image of images) {
        assert.equal(image['@type'], 'ImageObject');
        assert.match(image.contentUrl, /^https?:\/\/[^/@]+\/\S+$/);
        for (const [field, value] of Object.entries(image)) {
          assert.notEqual(value, null, `${album} ${field}`);
          assert.notEqual(value, '', `${album} ${field}`);
        }
        assert.doesNotMatch(image.description ?? '', /no photo description|may contain|\.(jpe?g|png)$/i, `${album}: a placeholder as description`);
        assert.ok(!('uploadDate' in image) || !Number.isNaN(Date.parse(image.uploadDate)));
      }
      assert.equal(images.length, namedPhotos(html), album);
      assert.ok(images.length < tileSources(html).length, `${album}: videos and unnamed photos left out`);
    }
  });

  it('a response field cannot end the script: `<` is written \\u003c; the hostile album’s text comes through as text', async () => {
    const html = await renderAlbum(attrs({ 'album-id': '1666', 'per-page': '40' }), { structuredData: true });
    const [json, ...more] = structuredData(html);
    assert.deepEqual(more, []);
    assert.equal(json.includes('<'), false);
    assert.match(json, /\\u003c\/script>/, 'the hostile album has a `</script>` in a field');
    const images = JSON.parse(json);
    assert.ok(images.some((i) => i.creator.name.includes('</script>')));
    for (const image of images) assert.match(image.contentUrl, /^https?:\/\/[^/@]+\//);
    // Outside the served data and this one, no script anywhere.
    assert.equal([...html.matchAll(/<script\b/g)].length, 2);
  });

  it('adds nothing to the bare element a failure returns', async () => {
    const html = await renderAlbum(attrs({ 'api-key': `fault-500-${key()}` }), { structuredData: true });
    assert.match(html, /^<ugc-album[^>]*><\/ugc-album>$/);
  });
});
