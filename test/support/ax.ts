// What a screen reader reads: Chromium's accessibility tree of an element, shadow roots included,
// one line per stop in reading order (scripts/engine-commands.js `ugc-ax-walk`), e.g.
// `button "Load more"`, `dialog "…" modal`, or a text as itself. Chromium only (`engine.axTree`).
import { executeServerCommand } from '@web/test-runner-commands';

let walked = 0;

/**
 * The lines a screen reader walks through in `el` (which gets an id of its own if it has none), or in
 * what `inside` matches in its shadow root (the open dialog: the page outside a modal dialog is
 * inert, and so is the element as a whole).
 */
export async function axWalk(el: Element, inside?: string): Promise<string[]> {
  if (!el.id) el.id = `ax-walk-${++walked}`;
  const selector = `#${CSS.escape(el.id)}${inside ? ` >>> ${inside}` : ''}`;
  return executeServerCommand<string[], { selector: string }>('ugc-ax-walk', { selector });
}

/**
 * `lines` from the first that matches `from` on, up to (not including) the first after it that
 * matches `to`: the part of a walk a test is about.
 */
export const between = (lines: string[], from: RegExp, to?: RegExp): string[] => {
  const start = lines.findIndex((l) => from.test(l));
  if (start < 0) return [];
  const rest = lines.slice(start);
  const end = to ? rest.findIndex((l, i) => i > 0 && to.test(l)) : -1;
  return end < 0 ? rest : rest.slice(0, end);
};
