import { enBase } from './i18n-base.js';
import { enDetail } from './i18n-detail.js';
import { enFailure } from './i18n-failure.js';
import { enStory } from './i18n-story.js';
import { enCart } from './i18n-cart.js';
import type { UgcAlbumStrings } from './strings.js';

export { builtInStrings } from './i18n-base.js';
export { describeError } from './i18n-failure.js';
export type { UgcAlbumStrings } from './strings.js';

/**
 * The English strings (the element loads the detail view's, the story viewer's, the cart button's
 * and the failure messages only when it needs them).
 */
export const en: UgcAlbumStrings = { ...enBase, ...enDetail, ...enFailure, ...enStory, ...enCart };
