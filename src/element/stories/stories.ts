/*
 * The story viewer's chunk: fetched by the stories row (stories-row.ts) on the first tap on a card, so
 * a grid or a carousel never pays for it, and a stories row not before it is used.
 */
export { StoryViewer } from './story-viewer.js';
export { storiesStyles } from './stories.styles.js';
