// The media reader (src/client/media.ts, as built into dist/lib): contract §1 MEDIA objects, with the
// quirks of real responses, into the items the widget renders. Pure functions: run once, in Node.
// Needs `node scripts/build.js` first (npm test builds).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { asHttpUrl, asText, isPlaceholderAlt, normalizeMedia, normalizePage, shortCaption } from '../../dist/lib/client/media.js';
import { CDN, image, video } from './support/raw-media.js';

describe('normalizeMedia', () => {
  it('reads a realistic image', () => {
    const item = normalizeMedia(image());
    assert.partialDeepStrictEqual(item, {
      id: 501,
      albumPhotoId: 9001,
      albumId: 77,
      type: 'image',
      videoUrl: null,
      width: 3000,
      height: 2000,
      caption: 'Sunset',
      alt: 'A red sunset over the sea',
      userName: 'ana',
      avatarUrl: `${CDN}/ana.jpg`,
      sourceLink: 'https://social.example.com/p/1',
      action: { url: 'https://shop.example.com/p/1', text: 'Shop now' },
    });
    assert.deepEqual(item.renditions, [
      { url: `${CDN}/s.jpg`, width: 320 },
      { url: `${CDN}/m.jpg`, width: 640 },
      { url: `${CDN}/l.jpg`, width: 1280 },
    ]);
    assert.equal(item.originalUrl, `${CDN}/o.jpg`);
    assert.deepEqual(item.products, [
      {
        id: 3,
        sku: 'SKU-1',
        title: 'Hat',
        link: 'https://shop.example.com/hat',
        linkText: 'Buy',
        image: `${CDN}/hat.jpg`,
        price: 19.5,
        currency: 'EUR',
      },
    ]);
    assert.equal(item.createdAt?.getTime(), 1700000000000);
    assert.equal(item.approvedAt?.getTime(), 1700000100000);
  });

  it('keeps the original out of the renditions when any rendition exists, and falls back to source_url', () => {
    const item = normalizeMedia(image({ width: null, pixlee_cdn_photos: { small_url: `${CDN}/s.jpg` } }));
    assert.deepEqual(item.renditions, [{ url: `${CDN}/s.jpg`, width: 320 }]);
    assert.equal(item.originalUrl, `${CDN}/src.jpg`);
  });

  it('never describes a rendition as wider than a known original (a 1080-wide Instagram original)', () => {
    const item = normalizeMedia(image({ width: 1080, height: 1350 }));
    assert.deepEqual(item.renditions, [
      { url: `${CDN}/s.jpg`, width: 320 },
      { url: `${CDN}/m.jpg`, width: 640 },
      { url: `${CDN}/l.jpg`, width: 1080 },
    ]);
    // Smaller than medium: medium and large are the same size; the first of them stays.
    assert.deepEqual(normalizeMedia(image({ width: '500' })).renditions, [
      { url: `${CDN}/s.jpg`, width: 320 },
      { url: `${CDN}/m.jpg`, width: 500 },
    ]);
  });

  it("gives a portrait image's tile the square crop in place of medium, and keeps the renditions whole", () => {
    const portrait = normalizeMedia(image({ width: 1080, height: 1350 }));
    assert.deepEqual(portrait.tile, [
      { url: `${CDN}/s.jpg`, width: 320 },
      { url: `${CDN}/sq.jpg`, width: 640 },
      { url: `${CDN}/l.jpg`, width: 1080 },
    ]);
    // The detail view shows the whole picture: medium stays in the renditions.
    assert.ok(portrait.renditions.map((r) => r.url).includes(`${CDN}/m.jpg`));
    // Landscape and square images (the crop is no smaller than medium there), an unknown size, and
    // an unusable crop URL keep the renditions.
    for (const extra of [{}, { width: 1080, height: 1080 }, { width: null, height: 1350 }, { width: 1080, height: null }]) {
      assert.equal(normalizeMedia(image(extra)).tile, undefined, JSON.stringify(extra));
    }
    const junk = image({ width: 1080, height: 1350 });
    junk.pixlee_cdn_photos.square_medium_url = 'javascript:alert(1)';
    assert.equal(normalizeMedia(junk).tile, undefined);
  });

  it('uses the original alone, without an invented width, when the CDN renditions are missing or junk', () => {
    const direct = { thumbnail_url: null, medium_url: undefined, big_url: '' };
    for (const cdn of [{}, null, 'junk', { small_url: 'not a url', medium_url: '/relative.jpg', large_url: 42, original_url: `${CDN}/o.jpg` }]) {
      const item = normalizeMedia(image({ width: null, height: null, pixlee_cdn_photos: cdn, ...direct }));
      const original = cdn && typeof cdn == 'object' && 'original_url' in cdn ? `${CDN}/o.jpg` : `${CDN}/src.jpg`;
      assert.deepEqual(item.renditions, [{ url: original, width: 0 }], JSON.stringify(cdn));
      assert.equal(item.originalUrl, original);
    }
    // Of known size, the original alone is described truthfully.
    const known = normalizeMedia(image({ width: 1080, height: 1080, pixlee_cdn_photos: {}, ...direct }));
    assert.deepEqual(known.renditions, [{ url: `${CDN}/src.jpg`, width: 1080 }]);
  });

  it('falls back to the direct URLs when the CDN renditions are empty', () => {
    const item = normalizeMedia(image({ pixlee_cdn_photos: { small_url: '', medium_url: null }, width: 800 }));
    assert.deepEqual(item.renditions, [
      { url: `${CDN}/t.jpg`, width: 320 },
      { url: `${CDN}/dm.jpg`, width: 640 },
      { url: `${CDN}/b.jpg`, width: 800 },
    ]);
  });

  it('keeps one rendition per URL and per width, smallest first', () => {
    const item = normalizeMedia(
      image({
        width: 1280,
        pixlee_cdn_photos: { small_url: `${CDN}/a.jpg`, medium_url: `${CDN}/a.jpg`, large_url: `${CDN}/l.jpg`, original_url: `${CDN}/o.jpg` },
      }),
    );
    assert.deepEqual(item.renditions, [
      { url: `${CDN}/a.jpg`, width: 320 },
      { url: `${CDN}/l.jpg`, width: 1280 },
    ]);
  });

  it('reads source, platform link and created_at', () => {
    const item = normalizeMedia(image({ source: 'Instagram', platform_link: 'https://www.instagram.com/p/Cx1/', created_at: '1700000000000' }));
    assert.partialDeepStrictEqual(item, { source: 'instagram', sourceLink: 'https://www.instagram.com/p/Cx1/' });
    assert.equal(item.createdAt?.getTime(), 1700000000000);
    const upload = normalizeMedia(image({ source: null, platform_link: '', created_at: null }));
    assert.partialDeepStrictEqual(upload, { source: '', sourceLink: null, createdAt: null });
    assert.equal(normalizeMedia(image({ source: { name: 'x' } })).source, '');
  });

  it('reads a video: the file apart, its stills as renditions', () => {
    const item = normalizeMedia(video());
    assert.equal(item.type, 'video');
    assert.equal(item.videoUrl, `${CDN}/clip.mp4`);
    assert.deepEqual(item.renditions, [
      { url: `${CDN}/t.jpg`, width: 320 },
      { url: `${CDN}/dm.jpg`, width: 640 },
      { url: `${CDN}/b.jpg`, width: 1280 },
    ]);
    assert.equal(item.alt, 'Sunset');
  });

  it('treats placeholder alt texts as missing', () => {
    const item = normalizeMedia(image({ alt_text: 'No photo description available.', title: 'Sunset' }));
    assert.partialDeepStrictEqual(item, { altText: '', alt: 'Sunset' });
    assert.equal(normalizeMedia(image({ alt_text: 'Image may contain: food', title: null, photo_title: null })).alt, 'Photo by ana');
    assert.equal(normalizeMedia(image({ alt_text: 'A red tent' })).altText, 'A red tent');
  });

  it('names an item after a shortened caption, without trailing hashtags', () => {
    const title = 'First light on the ridge after a cold night in the tent, coffee brewing and the whole valley still asleep below us #hiking #sunrise';
    const { alt } = normalizeMedia(image({ alt_text: null, title }));
    assert.equal(alt, 'First light on the ridge after a cold night in the tent, coffee brewing and the whole valley still…');
    assert.ok(alt.length <= 100);
  });

  it('names an item whose caption is only hashtags and mentions as if it had none (issue 27)', () => {
    // Read aloud, "#hiking #outdoors" is "number sign hiking number sign outdoors".
    assert.equal(normalizeMedia(image({ alt_text: null, title: '#hiking #outdoors #trailrunning' })).alt, 'Photo by ana');
    assert.equal(normalizeMedia(video({ title: '  #sunrise @ridgeline ', photo_title: null })).alt, 'Video by ana');
    assert.equal(normalizeMedia(image({ alt_text: null, title: 'Dawn #hiking' })).alt, 'Dawn');
    assert.equal(normalizeMedia(image({ alt_text: null, title: 'C# for #beginners' })).alt, 'C# for');
  });

  it('builds alt text from alt_text, caption, submitter, kind', () => {
    assert.equal(normalizeMedia(image({ alt_text: '  A\n\tcat  ' })).alt, 'A cat');
    assert.equal(normalizeMedia(image({ alt_text: '', title: null, photo_title: 'Dog' })).alt, 'Dog');
    assert.equal(normalizeMedia(image({ alt_text: null, title: '', photo_title: ' ' })).alt, 'Photo by ana');
    assert.equal(normalizeMedia(video({ title: null, photo_title: null })).alt, 'Video by ana');
    assert.equal(normalizeMedia(image({ alt_text: null, title: null, photo_title: null, user_name: null })).alt, 'Photo');
    assert.equal(normalizeMedia(video({ title: [], photo_title: {}, user_name: {} })).alt, 'Video');
  });

  it('tolerates a hostile, sloppy item', () => {
    const item = normalizeMedia({
      id: '501',
      album_photo_id: ' 9001 ',
      album_id: 'abc',
      content_type: ['video'],
      pixlee_cdn_photos: ['https://cdn.example.com/x.jpg'],
      thumbnail_url: 'javascript:alert(1)',
      medium_url: 'data:image/png;base64,AAAA',
      big_url: { url: 'https://cdn.example.com/b.jpg' },
      source_url: '//cdn.example.com/relative.jpg',
      width: NaN,
      height: '-5',
      title: { text: 'x' },
      photo_title: 'x'.repeat(10_000),
      alt_text: 42,
      user_name: '<img src=x onerror=alert(1)>',
      avatar_url: 'JAVASCRIPT:alert(1)',
      platform_link: '',
      action_link: 'https://shop.example.com/a\u0000b',
      action_link_text: null,
      products: [null, 'p', [1], { id: 'x', price: '12.50', currency: 'euros', link: 'ftp://x', image_thumb: `${CDN}/t.jpg` }],
      created_at: 'yesterday',
      approved_on_date: 1e20,
    });
    assert.partialDeepStrictEqual(item, {
      id: 501,
      albumPhotoId: 9001,
      albumId: null,
      type: 'image',
      renditions: [],
      videoUrl: null,
      width: null,
      height: null,
      alt: '42',
      userName: '<img src=x onerror=alert(1)>',
      avatarUrl: null,
      sourceLink: null,
      createdAt: null,
      approvedAt: null,
    });
    assert.equal(item.caption.length, 2200);
    assert.equal(item.caption.endsWith('…'), true);
    assert.deepEqual(item.action, { url: 'https://shop.example.com/a%00b', text: '' });
    assert.deepEqual(item.products, [
      {
        id: null,
        sku: '',
        title: '',
        link: null,
        linkText: '',
        image: `${CDN}/t.jpg`,
        price: 12.5,
        currency: '',
      },
    ]);
  });

  it('gives a complete, safe item for anything that is not an object', () => {
    for (const raw of [undefined, null, 0, 'x', [], [{}], true]) {
      const item = normalizeMedia(raw);
      assert.partialDeepStrictEqual(item, { id: 0, albumPhotoId: 0, type: 'image', alt: 'Photo', caption: '', renditions: [] });
      assert.partialDeepStrictEqual(item, { originalUrl: null, source: '' });
    }
  });
});

