import { supportsAdoptingStyleSheets } from 'lit';

/** Sheets made by `ownStyleScope`: each text is unique on the page. */
let ownSheets = 0;

/**
 * Adds a one-rule sheet that no other shadow root has, after the detail view's styles. WebKit shares
 * one style resolver among shadow roots whose sheets have the same text, and a resolver that no live
 * root uses misses viewport changes: an album mounted after an earlier one was removed and the window
 * resized (or the phone turned) got the old window's media queries and viewport units, a desktop-wide
 * dialog on a phone (test/layout.test.ts). A sheet of its own keeps the root's resolver its own.
 */
export function ownStyleScope(root: ShadowRoot): void {
  if (!supportsAdoptingStyleSheets) return;
  const own = new CSSStyleSheet(); // adopted directly, never given to Lit as styles
  // A selector that matches nothing: only the text matters.
  own.replaceSync(`#ugc-album-scope-${++ownSheets}{}`);
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, own];
}
