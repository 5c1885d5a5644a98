// <ugc-album> in React through the package's component, `ugc-album/react` (made with the Lit team's
// @lit/react): typed props (the element's properties: `albumId`, `apiKey`, `sort` as an object…) and
// typed events (`onUgcLoad`, `onUgcItemClick`…). It works the same in client rendering and in server
// rendering with hydration (Next.js App Router, Remix), where React 19 alone would leave object
// properties unset and `on…` listeners unattached (react#35446). Importing it defines the element.
import { useState } from 'react';
// In your app: import { UgcAlbum } from 'ugc-album/react'; and the types from 'ugc-album'.
import { UgcAlbum } from '../../../src/react/index.js';
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
      <UgcAlbum
        albumId={albumId}
        sku={sku}
        apiKey={apiKey}
        baseUrl={baseUrl}
        analyticsUrl={analyticsUrl}
        sort={NEWEST_FIRST}
        onUgcLoad={(event) => {
          if (event.detail.page === 1) setEmptySource(event.detail.items.length ? null : source);
          onLoad?.(event);
        }}
        onUgcItemClick={onItemClick}
      />
    </section>
  );
}
