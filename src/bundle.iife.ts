// Entry of dist/ugc-album.iife.js (classic `<script src>`): defines the element on load and exposes
// the whole public API as the global `UgcAlbum`, e.g. `UgcAlbum.grantAnalyticsConsent()`.
import './define.js';

export * from './index.js';
