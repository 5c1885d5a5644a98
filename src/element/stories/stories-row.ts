import { css } from 'lit';
import { adoptChunkStyles } from '../adopt-styles.js';
import type { AlbumLoader } from '../album-loader.js';
import type { EngagementTracker } from '../../analytics/analytics.types.js';
import type { Host } from '../host.js';
import type { Viewer } from '../item-viewer.types.js';
import { StoryPreview } from './story-preview.js';
import { StoryViewerLink } from './story-viewer-link.js';

/*
 * The stories row's chunk (`layout="stories"`): its 9:16 cards, their motion preview, and the way to
 * the story viewer (a chunk of its own, stories.ts, fetched on the first tap on a card). It is asked
 * for with the layout, alongside the album (item-viewers.ts), and nothing waits for it: the cards'
 * 9:16 boxes are the element's own CSS. A grid or a carousel never loads it.
 */

/** Makes `host`'s row a stories row: its styles adopted, its preview started; returns its viewer. */
export const storiesRow = (host: Host, loader: AlbumLoader, track: () => Promise<EngagementTracker | void> | undefined): Viewer => {
  adoptChunkStyles(host, storiesRowStyles);
  new StoryPreview(host, () => loader.items);
  return new StoryViewerLink(host, loader, track);
};

// The cards' boxes (9:16, --ugc-album-tile-size wide) are the element's own CSS, there from the first
// render; here, rounder corners, and each card names its submitter without hover (the tiles' finish draws the
// name). The preview video lies over the card's still and under its marks and name (which come after
// it), the card's box unchanged; it fades in once it has a frame, and the play badge fades out while
// it plays (the motion says "video"; a badge over it would only hide it).
export const storiesRowStyles = css`
.grid.stories li {
  border-radius: var(--ugc-album-radius, 12px);
}
.stories .tile-name {
  opacity: 1;
}
.story-preview {
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
  opacity: 0;
  pointer-events: none;
  transition: opacity 0.3s;
}
.story-preview.playing {
  opacity: 1;
}
.story-preview ~ .play {
  transition: opacity 0.3s;
}
.story-preview.playing ~ .play {
  opacity: 0;
}
`;
