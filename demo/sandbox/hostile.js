// Album of hostile content: everything a compromised or careless upstream could send. A widget showing
// this album must render text as text, use only http(s) URLs, and never throw.
import { connectedUserIdFor } from './catalog.js';

/** @typedef {import('./fixtures.js').Item} Item @typedef {import('./fixtures.js').Source} Source */

const XSS_IMG = '<img src=x onerror=alert(1)>';
const XSS_SCRIPT = '<script>alert("ugc")</script>';
const XSS_SVG = '"><svg onload=alert(document.domain)>';
const JS_URL = 'javascript:alert(1)';
const DATA_URL = 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==';
const DATA_SVG = 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>';

/** URL spellings browsers accept as script or local schemes. */
const BAD_URLS = [
  JS_URL,
  'JaVaScRiPt:alert(2)',
  ' javascript:alert(3)',
  '\tjava\nscript:alert(4)',
  'vbscript:msgbox(5)',
  DATA_URL,
  DATA_SVG,
  'file:///etc/passwd',
  '//evil.example/steal',
  'blob:http://evil.example/uuid',
  'about:blank',
  '',
];

/** Every URL field of a MEDIA object set to `url` (nothing usable left). */
function allUrls(/** @type {string} */ url) {
  return {
    pixlee_cdn_photos: {
      small_url: url,
      medium_url: url,
      large_url: url,
      original_url: url,
      square_medium_url: url,
    },
    thumbnail_url: url,
    medium_url: url,
    big_url: url,
    source_url: url,
    avatar_url: url,
    platform_link: url,
    action_link: url,
  };
}

/** @param {string} url */
function badProduct(url, title = XSS_IMG) {
  return {
    id: 9100,
    sku: `<b>SKU</b>${XSS_SCRIPT}`,
    title,
    link: url,
    link_text: XSS_SVG,
    image: url,
    image_thumb: url,
    price: '<i>12</i>',
    currency: '<script>',
  };
}

/**
 * @param {number} albumId
 * @param {Source[]} images
 * @param {Source[]} videos
 * @returns {Item[]}
 */
