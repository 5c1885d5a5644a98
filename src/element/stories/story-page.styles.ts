import { css } from 'lit';
import { cartStyles } from '../cart.js';

/*
 * A story's page (story-pages.ts), over its media: its submitter beside the buttons, its caption and
 * product cards over its bottom. The next item's page waits behind the current one,
 * stacked in the same place: painted ahead (its own layer), unseen and out of reach until its turn.
 */
export const storyPageStyles = css`
.story-bylines {
  flex: 1;
}
.story-byline {
  display: flex;
  align-items: center;
  gap: 8px;
  min-width: 0;
  margin: 0;
  overflow: hidden;
  font-weight: 600;
  text-shadow: 0 1px 3px #000;
  white-space: nowrap;
  text-overflow: ellipsis;
}
.story-byline img {
  flex: none;
  border-radius: 50%;
  object-fit: cover;
}
.story-bottom {
  position: absolute;
  inset: auto 0 0;
  pointer-events: none;
}
.story-bylines,
.story-bottom {
  display: grid;
  grid-template-columns: minmax(0, 1fr);
}
/* The current item's page and the next one's, prepared behind it: stacked, one shown. */
.story-bylines > *,
.story-bottom > * {
  grid-area: 1 / 1;
  will-change: opacity;
}
.story-bottom > * {
  align-self: end;
  display: grid;
  gap: 8px;
  padding: 48px 12px 12px;
  background: linear-gradient(#0000, #000c);
  pointer-events: auto;
}
.behind {
  opacity: 0;
  pointer-events: none;
}
.story-bottom .caption {
  display: -webkit-box;
  margin: 0;
  overflow: hidden;
  line-height: 1.4;
  text-shadow: 0 1px 2px #000;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
}
.story-products {
  display: flex;
  gap: 8px;
  margin: 0;
  padding: 0;
  overflow-x: auto;
  list-style: none;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
}
.story-product {
  box-sizing: border-box;
  flex: none;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
  width: 100%;
  padding: 8px;
  border-radius: 10px;
  background: #fff;
  color: #1f1f1f;
  scroll-snap-align: start;
}
.story-product img {
  flex: none;
  border-radius: 6px;
  object-fit: cover;
}
.story-product-text {
  display: grid;
  flex: 1;
  min-width: 0;
}
/* Several cards shown: each leaves a part of the next in view, so the row says it scrolls. */
.several > .story-product {
  width: 85%;
}
/* A video's timed product waiting for its moment (made ahead). */
.story-bottom [hidden] {
  display: none;
}
.story-product-link {
  display: -webkit-box;
  overflow: hidden;
  color: inherit;
  font-weight: 600;
  line-height: 24px;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
}
.story-product-text .price {
  font-size: 0.875em;
}
.story-product-text .sale {
  color: #b3261e;
  font-weight: 700;
}
.story-product-text s {
  margin-inline-start: 6px;
}
${cartStyles}
`;