describe('isPlaceholderAlt', () => {
  it('recognises the placeholder phrasings', () => {
    const placeholders = [
      '',
      'No photo description available.',
      'no photo description available',
      'Image may contain: food',
      'Image may contain: 2 people, people smiling, outdoor',
      'Photo may contain: shoes',
      'May be an image of 1 person and food',
      'May be a closeup of shoes',
      'Photo by Ana Lima on March 03, 2024.',
      'Photo shared by trailmara on May 01, 2023 tagging @shop. May be an image of mountain.',
      'Photo by Jonas on Unsplash',
      'Video by mara on June 2, 2024',
      'IMG_1234.jpg',
      'DSC01234.JPG',
      'PXL_20240101_101010123.jpg',
      'photo.png',
      'IMG_1234',
      'image',
      'Untitled',
    ];
    for (const alt of placeholders) assert.equal(isPlaceholderAlt(alt), true, alt);
  });

  it('keeps real descriptions, including ones that mention photos or files', () => {
    const real = [
      'A red tent under the stars',
      'Trail shoes on wet rock',
      'Photo of a red mug on a wooden table',
      'Image of the summit at dawn',
      'Photos by the lake',
      'Two people by the fire on a cold night',
      'Ana wearing the Ridge Shell, photo by her brother',
      'Une tente rouge sous les étoiles',
      'A screenshot named IMG_1234.jpg on a laptop',
    ];
    for (const alt of real) assert.equal(isPlaceholderAlt(alt), false, alt);
  });
});