export function hostileRecords(albumId, images, videos) {
  const base = 1666000001;
  /** @type {Array<Partial<Item> & { override?: Item['override'], junk?: Item['junk'] }>} */
  const specs = [
    // 0: markup in every text field, script URLs in every URL field; the images stay valid.
    {
      caption: XSS_IMG,
      altText: XSS_SVG,
      userName: XSS_SCRIPT,
      override: () => ({
        avatar_url: JS_URL,
        platform_link: 'javascript:alert(document.cookie)',
        action_link: JS_URL,
        action_link_text: XSS_IMG,
        products: [badProduct(JS_URL)],
      }),
    },
    // 1..12: one of each bad URL spelling in every URL field, including the image renditions but
    // `small_url`: an item with nothing to show is no tile (the "wrong types" item below is one), and
    // these must reach the grid and the detail view for their links and renditions to be tested.
    ...BAD_URLS.map((url, i) => ({
      caption: `Bad URL #${i + 1}: ${JSON.stringify(url)}`,
      override: (origin) => {
        const urls = allUrls(url);
        urls.pixlee_cdn_photos.small_url = `${origin}/media/img-0${(i % 9) + 1}/small.jpg`;
        return { ...urls, products: [badProduct(url, `Product with URL ${JSON.stringify(url)}`)] };
      },
    })),
    // A video whose file is a script URL but whose still is fine.
    { type: 'video', src: videos[0], caption: 'Video with a javascript: source', override: () => ({ source_url: JS_URL }) },
    // Oversized strings.
    {
      caption: `${'Very long caption. '.repeat(6000)}END`,
      userName: 'x'.repeat(5000),
      altText: 'A'.repeat(20000),
      override: (origin) => ({
        action_link: `${origin}/media/img-01/original.jpg?${'q='.padEnd(8000, 'z')}`,
        action_link_text: 'Shop '.repeat(2000),
        products: [{ ...badProduct('https://shop.example.com/p'), title: 'T'.repeat(10000), link_text: 'L'.repeat(3000) }],
      }),
    },
    // A single unbreakable word and control / bidi characters.
    {
      caption: `${'W'.repeat(3000)} \u202eevil\u202c \u0000nul \u200bzero-width \ud83d\ude00 \ud800 lone-surrogate`,
      userName: '\u202egnp.exe',
      altText: '\u0007\u0008\u001b[31mred',
    },
    // Template and style injection.
    {
      caption: '</style><style>*{display:none!important}</style>${alert(1)}{{constructor.constructor("alert(1)")()}}',
      userName: '{{7*7}} ${7*7} <%= 7*7 %>',
      altText: 'url(javascript:alert(1))',
      override: () => ({ action_link_text: '<a href="javascript:alert(1)">click</a>' }),
    },
    // Wrong types everywhere.
    {
      caption: 'wrong types',
      override: () => ({
        id: 'abc',
        album_photo_id: '1666000099',
        album_id: { id: albumId },
        content_type: 'audio',
        pixlee_cdn_photos: null,
        thumbnail_url: 42,
        medium_url: ['https://shop.example.com/a.jpg'],
        big_url: { href: 'https://shop.example.com/a.jpg' },
        source_url: true,
        width: 'wide',
        height: -5,
        title: 42,
        photo_title: ['x'],
        alt_text: { text: 'x' },
        user_name: false,
        avatar_url: 12,
        platform_link: null,
        action_link: ['https://shop.example.com'],
        action_link_text: 7,
        products: 'not an array',
        created_at: 'yesterday',
        approved_on_date: {},
      }),
    },
    // Products array full of junk.
    {
      caption: 'junk products',
      override: () => ({
        products: [null, 7, 'SKU', [], { id: null, price: 'NaN', currency: 123, title: null, link: null }, { price: Infinity }],
      }),
    },
    // Prototype-pollution keys (own properties after JSON.parse).
    {
      caption: 'prototype keys',
      override: () => JSON.parse('{"__proto__":{"polluted":"yes","caption":"polluted"},"constructor":{"prototype":{"polluted":"yes"}},"toString":"not a function","hasOwnProperty":1}'),
    },
    // Numbers at the edges.
    {
      caption: 'edge numbers',
      override: () => ({ width: 1e308, height: 0, created_at: -8640000000000001, approved_on_date: '1e400', album_photo_id: 2 ** 53 + 1 }),
    },
    // Duplicate album_photo_id of the first item.
    { caption: 'duplicate album_photo_id', override: () => ({ album_photo_id: base }) },
    // Entries that are not objects at all.
    { caption: 'null entry', junk: () => null },
    { caption: 'number entry', junk: () => 42 },
    { caption: 'string entry', junk: () => XSS_IMG },
    { caption: 'array entry', junk: () => [XSS_IMG] },
    // A missing-everything item.
    { caption: 'empty object', junk: () => ({}) },
    // A normal item at the end, so a widget has something ordinary to show.
    { caption: 'An ordinary photo after all that.', userName: 'calm.person', altText: 'A calm photo' },
  ];

  return specs.map((s, i) => {
    const src = s.src ?? images[i % images.length];
    /** @type {Item} */
    const item = {
      id: 1666500001 + i,
      albumPhotoId: base + i,
      albumId,
      type: s.type ?? src.type,
      src,
      approved: true,
      hasPermission: true,
      caption: s.caption ?? '',
      altText: s.altText ?? null,
      userName: s.userName === undefined ? 'hostile.tester' : s.userName,
      email: 'hostile@example.com',
      connectedUserId: connectedUserIdFor('hostile@example.com'),
      avatar: null,
      platformLink: '',
      source: 'api',
      action: null,
      products: [],
      // Hostile items are the newest, in order, so default sorting shows them as specified.
      createdAt: Date.UTC(2026, 10, 1, 12) - i * 60_000,
      approvedAt: Date.UTC(2026, 10, 1, 13) - i * 60_000,
      likes: 0,
      shares: 0,
      quirks: {},
    };
    if (s.override) item.override = s.override;
    if (s.junk) item.junk = s.junk;
    return item;
  });
}
