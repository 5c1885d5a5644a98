import { adoptStyles, supportsAdoptingStyleSheets } from 'lit';
import type { CSSResult } from 'lit';

/**
 * Adds the styles of a chunk (the detail view, the carousel, the tiles' finish) to `root`, after the
 * element's own. Without adoptedStyleSheets, Lit's helper appends a <style> carrying
 * `window.litNonce` (strict CSP), after the element's own (Lit renders before those).
 */
export const adoptChunkStyles = (root: ShadowRoot, styles: CSSResult): void => {
  if (supportsAdoptingStyleSheets) root.adoptedStyleSheets = [...root.adoptedStyleSheets, styles.styleSheet!];
  else adoptStyles(root, [styles]);
};
