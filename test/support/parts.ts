// The widget's shadow parts, queried the way a site styles them (`::part(name)`), in this page or in
// a frame's.

export const part = <E extends Element = HTMLElement>(el: Element, name: string): E | null =>
  el.shadowRoot!.querySelector<E>(`[part~="${name}"]`);

export const parts = <E extends Element = HTMLElement>(el: Element, name: string): E[] => [
  ...el.shadowRoot!.querySelectorAll<E>(`[part~="${name}"]`),
];

/** The detail view (its `<dialog>`, the `lightbox` part), open or not. */
export const dialogOf = (el: Element): HTMLDialogElement | null => part<HTMLDialogElement>(el, 'lightbox');
