// The Vue recipe's demo page: the gallery, and a picker whose change reloads it. Templates are
// compiled in the browser here, so `vue` must be a build with the compiler (vue.esm-browser.js, or
// vue/dist/vue.esm-bundler.js through a bundler alias).
import { createApp, defineComponent, ref } from 'vue';
import type { UgcAlbumEventMap } from '../../../src/index.js';
import { UgcGallery } from './UgcGallery.js';

// Demo only: `npm start` adds ?sandbox=… when it had to move the sandbox.
const baseUrl = new URLSearchParams(location.search).get('sandbox') ?? 'http://127.0.0.1:8787';

const App = defineComponent({
  components: { UgcGallery },
  setup() {
    const albumId = ref('1001');
    const status = ref('');
    const onLoad = (e: UgcAlbumEventMap['ugc-load']) => {
      status.value = `Album ${e.detail.albumId}: page ${e.detail.page}, ${e.detail.items.length} items`;
    };
    return { albumId, status, onLoad, baseUrl };
  },
  template: `
    <label>
      Album
      <select v-model="albumId">
        <option value="1001">1001 Community gallery</option>
        <option value="1002">1002 Staff picks</option>
        <option value="1003">1003 Trail Runner 42</option>
        <option value="1004">1004 Empty (the block hides)</option>
      </select>
    </label>
    <p role="status">{{ status }}</p>
    <UgcGallery :album-id="albumId" api-key="demo-public-key" :base-url="baseUrl" :analytics-url="baseUrl" @load="onLoad" />
  `,
});

createApp(App).mount('#app');
