import { css } from 'lit';
import { lightboxProductStyles } from './lightbox-products.styles.js';
import { cartStyles } from './cart.js';

// Motion only on open, and never on the content's opacity (its contrast holds from the first frame).
// Light and dark defaults (the detail view is a surface of its own); a site's custom properties win.
// Edges drawn by a background or a shadow alone vanish in forced colours (Windows High Contrast): the
// dialog has a transparent outline, the round buttons (and the markers) a transparent border, which
// forced colours paint in the text colour (and which otherwise shows the background through it).
// In two columns the Close button floats over the top of the text column: the first line there (the
// submitter's name, up to Instagram's 30 characters, or whatever comes first) stops before it.
export const lightboxStyles = css`
dialog {
  box-sizing: border-box;
  padding: 0;
  border: 0;
  outline: 1px solid transparent;
  border-radius: var(--ugc-album-radius, 8px);
  width: min(1200px, 100vw - 16px);
  max-width: none;
  max-height: calc(100dvh - 16px);
  background: var(--ugc-album-lightbox-bg, #fff);
  color: var(--ugc-album-lightbox-color, #1f1f1f);
  overscroll-behavior: contain;
  touch-action: pan-y pinch-zoom;
}
dialog::backdrop {
  background: var(--ugc-album-backdrop, rgb(0 0 0 / 0.8));
}
/*
 * A surface of our own: the page's italics, alignment, text shadow and word breaking don't belong
 * on it (the host resets the rest).
 */
.lightbox-layout {
  font-style: normal;
  text-align: start;
  text-shadow: none;
  word-break: normal;
}
@media (prefers-reduced-motion: no-preference) {
  dialog {
    animation: ugc-in 0.2s ease-out;
  }
  dialog::backdrop {
    animation: ugc-fade 0.2s ease-out;
  }
}
@keyframes ugc-in {
  from {
    transform: translateY(16px) scale(0.98);
  }
}
@keyframes ugc-fade {
  from {
    opacity: 0;
  }
}
.lightbox-layout {
  display: grid;
}
.media {
  position: relative;
  display: grid;
  place-items: center;
  background: #000;
  --media-height: 70dvh;
}
.media > img,
.stage > img,
.media > video {
  display: block;
  width: 100%;
  height: auto;
  max-height: var(--media-height);
  object-fit: contain;
}
.stage {
  position: relative;
  width: min(100%, var(--media-height) * var(--aspect-ratio));
  aspect-ratio: var(--aspect-ratio);
}
.stage > img {
  height: 100%;
  max-height: none;
}
.info {
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px;
  min-width: 0;
  overflow-wrap: anywhere;
}
@media (min-width: 48em) {
  .lightbox-layout {
    grid-template-columns: minmax(0, 1fr) 22em;
  }
  .media {
    --media-height: calc(100dvh - 16px);
  }
  .info {
    overflow: auto;
    max-height: calc(100dvh - 48px);
    padding: 20px;
  }
  .info > :first-child {
    margin-inline-end: 40px;
  }
}
.info p,
.products-heading {
  margin: 0;
}
.byline {
  display: flex;
  align-items: center;
  gap: 8px;
  font-weight: 600;
}
.byline img {
  border-radius: 50%;
  object-fit: cover;
}
.post-meta {
  font-size: 0.875em;
}
.source {
  display: inline-block;
  line-height: 24px;
  color: inherit;
}
.caption {
  line-height: 1.5;
  white-space: pre-line;
}
.cta {
  align-self: start;
  padding: 10px 16px;
  border-radius: var(--ugc-album-radius, 4px);
  background: var(--ugc-album-cta-bg, #1f1f1f);
  color: var(--ugc-album-cta-color, #fff);
  text-decoration: none;
  font-weight: 600;
}
.products-heading {
  margin-top: 4px;
  font-size: 0.875em;
  font-weight: 600;
}
${lightboxProductStyles}
${cartStyles}
.nav {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-top: auto;
}
.icon {
  flex: none;
  width: 44px;
  height: 44px;
  border: 2px solid transparent;
  border-radius: 50%;
  background: rgb(0 0 0 / 0.65);
  color: #fff;
  font: 28px/1 system-ui, sans-serif;
  cursor: pointer;
}
.icon[aria-disabled=true] {
  opacity: 0.35;
  cursor: default;
}
.close {
  position: absolute;
  top: 8px;
  inset-inline-end: 8px;
  z-index: 1;
}
@media (prefers-color-scheme: dark) {
  dialog {
    background: var(--ugc-album-lightbox-bg, #1f1f1f);
    color: var(--ugc-album-lightbox-color, #e3e3e3);
  }
  .cta {
    background: var(--ugc-album-cta-bg, #e3e3e3);
    color: var(--ugc-album-cta-color, #1f1f1f);
  }
  .nav .icon {
    background: rgb(255 255 255 / 0.14);
  }
}
`;

