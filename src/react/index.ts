'use client';
/**
 * `ugc-album/react`: `<UgcAlbum>`, the element as a React component (React 18 and 19), made with
 * the Lit team's `@lit/react`. It works the same in client and server rendering (Next.js App Router,
 * Remix, any `hydrateRoot`): there React 19 neither sets a custom element's object properties nor
 * attaches its `on…` listeners on hydration (facebook/react#35446), while `@lit/react` sets every
 * property and listener itself once the component has mounted.
 *
 * - Props are the element's properties, typed (`albumId`, `apiKey`, `baseUrl`, `sort` as an object,
 *   `filters`, `strings`…), and the events as `onUgcLoad`, `onUgcItemClick`…, typed by their detail.
 * - The markup carries `defer-hydration`, so the widget waits for its properties and listeners:
 *   server-rendered, it starts once hydrated, and no event is fired before its handler is attached.
 * - `'use client'`: a Server Component can render it directly.
 *
 * Importing this module defines `<ugc-album>` in the browser (in Node it defines nothing).
 *
 * @module
 */
import * as React from 'react';
import { createComponent } from '@lit/react';
import type { EventName } from '@lit/react';
import '../define.js';
import { UgcAlbumElement } from '../element/ugc-album.js';
import type { UgcAlbumEventMap } from '../element/events.js';

type On<K extends keyof UgcAlbumEventMap> = EventName<UgcAlbumEventMap[K]>;

/** Each event as a React prop (test/node/server-import.test.js checks the list against the manifest). */
const events = {
  onUgcLoad: 'ugc-load' as On<'ugc-load'>,
  onUgcError: 'ugc-error' as On<'ugc-error'>,
  onUgcItemClick: 'ugc-item-click' as On<'ugc-item-click'>,
  onUgcLightboxOpen: 'ugc-lightbox-open' as On<'ugc-lightbox-open'>,
  onUgcLightboxClose: 'ugc-lightbox-close' as On<'ugc-lightbox-close'>,
  onUgcAddToCart: 'ugc-add-to-cart' as On<'ugc-add-to-cart'>,
  onUgcCtaClick: 'ugc-cta-click' as On<'ugc-cta-click'>,
  onUgcAnalytics: 'ugc-analytics' as On<'ugc-analytics'>,
};

const Lit = createComponent({ react: React, tagName: 'ugc-album', elementClass: UgcAlbumElement, events, displayName: 'LitUgcAlbum' });

/** The props of `<UgcAlbum>`: the element's properties, its events, and React's own (`className`, `ref`…). */
export type UgcAlbumProps = Omit<React.ComponentProps<typeof Lit>, 'deferHydration'>;

/** `<ugc-album>` as a React component; `ref` is the element. */
export const UgcAlbum = React.forwardRef<UgcAlbumElement, UgcAlbumProps>(function UgcAlbum(props, ref) {
  // An attribute (not a property), so the server renders it; @lit/react removes it after setting
  // the properties and listeners on mount.
  return React.createElement(Lit, { ...props, 'defer-hydration': '', ref } as React.ComponentProps<typeof Lit>);
});

export { UgcAlbumElement };
export type { UgcAlbumEventMap };
