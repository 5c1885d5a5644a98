// The widget's shadow parts, queried the way a site styles them (`::part(name)`), in this page or in
// a frame's.

// A part inside an inert subtree is out of a shopper's reach (the story viewer prepares the next
// item's page behind the current one, inert), and so is a hidden one (a video's timed product made
// ahead of its moment): not counted.
const reachable = (name: string) => `[part~="${name}"]:not([inert] *, [hidden], [hidden] *)`;

export const part = <E extends Element = HTMLElement>(el: Element, name: string): E | null =>
  el.shadowRoot!.querySelector<E>(reachable(name));

export const parts = <E extends Element = HTMLElement>(el: Element, name: string): E[] => [
  ...el.shadowRoot!.querySelectorAll<E>(reachable(name)),
];

/** The detail view (its `<dialog>`, the `lightbox` part), open or not. */
export const dialogOf = (el: Element): HTMLDialogElement | null => part<HTMLDialogElement>(el, 'lightbox');
