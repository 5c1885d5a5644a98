// Entry of the browser bundles (dist/ugc-album.js and dist/ugc-album.iife.js): defines the element
// on load and exposes the public API, e.g. `UgcAlbum.grantAnalyticsConsent()` from a classic script.
import './define.js';

export * from './index.js';
