// <ugc-album> in Vue 3. Vue binds `:album-id` as an attribute and `:sort.prop` as a property, and
// `@ugc-load` listens to `ugc-load`. The template compiler must not take `ugc-*` tags for Vue
// components: Vue's in-browser compiler guesses that from the tags already defined, but a template
// compiled before the element is defined, or ahead of time (single-file components), needs
// `isCustomElement`: here in `compilerOptions`; for .vue files in the Vue plugin of vite.config.
import { computed, defineComponent, ref } from 'vue';
// In your app: import 'ugc-album/define'; and the types from 'ugc-album'.
import '../../../src/define.js';
import type { UgcAlbumEventMap } from '../../../src/index.js';

type LoadEvent = UgcAlbumEventMap['ugc-load'];
type ItemClickEvent = UgcAlbumEventMap['ugc-item-click'];

// A new `sort` object reloads the gallery: keep it outside the component.
const NEWEST_FIRST = { recency: true, desc: true };

/** A "from our customers" block that hides itself when the album or product has no content. */
export const UgcGallery = defineComponent({
  name: 'UgcGallery',
  props: {
    /** The album to show, or… */
    albumId: [Number, String],
    /** …the product whose content to show (wins over `albumId`). */
    sku: String,
    apiKey: { type: String, required: true },
    baseUrl: { type: String, required: true },
    analyticsUrl: String,
    heading: { type: String, default: 'From our customers' },
  },
  emits: {
    load: (_event: LoadEvent) => true,
    /** Cancel the event (`preventDefault()`) to keep the widget's detail view closed. */
    'item-click': (_event: ItemClickEvent) => true,
  },
  compilerOptions: { isCustomElement: (tag: string) => tag.startsWith('ugc-') },
  setup(props, { emit }) {
    const source = computed(() => props.sku ?? String(props.albumId));
    // The source that turned out empty: hidden for it only, since a hidden gallery is never seen and
    // so would never load the next album.
    const emptySource = ref<string | null>(null);
    const onLoad = (event: LoadEvent) => {
      if (event.detail.page === 1) emptySource.value = event.detail.items.length ? null : source.value;
      emit('load', event);
    };
    const onItemClick = (event: ItemClickEvent) => emit('item-click', event);
    return { sort: NEWEST_FIRST, source, emptySource, onLoad, onItemClick };
  },
  template: `
    <section class="ugc-gallery" :hidden="emptySource === source">
      <h2>{{ heading }}</h2>
      <ugc-album
        :album-id="albumId"
        :sku="sku"
        :api-key="apiKey"
        :base-url="baseUrl"
        :analytics-url="analyticsUrl"
        :sort.prop="sort"
        @ugc-load="onLoad"
        @ugc-item-click="onItemClick"
      ></ugc-album>
    </section>
  `,
});
