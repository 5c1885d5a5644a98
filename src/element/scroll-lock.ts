/**
 * Locks page scrolling while the detail view is open and returns the undo. Only inline properties
 * are used (CSSOM, allowed under a strict CSP), and the undo restores exactly what was there:
 * values, priorities, and no `style` attribute if there was none.
 */
export const lockScroll = (): (() => void) => {
  const root = document.documentElement;
  const { style } = root;
  const hadStyle = root.hasAttribute('style');
  const saved = ['overflow-x', 'overflow-y', 'scrollbar-gutter'].map(
    (p) => [p, style.getPropertyValue(p), style.getPropertyPriority(p)] as const,
  );
  // A classic scrollbar is taking space: keep that space, or the page would shift sideways.
  const gutter = innerWidth > root.clientWidth;
  style.setProperty('overflow', 'hidden', 'important');
  if (gutter) style.setProperty('scrollbar-gutter', 'stable', 'important');
  return () => {
    for (const [p, value, priority] of saved) {
      if (value) style.setProperty(p, value, priority);
      else style.removeProperty(p);
    }
    if (!hadStyle && !root.getAttribute('style')) root.removeAttribute('style');
  };
};
