// Keyboard focus inside the widget's modal dialogs (the detail view, the story viewer).

/**
 * Tab from the last control goes to the first, Shift+Tab from the first to the last. Browsers differ
 * past the edges of a modal dialog: Chromium visits its own UI, Firefox comes back from there to the
 * control it left (so forward Tab never reaches the first control again), WebKit stops on the dialog.
 */
export const wrapFocus = (e: KeyboardEvent): void => {
  // Controls kept out of the Tab order (the detail view's markers: their products are listed) stay out.
  const tabStops = 'button,a[href]:not([tabindex="-1"]),video[controls]';
  const all = [...(e.currentTarget as Element).querySelectorAll<HTMLElement>(tabStops)];
  const [first, last] = e.shiftKey ? [all[all.length - 1], all[0]] : [all[0], all[all.length - 1]];
  if (e.target == last || e.target == e.currentTarget) {
    e.preventDefault();
    first?.focus();
  }
};
