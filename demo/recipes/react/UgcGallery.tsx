// <ugc-album> in React 19. React 19 passes a prop to a custom element as a property when the
// element has one (`sku`, `sort`, `filters`, `eager`), else as an attribute (`album-id`, `api-key`),
// so the element must be defined before the first render (the import below). It turns an `on…` prop
// into addEventListener for the name after `on`, as written: `onugc-load` listens to `ugc-load`
// (`onUgcLoad` would listen to "UgcLoad"). Types: the package's `ugc-album/react` entry, generated
// from custom-elements.json (every attribute, property and `onugc-*` event). A type-only import:
// nothing of it reaches the browser.
import { useState } from 'react';
import type {} from 'ugc-album/react';
// In your app: import 'ugc-album/define'; and the types from 'ugc-album'.
import '../../../src/define.js';
import type { UgcAlbumEventMap } from '../../../src/index.js';

// An object prop is set as a property on every render where it is a new object, and a new `sort`
// reloads the gallery: keep it outside the component (or in useMemo).
const NEWEST_FIRST = { recency: true, desc: true };

export interface UgcGalleryProps {
  /** The album to show, or… */
  albumId?: number | string;
  /** …the product whose content to show (wins over `albumId`). */
  sku?: string;
  apiKey: string;
  baseUrl: string;
  analyticsUrl?: string;
  heading?: string;
  onLoad?: (event: UgcAlbumEventMap['ugc-load']) => void;
  /** Cancel the event (`preventDefault()`) to keep the widget's detail view closed. */
  onItemClick?: (event: UgcAlbumEventMap['ugc-item-click']) => void;
}

/** A "from our customers" block that hides itself when the album or product has no content. */
export function UgcGallery({
  albumId,
  sku,
  apiKey,
  baseUrl,
  analyticsUrl,
  heading = 'From our customers',
  onLoad,
  onItemClick,
}: UgcGalleryProps) {
  const source = sku ?? String(albumId);
  // The source that turned out empty: hidden for it only, since a hidden gallery is never seen and
  // so would never load the next album.
  const [emptySource, setEmptySource] = useState<string | null>(null);
  return (
    <section className="ugc-gallery" hidden={emptySource === source}>
      <h2>{heading}</h2>
      <ugc-album
        album-id={albumId}
        sku={sku}
        api-key={apiKey}
        base-url={baseUrl}
        analytics-url={analyticsUrl}
        sort={NEWEST_FIRST}
        onugc-load={(event) => {
          if (event.detail.page === 1) setEmptySource(event.detail.items.length ? null : source);
          onLoad?.(event);
        }}
        onugc-item-click={onItemClick}
      />
    </section>
  );
}