describe('shortCaption', () => {
  it('keeps short captions, cuts long ones at a word boundary', () => {
    assert.equal(shortCaption('Sunset'), 'Sunset');
    assert.equal(shortCaption('one two three four five', 12), 'one two…');
    assert.equal(shortCaption('abcdefghijklmnopqrstuvwxyz', 10), 'abcdefghi…');
    assert.equal(shortCaption('Wet rock, dry feet. Love these! #trail #run @shop'), 'Wet rock, dry feet. Love these!');
    // Hashtags alone are no name (read aloud: "number sign trail number sign run").
    assert.equal(shortCaption('#trail #run'), '');
  });
});

describe('normalizePage', () => {
  it('reads the page envelope and skips items that are not objects', () => {
    const page = normalizePage(
      { status: 200, album_id: '12', page: '2', per_page: 10, next: 'true', data: [image({ album_id: null }), null, 'x', [], image()] },
      { page: 1, perPage: 30 },
    );
    assert.partialDeepStrictEqual(page, { albumId: 12, page: 2, perPage: 10, hasNext: true });
    assert.deepEqual(page.items.map((item) => item.albumId), [12, 77]);
  });

  it('skips items with nothing to show (no usable rendition, no video file): no blank tiles', () => {
    const junk = { pixlee_cdn_photos: { small_url: 'javascript:alert(1)' }, thumbnail_url: '', source_url: 'data:,x' };
    const stillless = video({ album_photo_id: 3, thumbnail_url: '', medium_url: '', big_url: '' });
    const page = normalizePage(
      { data: [{}, image({ album_photo_id: 1 }), junk, image({ album_photo_id: 2 }), video({ album_photo_id: 4, source_url: '', thumbnail_url: '', medium_url: '', big_url: '' }), stillless] },
      { page: 1, perPage: 30 },
    );
    // A video without its file nor a still goes; one without a still still plays (its file is there).
    assert.deepEqual(page.items.map((item) => item.albumPhotoId), [1, 2, 3]);
  });

  it('reads next from true, "true", 1 and nothing else', () => {
    const next = (v) => normalizePage({ next: v, data: [] }, { page: 1, perPage: 30 }).hasNext;
    assert.deepEqual([true, 'true', 1, '1'].map(next), [true, true, true, true]);
    assert.equal([false, 'false', 0, null, undefined, 'yes', {}, [true]].map(next).some(Boolean), false);
  });

  it('falls back to what was asked for', () => {
    for (const raw of [null, 'oops', [], { page: 0, per_page: 'many', data: {} }]) {
      assert.deepEqual(normalizePage(raw, { page: 3, perPage: 20 }), { albumId: null, page: 3, perPage: 20, hasNext: false, items: [] });
    }
  });
});

describe('asHttpUrl and asText', () => {
  it('keeps only absolute http(s) URLs', () => {
    assert.equal(asHttpUrl('https://a.example/x y'), 'https://a.example/x%20y');
    assert.equal(asHttpUrl(' HTTP://A.example '), 'http://a.example/');
    const bad = ['javascript:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'data:,x', 'blob:https://a/1'];
    for (const url of [...bad, '/relative', '//a.example/x', '', null, 1, {}]) {
      assert.equal(asHttpUrl(url), null, String(url));
    }
  });

  it('collapses whitespace and control characters, caps length', () => {
    assert.equal(asText(' a \u0000\u0007 b\n\nc '), 'a b c');
    assert.equal(asText('abcdef', 4), 'abc…');
    assert.deepEqual([asText(12), asText(NaN), asText(null), asText({}), asText(['a'])], ['12', '', '', '', '']);
  });
});
