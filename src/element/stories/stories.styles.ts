import { css } from 'lit';
import { storyPageStyles } from './story-page.styles.js';

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
${storyPageStyles}

`;
