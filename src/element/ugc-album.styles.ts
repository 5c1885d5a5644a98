import { css } from 'lit';

// Public custom properties are only read, with fallbacks, never declared here, so a site can set
// them anywhere up to :root.
//
// Columns: no container queries (size containment would collapse the widget in shrink-to-fit places
// such as a flex row). As many columns of at least --ugc-album-tile-size as fit, at least three; or
// --ugc-album-columns, fewer where a tile would be under 100px (a 375px phone gets 3 columns of
// 114px, not 4 of 82px crowded by the marks and the name), and never overflowing. --fixed-min refers
// to --ugc-album-columns without a fallback: unset, it is invalid, and --auto-min applies.
//
// Colours and font: read without a fallback, an unset property leaves the page's (inherited) value:
// text, muted text and font follow the page, the background stays transparent. The focus ring's
// default has at least 3:1 contrast on white and on dark pages alike.
//
// Text: the widget takes the page's font family, size and weight, its colour and its alignment
// (that is how it blends in) and resets on :host the text properties that would reshape it (a
// shop's uppercase, tracked, pre-wrapped, indented or triple-spaced body text); the detail view's
// top-layer dialog inherits these through the shadow tree too (and resets alignment itself). Plain :host values, so a page rule on the element
// (`ugc-album{letter-spacing:inherit}`) takes the page's value back. 1.5 is also the count line's
// reserved height (docs/performance.md, "Reserve the gallery's space").
//
// Stories: the carousel's row of 9:16 cards, narrower by default (--ugc-album-tile-size wide): their
// boxes are here, so that the row never moves; their finish (rounder corners, names shown, the motion
// preview) is the stories row's chunk (stories/stories-row.ts).
//
// Carousel: the same list in one row (no layout shift when its chunk arrives with the buttons and
// snapping: the count line is as tall as the buttons that float beside it). Tiles are --ugc-album-tile-size wide, or wider so that at most --ugc-album-columns fill
// the row.
//
// Failures: the status shares one grid cell with the tiles (.tiles-box), so a failed load shows its
// message over the boxes it had (centred over a first page's placeholders, at the foot of a next
// page's) and the widget keeps its size; "Load more" keeps its row, hidden, after a failure. Its
// one column is minmax(0, 1fr), not auto: an auto column is sized from the tile list's max-content
// width, so every tile group coming into view while the page scrolls made Chromium measure the
// whole list again (a 2,000-item album: layout ~9x slower, frames missed; see npm run bench).
//
// Tiles: the <li> box is reserved (aspect-ratio) before any image arrives, and offscreen tiles cost
// no layout or paint (content-visibility). The tile fills it by position, not by height:100% (in
// quirks mode WebKit does not resolve a percentage height against an aspect-ratio box). A tile that comes into view re-lays out its grid: the
// grid's tiles come in groups of whole rows (.tile-group, about a page each, made by the element) spanning
// the grid, each a grid of the same columns, so that is a group of ~100 tiles, never all 2,000.
// (content-visibility on the groups instead: Chromium 156 reports layout shifts for a group in view,
// whether it is skippable from its insertion or made so later.) Since a tile clips its content, its
// focus ring is drawn inside, in two colours so it shows on any photo.
export const albumStyles = css`
:host {
  display: block;
  color: var(--ugc-album-color);
  background: var(--ugc-album-bg);
  font-family: var(--ugc-album-font);
  line-height: 1.5;
  letter-spacing: 0;
  word-spacing: 0;
  text-indent: 0;
  text-transform: none;
  white-space: normal;
}
:host([hidden]) {
  display: none;
}
.visually-hidden {
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
}
.count {
  min-height: 1.5em;
  margin: 0 0 var(--ugc-album-gap, 8px);
  color: var(--ugc-album-muted);
}
.carousel-count {
  min-height: 44px;
}
.grid,
.tile-group {
  display: grid;
  gap: var(--ugc-album-gap, 8px);
  margin: 0;
  padding: 0;
  list-style: none;
  --auto-min: min(var(--ugc-album-tile-size, 180px), 30%);
  --fixed-min: max(100% / var(--ugc-album-columns) - var(--ugc-album-gap, 8px), min(100px, 100%));
  grid-template-columns: repeat(auto-fill, minmax(var(--fixed-min, var(--auto-min)), 1fr));
}
.carousel {
  grid: auto / auto-flow max(var(--ugc-album-tile-size, 180px), 100% / var(--ugc-album-columns, 99) - var(--ugc-album-gap, 8px));
  overflow-x: auto;
}
.stories {
  grid-auto-columns: var(--ugc-album-tile-size, 140px);
}
.grid.stories li {
  aspect-ratio: 9 / 16;
}
.tile-group {
  grid-column: 1 / -1;
}
.grid li {
  position: relative;
  aspect-ratio: 1;
  content-visibility: auto;
  overflow: hidden;
  border-radius: var(--ugc-album-radius, 4px);
  background: var(--ugc-album-placeholder, rgb(128 128 128 / 0.15));
}
.tile {
  position: absolute;
  inset: 0;
  margin: 0;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
}
.tile img {
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
}
.tile:focus-visible {
  outline: 0;
}
.tile:focus-visible:after {
  content: '';
  position: absolute;
  inset: 0;
  border: 3px solid var(--ugc-album-focus-color, var(--ugc-album-accent, #1a73e8));
  border-radius: inherit;
  box-shadow: inset 0 0 0 2px #fff;
}
.play {
  position: absolute;
  inset: 0;
  width: 48px;
  height: 48px;
  margin: auto;
  border-radius: 50%;
  background: rgb(0 0 0 / 0.6);
  box-shadow: 0 0 0 2px #fff;
}
.play:before {
  content: '';
  position: absolute;
  inset: 14px 12px 14px 18px;
  background: #fff;
  clip-path: polygon(0 0, 100% 50%, 0 100%);
}
.tiles-box {
  display: grid;
  grid-template-columns: minmax(0, 1fr);
}
.tiles-box > * {
  grid-area: 1 / 1;
  min-width: 0;
}
.status {
  align-self: end;
  text-align: center;
}
.over-placeholders {
  align-self: center;
}
.status p {
  margin: 16px 0 8px;
}
.button {
  display: block;
  min-height: 44px;
  min-width: 10em;
  margin: 16px auto 0;
  padding: 0 24px;
  border: 1px solid var(--ugc-album-accent, currentColor);
  border-radius: var(--ugc-album-radius, 4px);
  background: var(--ugc-album-button-bg, none);
  color: var(--ugc-album-button-color, inherit);
  font: inherit;
  cursor: pointer;
}
.at-end,
.after-failure {
  visibility: hidden;
}
[aria-disabled=true] {
  cursor: progress;
}
:focus-visible {
  outline: 2px solid var(--ugc-album-focus-color, var(--ugc-album-accent, #1a73e8));
  outline-offset: 2px;
}
`;
