// The fake shop's products, the community's members and the words of their captions: the raw material
// fixtures.js combines deterministically.
import { hash32 } from './random.js';

/**
 * @typedef {{ id: number | string, sku: string, title: string, slug: string, link: string,
 *   link_text: string, image: string, image_thumb: string, price: number | string | null,
 *   currency: string }} Product
 *   `image`/`image_thumb` are paths under /media; price is deliberately sometimes a string or null,
 *   the way real responses carry it.
 */

const SHOP = 'https://shop.example.com/products';

/** @type {Product[]} */
export const PRODUCTS = [
  { id: 7001, sku: 'SKU-TRAIL-42', title: 'Trail Runner 42', slug: 'p-01', price: 129.95, currency: 'USD' },
  { id: 7002, sku: 'SKU-RIDGE-SHELL', title: 'Ridge Shell Jacket', slug: 'p-02', price: 219, currency: 'USD' },
  { id: '7003', sku: 'SKU-PACK-30', title: 'Summit Pack 30L', slug: 'p-03', price: '149.00', currency: 'USD' },
  { id: 7004, sku: 'SKU-MUG-12', title: 'Enamel Camp Mug', slug: 'p-04', price: 18.5, currency: 'USD' },
  { id: 7005, sku: 'SKU-SOCK-MERINO', title: 'Merino Trail Socks (2-pack)', slug: 'p-05', price: 24, currency: 'EUR' },
  { id: 7006, sku: 'SKU-LUMEN-400', title: 'Lumen 400 Headlamp', slug: 'p-06', price: null, currency: 'USD' },
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
  'First light on the ridge. Worth the 4am alarm ⛰️ #trailrunning #sunrise',
  'Wet rock, zero slips. These things grip.',
  'Campfire stories with the crew 🔥',
  'Fog rolled in just as we reached the lake. Magic.',
  'Forest floor after the rain, everything smells green',
  'Lake day. Swim, nap, repeat.',
  'Summit selfie number 47 this year 😅 #hikingadventures',
  'Packed and ready: 3 days, 2 nights, 1 very full bag',
  'Coastline loop, 21 km, wind in every direction 🌊',
  'Night run through the city, headlamp on',
  'Tent pitched, stars out, phone off ✨',
  'Sandstone and blue sky, nothing else needed',
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
