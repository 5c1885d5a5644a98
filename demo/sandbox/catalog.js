// The fake shop's products, the community's members and the words of their captions: the raw material
// fixtures.js combines deterministically.
import { hash32 } from './random.js';

/**
 * @typedef {{ id: number | string, sku: string, title: string, slug: string, link: string,
 *   link_text: string, image: string, image_thumb: string, price: number | string | null,
 *   currency: string, sale: { price: number | string, from: number, to: number } | null }} Product
 *   `image`/`image_thumb` are paths under /media; price is deliberately sometimes a string or null,
 *   the way real responses carry it. `sale`: a sale price and its window in days from the moment
 *   the sandbox started (so the windows never go stale): past, current or future.
 */

const SHOP = 'https://shop.example.com/products';
const DAY = 86_400_000;

/** When this sandbox process started: sale windows are placed around it. */
export const STARTED = Date.now();

/** A sale window of a product as the service sends it: epoch ms, or nulls without a sale. */
export function saleFields(/** @type {Product} */ p) {
  return p.sale
    ? { sales_price: p.sale.price, sales_start_date: STARTED + p.sale.from * DAY, sales_end_date: STARTED + p.sale.to * DAY }
    : { sales_price: null, sales_start_date: null, sales_end_date: null };
}

/** @type {Product[]} */
export const PRODUCTS = [
  { id: 7001, sku: 'SKU-TRAIL-42', title: 'Trail Runner 42', slug: 'p-01', price: 129.95, currency: 'USD', sale: null },
  // On sale now (started 3 days ago, ends in 10).
  { id: 7002, sku: 'SKU-RIDGE-SHELL', title: 'Ridge Shell Jacket', slug: 'p-02', price: 219, currency: 'USD', sale: { price: 179, from: -3, to: 10 } },
  // A sale that ended 5 days ago, its price a string like the regular one.
  { id: '7003', sku: 'SKU-PACK-30', title: 'Summit Pack 30L', slug: 'p-03', price: '149.00', currency: 'USD', sale: { price: '119.00', from: -30, to: -5 } },
  // A sale that starts in a week.
  { id: 7004, sku: 'SKU-MUG-12', title: 'Enamel Camp Mug', slug: 'p-04', price: 18.5, currency: 'USD', sale: { price: 14, from: 7, to: 21 } },
  // On sale now, in euros.
  { id: 7005, sku: 'SKU-SOCK-MERINO', title: 'Merino Trail Socks (2-pack)', slug: 'p-05', price: 24, currency: 'EUR', sale: { price: 19.5, from: -1, to: 1 } },
  { id: 7006, sku: 'SKU-LUMEN-400', title: 'Lumen 400 Headlamp', slug: 'p-06', price: null, currency: 'USD', sale: null },
].map((p) => ({
  ...p,
  link: `${SHOP}/${p.sku.toLowerCase()}`,
  link_text: 'Shop now',
  image: `products/${p.slug}.jpg`,
  image_thumb: `products/${p.slug}-thumb.jpg`,
}));

/** @type {Map<string, Product>} */
export const PRODUCTS_BY_SKU = new Map(PRODUCTS.map((p) => [p.sku, p]));

/**
 * Community members. `avatar` is a path under /media or null (no avatar), `source` the network the
 * post came from (`desktop` = uploaded on the shop's site, which has no platform link).
 * @type {{ handle: string | null, email: string, avatar: string | null, source: string }[]}
 */
export const MEMBERS = [
  { handle: 'ridge.runner', email: 'ridge.runner@example.com', avatar: 'avatars/a-01.jpg', source: 'instagram' },
  { handle: 'mara_outdoors', email: 'mara@example.org', avatar: 'avatars/a-02.jpg', source: 'instagram' },
  { handle: 'tomás.hikes', email: 'tomas.hikes@example.com', avatar: 'avatars/a-03.jpg', source: 'instagram' },
  { handle: 'kenji_trails', email: 'kenji@example.jp', avatar: null, source: 'tiktok' },
  { handle: 'ayo.moves', email: 'ayo.moves@example.com', avatar: 'avatars/a-04.jpg', source: 'tiktok' },
  { handle: 'lena.climbs', email: 'lena.climbs@example.de', avatar: 'avatars/a-05.jpg', source: 'instagram' },
  { handle: 'the_wandering_fox', email: 'fox@example.com', avatar: 'avatars/a-06.jpg', source: 'instagram' },
  { handle: 'samirah.k', email: 'samirah.k@example.com', avatar: null, source: 'desktop' },
  { handle: 'jonas.bikepacks', email: 'jonas@example.se', avatar: 'avatars/a-07.jpg', source: 'instagram' },
  { handle: 'priya_on_foot', email: 'priya.on.foot@example.in', avatar: 'avatars/a-08.jpg', source: 'instagram' },
  { handle: 'camp_with_cal', email: 'cal@example.com', avatar: 'avatars/a-01.jpg', source: 'tiktok' },
  { handle: 'noor.explores', email: 'noor@example.ae', avatar: 'avatars/a-02.jpg', source: 'instagram' },
  { handle: 'eli.summits', email: 'eli.summits@example.com', avatar: null, source: 'instagram' },
  { handle: 'birgit_i_fjellet', email: 'birgit@example.no', avatar: 'avatars/a-03.jpg', source: 'instagram' },
  { handle: 'dev_runs_far', email: 'dev@example.com', avatar: 'avatars/a-04.jpg', source: 'desktop' },
  { handle: 'olu.adventures', email: 'olu@example.ng', avatar: 'avatars/a-05.jpg', source: 'instagram' },
  { handle: 'marguerite.v', email: 'marguerite.v@example.fr', avatar: 'avatars/a-06.jpg', source: 'instagram' },
  { handle: '张伟去爬山', email: 'zhang.wei@example.cn', avatar: 'avatars/a-07.jpg', source: 'instagram' },
  { handle: 'frankie_outside', email: 'frankie@example.com', avatar: null, source: 'tiktok' },
  { handle: 'ines_na_serra', email: 'ines@example.pt', avatar: 'avatars/a-08.jpg', source: 'instagram' },
  { handle: 'hugo.trail', email: 'hugo.trail@example.com', avatar: 'avatars/a-01.jpg', source: 'desktop' },
  { handle: 'yuki_mountain', email: 'yuki@example.jp', avatar: 'avatars/a-02.jpg', source: 'instagram' },
  { handle: 'aleks.camps', email: 'aleks@example.pl', avatar: 'avatars/a-03.jpg', source: 'instagram' },
  // A member whose network hides the handle: real responses carry `user_name: null` for them.
  { handle: null, email: 'anonymous.hiker@example.com', avatar: null, source: 'desktop' },
];

