import type { UgcAlbumStrings } from './strings.js';

/** The strings only the detail view (and the carousel's buttons) show. */
export type DetailStrings = Pick<
  UgcAlbumStrings,
  'close' | 'previous' | 'next' | 'shop' | 'itemOf' | 'showing' | 'marker' | 'was' | 'viewOn' | 'viewPost' | 'inThisPost'
>;

// English: part of the detail view's chunk, not of the first render (the carousel's chunk has its own
// two words). Translations carry their own; the page's `strings` win over both.
export const enDetail: DetailStrings = {
  close: 'Close',
  previous: 'Previous',
  next: 'Next',
  shop: 'Shop now',
  itemOf: (n, t) => `Item ${n} of ${t}`,
  showing: (name, position) => `${name}, ${position}`,
  marker: (n, product) => `${n}, ${product}`,
  was: (p) => `was ${p}`,
  viewOn: (n) => `View on ${n}`,
  viewPost: 'View the original post',
  inThisPost: 'In this post',
};
