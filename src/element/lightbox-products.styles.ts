import { css } from 'lit';

// The detail view's products: their list, prices, the markers on the picture and a video's "now
// showing" (part of lightboxStyles, between its layout and its navigation).
export const lightboxProductStyles = css`
.products {
  display: grid;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
}
.products li {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0 8px;
  border-radius: 8px;
}
.products .product {
  flex: 1 1 12em;
  min-width: 0;
}
.products .cart-button {
  margin-inline-start: auto;
}
.products .pointed {
  background: rgb(128 128 128 / 0.2);
}
.product {
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  padding: 4px 8px 4px 4px;
  color: inherit;
  text-decoration: none;
}
.product img {
  flex: none;
  border-radius: 6px;
  object-fit: cover;
}
.product-title {
  text-decoration: underline;
  text-underline-offset: 2px;
}
.product-number {
  flex: none;
  display: grid;
  place-items: center;
  width: 24px;
  height: 24px;
  border-radius: 50%;
  background: var(--ugc-album-lightbox-color, #1f1f1f);
  color: var(--ugc-album-lightbox-bg, #fff);
  font-size: 12px;
  font-weight: 700;
}
.unmarked {
  visibility: hidden;
}
.product-text {
  display: grid;
  gap: 2px;
  min-width: 0;
}
.price {
  font-weight: 600;
}
.price s {
  margin-inline-start: 8px;
  font-weight: 400;
}
.hotspot-place {
  position: absolute;
  translate: -50% -50%;
}
.hotspot {
  position: relative;
  box-sizing: border-box;
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  /* Its ring is a shadow, which forced colours drop: this border, which they paint, stays. */
  border: 2px solid transparent;
  border-radius: 50%;
  background: #fff;
  color: #1f1f1f;
  box-shadow: 0 0 0 2px rgb(0 0 0 / 0.45), 0 2px 8px rgb(0 0 0 / 0.5);
  font-size: 14px;
  font-weight: 700;
  line-height: 1;
  text-decoration: none;
}
.hotspot.pointed {
  background: #1f1f1f;
  color: #fff;
  box-shadow: 0 0 0 3px #fff, 0 2px 8px rgb(0 0 0 / 0.5);
}
.hotspot-number:before {
  content: attr(data-n);
}
.hotspot-tip {
  position: absolute;
  top: 50%;
  /* From inside the marker's 2px border: 10px clear of the marker. */
  left: calc(100% + 12px);
  display: none;
  translate: 0 -50%;
  max-width: 14em;
  overflow: hidden;
  padding: 6px 10px;
  border-radius: 6px;
  background: #fff;
  color: #1f1f1f;
  box-shadow: 0 2px 8px rgb(0 0 0 / 0.5);
  font-size: 13px;
  font-weight: 600;
  line-height: 1.3;
  white-space: nowrap;
  text-overflow: ellipsis;
}
.tip-left .hotspot-tip {
  left: auto;
  right: calc(100% + 12px);
}
.pointed .hotspot-tip {
  display: block;
}
.now-showing {
  position: absolute;
  top: 12px;
  inset-inline-start: 12px;
  max-width: calc(100% - 88px);
}
.now-showing .product {
  border-radius: 8px;
  background: #fff;
  color: #1f1f1f;
  box-shadow: 0 2px 8px rgb(0 0 0 / 0.5);
}
@media (prefers-reduced-motion: no-preference) {
  .hotspot {
    transition: background-color 0.15s, color 0.15s;
  }
}
@media (prefers-color-scheme: dark) {
  .product-number {
    background: var(--ugc-album-lightbox-color, #e3e3e3);
    color: var(--ugc-album-lightbox-bg, #1f1f1f);
  }
}
`;