export const CAPTIONS = [
  'Picos de Europa, day two. The trail just keeps going up ⛰️ #hiking #trailrunning',
  'This little one followed us down the whole path 🐦',
  'Made the summit just as the sun dropped. Worth every step. #sunset',
  'Autumn colours under the ridge, boots still dry',
  'Forest stream on the way back, everything smells green',
  'The crew is ready. Are you? 🐕🐕',
  'Camp breakfast: figs in the red bowl, coffee on the stove ☕',
  'Cabin evening after a long day. Shoes off, feet up.',
  'Golden hour in the meadow, last stretch home',
  'Low tide run under the bridge, 12 km of sand 🌊',
  'Rainy day project: new paint for the old pack frame',
  'Lunch stop under the big oak, the shell doubles as a blanket',
  'Trail mix > everything',
  'Testing the new shell in proper Scottish weather. Verdict: dry.',
  'Morning coffee at 2,300 m hits different ☕',
  'Socks that survived a 40 km day without a single blister. Unreal.',
  'Got lost, found this view. Fair trade.',
  'Rainy Sunday, muddy shoes, happy dog 🐕',
  'The pack fits like it was made for me',
  'Golden hour on the way down',
  'New PB on the hill repeats 💪 #running',
  '"Are we there yet?" — me, every 15 minutes',
  'Bikepacking day 4: legs are jelly, views are unreal',
  'Quiet trail, loud birds',
  'Où est le sommet ? Toujours plus haut.',
  'Regen? Egal. Wir laufen trotzdem.',
  'Sunrise yoga before the descent 🧘',
  'Fresh snow on the upper trail this morning ❄️',
  'Headlamp test: passed. Owl: unimpressed.',
  'Weekend reset. Back Monday.',
];

export const CTA_TEXTS = ['Shop now', 'Shop the look', 'Get the gear', 'View product'];

/** Connected user ids are stable per e-mail address (as the service keys its users). */
export function connectedUserIdFor(/** @type {string} */ email) {
  return 70000000 + (hash32(email.toLowerCase()) % 9999999);
}

/**
 * Where something worth tagging is in each photo, as fractions of the original (x, y, width,
 * height): the sandbox turns these into `bounding_box_products` boxes in the original's pixels.
 * @type {Record<string, [number, number, number, number]>}
 */
export const SPOTS = {
  'img-01': [0.14, 0.6, 0.24, 0.26], // the trail
  'img-02': [0.44, 0.36, 0.26, 0.22], // the nuthatch on the trunk
  'img-03': [0.68, 0.64, 0.28, 0.22], // the survey marker on the summit
  'img-04': [0.38, 0.62, 0.26, 0.24], // the path across the meadow
  'img-05': [0.28, 0.56, 0.4, 0.3], // rocks by the stream
  'img-06': [0.52, 0.08, 0.34, 0.56], // the dogs
  'img-07': [0.18, 0.22, 0.62, 0.56], // the red bowl
  'img-08': [0.02, 0.62, 0.34, 0.34], // the drum by the table
  'img-09': [0.16, 0.16, 0.3, 0.4], // the dandelion
  'img-10': [0.26, 0.08, 0.5, 0.6], // the bridge cables
  'img-11': [0.3, 0.1, 0.4, 0.8], // the brushes
  'img-12': [0.38, 0.34, 0.34, 0.22], // the dragonfly in the leaves
};

/** Link texts as merchants write them, in several languages; `null` as the service often sends. */
export const LINK_TEXTS = [null, 'Jetzt kaufen', 'Acheter', '購入する', 'Comprar ahora', 'Shop now', 'اشتر الآن'];

/** Alt texts that describe nothing, as Instagram, Facebook and cameras write them. */
export const PLACEHOLDER_ALTS = [
  'No photo description available.',
  'Image may contain: food',
  'May be an image of 1 person, mountain and outdoors',
  'Photo by {handle} on March 03, 2026.',
  'IMG_4032.jpg',
  '',
  'Image may contain: outdoor and nature',
  'Photo shared by {handle} on June 14, 2026 tagging @ridgeline. May be an image of dog.',
  '   ',
  'DSC01234.JPG',
];
