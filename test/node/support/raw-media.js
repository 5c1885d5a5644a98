// Raw MEDIA objects of contract §1, as the service sends them, for the reader's unit tests.

export const CDN = 'https://cdn.example.com';

/** A realistic image MEDIA object of contract §1. */
export const image = (extra = {}) => ({
  id: 501,
  album_photo_id: 9001,
  album_id: 77,
  content_type: 'image',
  pixlee_cdn_photos: {
    small_url: `${CDN}/s.jpg`,
    medium_url: `${CDN}/m.jpg`,
    large_url: `${CDN}/l.jpg`,
    original_url: `${CDN}/o.jpg`,
    square_medium_url: `${CDN}/sq.jpg`,
  },
  thumbnail_url: `${CDN}/t.jpg`,
  medium_url: `${CDN}/dm.jpg`,
  big_url: `${CDN}/b.jpg`,
  source_url: `${CDN}/src.jpg`,
  width: 3000,
  height: 2000,
  title: 'Sunset',
  photo_title: 'Sunset',
  alt_text: 'A red sunset over the sea',
  user_name: 'ana',
  avatar_url: `${CDN}/ana.jpg`,
  platform_link: 'https://social.example.com/p/1',
  action_link: 'https://shop.example.com/p/1',
  action_link_text: 'Shop now',
  products: [
    {
      id: 3,
      sku: 'SKU-1',
      title: 'Hat',
      link: 'https://shop.example.com/hat',
      link_text: 'Buy',
      image: `${CDN}/hat.jpg`,
      price: 19.5,
      currency: 'eur',
    },
  ],
  created_at: 1700000000000,
  approved_on_date: '1700000100000',
  ...extra,
});

/** A video MEDIA object: empty CDN renditions, the file in `source_url`, stills in the direct URLs. */
export const video = (extra = {}) =>
  image({
    content_type: 'video',
    pixlee_cdn_photos: { small_url: '', medium_url: '', large_url: '', original_url: '', square_medium_url: '' },
    source_url: `${CDN}/clip.mp4`,
    alt_text: null,
    ...extra,
  });
