/*
 * The stories layout's chunk (`layout="stories"`): its viewer and the row's finish, loaded when a
 * widget's layout is `stories`, so a grid or a carousel never pays for it.
 */
export { StoryViewer } from './story-viewer.js';
export { storiesStyles } from './stories.styles.js';
