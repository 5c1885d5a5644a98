import type { UgcAlbumStrings } from '../i18n/strings.js';
import type { MediaItem } from '../client/media.types.js';
import { shortCaption } from '../client/media.js';

/**
 * An item's accessible name, in the widget's language: the item's description (a meaningful alt
 * text, else its caption, shortened) with who posted it, which tells apart tiles that describe
 * alike; with neither, what it is, by whom and when ("Photo by ana, Nov 2, 2026"). Its tile is
 * named so, and the detail view says it when it shows the item.
 */
export const itemName = ({ altText, caption, userName, type, createdAt }: MediaItem, s: Pick<UgcAlbumStrings, 'by' | 'video'>): string => {
  const video = type == 'video';
  const what = altText || shortCaption(caption);
  // A description that already names the submitter ("…, shared by ana") is not told it twice.
  return what
    ? userName && !what.includes(userName)
      ? `${what.replace(/[.,;:]+$/, '')}, ${s.by(userName, video)}`
      : video
        ? s.video(what)
        : what
    : s.by(userName, video, createdAt);
};
