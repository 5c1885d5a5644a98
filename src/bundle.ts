// Entry of dist/ugc-album.js (`<script type="module">`): defines the element on load and exports what
// a page calls: consent, the shop's conversion helpers and the visitor id. A module keeps all it
// exports (the minifier can drop none of it), so the rest of the public API is the npm package's and
// the classic script's (src/bundle.iife.ts), and what the first render does not need loads on the
// first call: the conversions and the visitor id, whose functions return promises in every build.
import './define.js';
import { chunkFailed } from './element/chunk.js';
import type { AddToCartOptions, ConversionOptions } from './analytics/conversion.js';
import type { getVisitorId as visitorIdApi } from './analytics/visitor-id.js';

export { UgcAlbumElement } from './element/ugc-album.js';
export {
  getAnalyticsConsent,
  grantAnalyticsConsent,
  requireAnalyticsConsent,
  revokeAnalyticsConsent,
} from './analytics/consent.js';

// The shop's conversion calls load their code (and the tracker's transport) on first call. Same
// signatures and promise as the npm entry's: whether the collector accepted it, never a rejection
// (a chunk that did not load is a console warning and `false`).
const conversions = () => import('./analytics/conversion.js').catch(chunkFailed('analytics'));
/** Reports a product added to the cart (contract §4 `addToCart`); see `conversion.ts`. */
export const addToCart = (options: AddToCartOptions): Promise<boolean> =>
  conversions().then((m) => m.addToCart(options), () => false);
/** Reports a completed order (contract §4 `conversion`); see `conversion.ts`. */
export const conversion = (options: ConversionOptions): Promise<boolean> =>
  conversions().then((m) => m.conversion(options), () => false);
/** The visitor's analytics id, or null before consent; see `visitor-id.ts`. */
export const getVisitorId: typeof visitorIdApi = () =>
  import('./analytics/visitor-id.js').catch(chunkFailed('analytics')).then((m) => m.getVisitorId(), () => null);
