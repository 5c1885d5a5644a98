import { css } from 'lit';
import { cartStyles } from '../cart.js';

/*
 * The stories row's finish and the story viewer. The row itself (one row of 9:16 cards) is the
 * element's own CSS, so nothing moves when this arrives.
 *
 * The viewer fills the screen; the story is a 9:16 column, the whole screen on a phone and as tall
 * as the window on a wide one, with previous and next beside it (over it on a phone). Its controls
 * sit on the media: white on a dark disc, readable on any frame. Icons are drawn in CSS (a strict CSP
 * forbids data: URIs). No motion but the progress fill, and under reduced motion not even the fade.
 */
export const storiesStyles = css`
dialog.story {
  box-sizing: border-box;
  width: 100vw;
  height: 100dvh;
  max-width: none;
  max-height: none;
  margin: 0;
  padding: 0;
  border: 0;
  overflow: hidden;
  background: #000;
  color: #fff;
  font-style: normal;
  text-align: start;
  text-shadow: none;
  word-break: normal;
}
dialog.story::backdrop {
  background: #000;
}
@media (prefers-reduced-motion: no-preference) {
  dialog.story {
    animation: ugc-story-in 0.2s ease-out;
  }
}
@keyframes ugc-story-in {
  from {
    opacity: 0;
  }
}
.story-frame {
  --w: min(100vw, 100dvh * 9 / 16);
  position: relative;
  height: 100%;
}
.story-column {
  position: relative;
  width: var(--w);
  height: 100%;
  margin: 0 auto;
  overflow: hidden;
  background: #000;
}
@media (min-width: 36em) and (min-height: 30em) {
  .story-frame {
    --w: min(100vw - 128px, (100dvh - 32px) * 9 / 16);
    padding-block: 16px;
    box-sizing: border-box;
  }
  .story-column {
    border-radius: 12px;
  }
}
.story-media {
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  touch-action: none;
  user-select: none;
  -webkit-user-select: none;
  -webkit-touch-callout: none;
}
.story-media > img,
.story-media > video {
  display: block;
  width: 100%;
  height: 100%;
  object-fit: contain;
}
[data-fit='cover'] .story-media > img,
[data-fit='cover'] .story-media > video {
  object-fit: cover;
}
.story-progress {
  position: absolute;
  top: 8px;
  inset-inline: 8px;
  display: flex;
  gap: 4px;
}
.segment {
  flex: 1;
  height: 3px;
  overflow: hidden;
  border-radius: 2px;
  background: rgb(255 255 255 / 0.4);
}
.segment i {
  display: block;
  height: 100%;
  background: #fff;
  transform: scaleX(0);
  transform-origin: left;
}
.segment i:dir(rtl) {
  transform-origin: right;
}
.done i {
  transform: none;
}
.story-top {
  position: absolute;
  top: 16px;
  inset-inline: 8px;
  display: flex;
  align-items: center;
  gap: 4px;
}
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
.story-button,
.story-step {
  display: grid;
  place-items: center;
  flex: none;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: rgb(0 0 0 / 0.5);
  color: #fff;
  font: 28px/1 system-ui, sans-serif;
  cursor: pointer;
}
.story-button:before,
.story-button:after,
.story-step:before {
  content: '';
  grid-area: 1 / 1;
}
[data-state='playing']:before {
  width: 4px;
  height: 16px;
  border-inline: 4px solid;
}
[data-state='paused']:before {
  width: 14px;
  height: 16px;
  margin-inline-start: 4px;
  background: currentColor;
  clip-path: polygon(0 0, 100% 50%, 0 100%);
}
[part~='story-sound']:before {
  width: 18px;
  height: 18px;
  background: currentColor;
  clip-path: polygon(0 32%, 30% 32%, 70% 0, 70% 100%, 30% 68%, 0 68%);
}
[data-state='muted']:after {
  width: 3px;
  height: 24px;
  background: currentColor;
  box-shadow: 0 0 0 1px #000;
  rotate: 45deg;
}
[part~='story-close']:before {
  content: '×';
}
.story-step {
  position: absolute;
  top: 50%;
  z-index: 1;
  translate: 0 -50%;
}
.previous {
  inset-inline-start: calc(50% - var(--w) / 2 + 8px);
}
.next {
  inset-inline-end: calc(50% - var(--w) / 2 + 8px);
}
@media (min-width: 36em) and (min-height: 30em) {
  .previous {
    inset-inline-start: calc(50% - var(--w) / 2 - 56px);
  }
  .next {
    inset-inline-end: calc(50% - var(--w) / 2 - 56px);
  }
  .story-step {
    background: rgb(255 255 255 / 0.16);
  }
}
.previous:before {
  content: '‹';
}
.next:before {
  content: '›';
}
.story-step[aria-disabled='true'] {
  opacity: 0.35;
  cursor: default;
}
.story-bottom {
  position: absolute;
  inset: auto 0 0;
  pointer-events: none;
}
/* The current item's overlay and the next one's, prepared behind it: stacked, one shown. */
.story-bylines,
.story-bottom {
  display: grid;
  grid-template-columns: minmax(0, 1fr);
}
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
.story-bottom > .ahead,
.story-bylines > .ahead {
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
.story-products > .story-product:nth-last-child(n + 2),
.story-products > .story-product:nth-last-child(n + 2) ~ .story-product {
  width: 85%;
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
