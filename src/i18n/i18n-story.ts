import type { UgcAlbumStrings } from './strings.js';

/** The strings only the story viewer shows (beside the detail view's, which it shares). */
export type StoryStrings = Pick<UgcAlbumStrings, 'pause' | 'play' | 'soundOn' | 'soundOff'>;

// English: part of the stories chunk. Translations carry their own; the page's `strings` win.
export const enStory: StoryStrings = {
  pause: 'Pause',
  play: 'Play',
  soundOn: 'Turn sound on',
  soundOff: 'Turn sound off',
};
