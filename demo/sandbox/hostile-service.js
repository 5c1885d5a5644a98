// Answers of a hostile Content Service (issue 13): what a compromised or malicious service could send
// to freeze the page, spoof text, or slip look-alike URLs past the widget. Selected by fault keys
// (faults.js, README.md); each replaces the answer of a page request (album or SKU), never a count.

/** A page body of the contract's shape around `data`. @param {unknown[]} data */
const page = (data) => ({ status: 200, album_id: 1002, page: 1, per_page: 30, total: data.length, next: false, data });

/** A well-formed image item whose media are the sandbox's own. @param {string} origin @param {number} n */
function item(origin, n, extra = {}) {
  const m = (/** @type {string} */ size) => `${origin}/media/img-0${(n % 9) + 1}/${size}.jpg`;
  return {
    id: 7700 + n,
    album_photo_id: 7700 + n,
    album_id: 1002,
    content_type: 'image',
    pixlee_cdn_photos: { small_url: m('small'), medium_url: m('medium'), large_url: m('large'), original_url: m('original') },
    width: 1600,
    height: 1200,
    title: `Hostile item ${n}`,
    alt_text: `Hostile item ${n}`,
    user_name: 'ana',
    ...extra,
  };
}

/** Bytes of the `fault-oversize` answer: past the widget's 2 MB read limit. */
export const OVERSIZE_BYTES = 3_000_000;

/**
 * The body for a hostile fault, or null for faults that are not about the body.
 * @param {string} kind
 * @param {string} origin
 * @returns {string | null}
 */
export function hostileBody(kind, origin) {
  switch (kind) {
    // 100,000 entries (about 300 KB): rendered whole, they froze a page for 12 s. The first 30 are
    // real items (a page's worth); the rest are `{}`, which the widget would skip as having nothing
    // to show, if it read them at all.
    case 'flood': {
      const items = Array.from({ length: 30 }, (_, n) => JSON.stringify(item(origin, n + 1)));
      return `{"status":200,"album_id":1002,"page":1,"per_page":30,"next":false,"data":[${items.join(',')},${'{},'.repeat(99_969)}{}]}`;
    }
    // One item with 20,000 products (each a link in the detail view), then a normal item.
    case 'products': {
      // Short fields keep the body (about 1 MB) under the 2 MB read limit: the item cap is what is tested.
      const products = Array.from({ length: 20_000 }, (_, i) => ({ title: `P${i + 1}`, link: `https://shop.example.com/p/${i + 1}` }));
      return JSON.stringify(page([item(origin, 1, { products }), item(origin, 2)]));
    }
    // A valid page padded past 2 MB: the widget must stop reading and say so.
    case 'oversize': {
      const body = JSON.stringify(page([item(origin, 1, { title: '' })]));
      return body.replace('"title":""', `"title":"${'x'.repeat(OVERSIZE_BYTES)}"`);
    }
    // Spoofed text (direction overrides, invisible and control characters) and URLs with credentials.
    case 'spoof':
      return JSON.stringify(
        page([
          item(origin, 1, {
            user_name: 'official\u202emoc.elgoog\u202c',
            title: 'Totally \u2066real\u2069 \u200bcaption\u0085 with\u00ad hidden\u200e marks\u061c',
            action_link: 'https://shop.example.com@evil.example/checkout',
            action_link_text: 'Buy \u202e0.99$ \u202c',
            avatar_url: `${origin.replace('://', '://user:pass@')}/media/avatars/a-01.jpg`,
            products: [
              { title: 'Look-alike', link: 'https://shop.example.com@evil.example/p', image: `${origin.replace('://', '://x@')}/media/img-02/small.jpg`, price: 5, currency: 'USD' },
              { title: 'Real \u202eproduct\u202c', link: 'https://shop.example.com/p/1', price: 5, currency: 'USD' },
            ],
          }),
          item(origin, 2, {
            user_name: 'name\u2067\u05d0\u05d1\u2069',
            pixlee_cdn_photos: {
              small_url: `${origin.replace('://', '://user:pass@')}/media/img-03/small.jpg`,
              medium_url: `${origin}/media/img-03/medium.jpg`,
            },
          }),
        ]),
      );
  }
  return null;
}
