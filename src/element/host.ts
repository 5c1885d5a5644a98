import type { ReactiveControllerHost } from 'lit';

/**
 * The element as its controllers and chunks see it: a Lit host (controllers, updates) that is an
 * HTML element with a render root to query.
 */
export type Host = ReactiveControllerHost & HTMLElement & { renderRoot: HTMLElement | DocumentFragment };
