// Types <ugc-album> in React 19 JSX: attribute completion and typed `onugc-*` handlers.
// Copy this file to a folder your tsconfig includes.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
// In your app: from 'ugc-album'
import type { JsonObject, UgcAlbumElement, UgcAlbumEventMap } from '../../../src/index.js';

/** `onugc-load`, `onugc-item-click`, … : React 19 listens to the event named after `on`, as written. */
export type UgcAlbumEventProps = {
  [K in keyof UgcAlbumEventMap as `on${K}`]?: (event: UgcAlbumEventMap[K]) => void;
};

export interface UgcAlbumAttributes extends HTMLAttributes<UgcAlbumElement>, UgcAlbumEventProps {
  'album-id'?: string | number;
  sku?: string;
  'api-key'?: string;
  'base-url'?: string;
  'analytics-url'?: string;
  'per-page'?: number;
  /** JSON text or an object (set as the property: keep the object the same between renders). */
  sort?: string | JsonObject;
  /** JSON text or an object (set as the property: keep the object the same between renders). */
  filters?: string | JsonObject;
  eager?: boolean;
  'no-analytics'?: boolean;
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ugc-album': DetailedHTMLProps<UgcAlbumAttributes, UgcAlbumElement>;
    }
  }
}
