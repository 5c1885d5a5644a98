// Entry of dist/ugc-album.js (`<script type="module">`): defines the element on load and exports what
// a page calls: consent, the shop's conversion helpers and the visitor id. Every export costs bytes
// in the first render (a module's exports can't be minified away), so the rest of the public API is
// the npm package's and the classic script's (src/bundle.iife.ts).
import './define.js';

export { UgcAlbumElement } from './ugc-album.js';
export {
  getAnalyticsConsent,
  grantAnalyticsConsent,
  requireAnalyticsConsent,
  revokeAnalyticsConsent,
} from './consent.js';
export { addToCart, conversion } from './conversion.js';
export { getVisitorId } from './visitor-id.js';
