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
.stories li {
  border-radius: var(--ugc-album-radius, 12px);
}
.stories .ov {
  opacity: 1;
}
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
.sw {
  --w: min(100vw, 100dvh * 9 / 16);
  position: relative;
  height: 100%;
}
.sv {
  position: relative;
  width: var(--w);
  height: 100%;
  margin: 0 auto;
  overflow: hidden;
  background: #000;
}
@media (min-width: 36em) and (min-height: 30em) {
  .sw {
    --w: min(100vw - 128px, (100dvh - 32px) * 9 / 16);
    padding-block: 16px;
    box-sizing: border-box;
  }
  .sv {
    border-radius: 12px;
  }
}
.stage {
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  touch-action: none;
  user-select: none;
  -webkit-user-select: none;
  -webkit-touch-callout: none;
}
.stage > img,
.stage > video {
  display: block;
  width: 100%;
  height: 100%;
  object-fit: contain;
}
[data-fit='cover'] .stage > img,
[data-fit='cover'] .stage > video {
  object-fit: cover;
}
.bars {
  position: absolute;
  top: 8px;
  inset-inline: 8px;
  display: flex;
  gap: 4px;
}
.seg {
  flex: 1;
  height: 3px;
  overflow: hidden;
  border-radius: 2px;
  background: rgb(255 255 255 / 0.4);
}
.seg i {
  display: block;
  height: 100%;
  background: #fff;
  transform: scaleX(0);
  transform-origin: left;
}
.seg i:dir(rtl) {
  transform-origin: right;
}
.done i {
  transform: none;
}
.top {
  position: absolute;
  top: 16px;
  inset-inline: 8px;
  display: flex;
  align-items: center;
  gap: 4px;
}
.top .by {
  flex: 1;
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
.top .by img {
  flex: none;
  border-radius: 50%;
  object-fit: cover;
}
.sb,
.side {
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
.sb:before,
.sb:after,
.side:before {
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
.side {
  position: absolute;
  top: 50%;
  z-index: 1;
  translate: 0 -50%;
}
.prev {
  inset-inline-start: calc(50% - var(--w) / 2 + 8px);
}
.next {
  inset-inline-end: calc(50% - var(--w) / 2 + 8px);
}
@media (min-width: 36em) and (min-height: 30em) {
  .prev {
    inset-inline-start: calc(50% - var(--w) / 2 - 56px);
  }
  .next {
    inset-inline-end: calc(50% - var(--w) / 2 - 56px);
  }
  .side {
    background: rgb(255 255 255 / 0.16);
  }
}
.prev:before {
  content: '‹';
}
.next:before {
  content: '›';
}
.side[aria-disabled='true'] {
  opacity: 0.35;
  cursor: default;
}
.low {
  position: absolute;
  inset: auto 0 0;
  display: grid;
  gap: 8px;
  padding: 48px 12px 12px;
  background: linear-gradient(#0000, #000c);
}
.low .caption {
  display: -webkit-box;
  margin: 0;
  overflow: hidden;
  line-height: 1.4;
  text-shadow: 0 1px 2px #000;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
}
.sps {
  display: flex;
  gap: 8px;
  margin: 0;
  padding: 0;
  overflow-x: auto;
  list-style: none;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
}
.sp {
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
.sp img {
  flex: none;
  border-radius: 6px;
  object-fit: cover;
}
.spd {
  display: grid;
  flex: 1;
  min-width: 0;
}
.sps > .sp:nth-last-child(n + 2),
.sps > .sp:nth-last-child(n + 2) ~ .sp {
  width: 85%;
}
.spl {
  display: -webkit-box;
  overflow: hidden;
  color: inherit;
  font-weight: 600;
  line-height: 24px;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
}
.spd .price {
  font-size: 0.875em;
}
.spd .sale {
  color: #b3261e;
  font-weight: 700;
}
.spd s {
  margin-inline-start: 6px;
}
${cartStyles}
`;
