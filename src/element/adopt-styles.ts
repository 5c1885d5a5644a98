import { adoptStyles, supportsAdoptingStyleSheets } from 'lit';
import type { CSSResult } from 'lit';
import type { Host } from './host.js';

/**
 * Adds the styles of a chunk (the detail view, the carousel, the tiles' finish) to the shadow root of
 * `host`, after the element's own. Without adoptedStyleSheets, Lit's helper appends a <style> carrying
 * `window.litNonce` (strict CSP), after the element's own (Lit renders before those).
 */
export const adoptChunkStyles = (host: Host, styles: CSSResult): void => {
  const root = host.renderRoot as ShadowRoot;
  if (supportsAdoptingStyleSheets) root.adoptedStyleSheets = [...root.adoptedStyleSheets, styles.styleSheet!];
  else adoptStyles(root, [styles]);
};
