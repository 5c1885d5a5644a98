import type { nothing, TemplateResult } from 'lit';
import type { UgcAlbumStrings } from '../i18n/strings.js';
import type { NumberFormat } from './locale.js';
import type { MediaItem } from '../client/media.types.js';

/** What a viewer's chunk makes for its element: the detail view's controller, or the stories row's. */
export interface Viewer {
  /** Item shown, -1 when closed. */
  index: number;
  open(index: number, item: MediaItem): Promise<void>;
  close(returnFocus: boolean): void;
  /** What the element renders for it: its dialog, or (the story viewer) the root it renders its dialog into. */
  render(strings: UgcAlbumStrings, format: NumberFormat, locale: string): TemplateResult | HTMLElement | typeof nothing;
}
