// Offline on a merchant's page (issue 26), with the built bundle: the connection is gone before the
// widget loads, so neither the failure messages' chunk nor the language's chunk can come (both
// answer 404 here). The shopper still reads why there are no photos in the page's language, never
// the exception's English text; and when the connection returns the widget loads by itself.
import { expect } from '@open-wc/testing';
import { waitUntil } from './support/wait.js';
import { hostPage, part, parts, removeFramePages, uniqueKey } from './support/host-page.js';
import type { UgcAlbumElement } from '../src/element/ugc-album.js';
import { offline } from '../src/i18n/offline.js';

// The page is offline as a browser is: `navigator.onLine` false and every fetch rejecting with a
// TypeError (emulated alike in the three engines, none of which can be taken offline from here).
const OFFLINE_PAGE = `<script>
  window.__offline = true;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => !window.__offline });
  const online = window.fetch;
  window.fetch = function (input, init) {
    return window.__offline ? Promise.reject(new TypeError('Failed to fetch')) : online.call(this, input, init);
  };
</script>`;

interface OfflineWindow extends Window {
  __offline: boolean;
}

describe('offline on a merchant page (built bundle, chunks unreachable)', () => {
  afterEach(removeFramePages);

  for (const lang of ['en', 'fr', 'de', 'es', 'ja', 'ar']) {
    it(`${lang}: the offline message in the page's language, then back online the album loads by itself`, async () => {
      const without = lang == 'en' ? 'i18n-failure' : `${lang},i18n-failure`;
      const { win, albums } = await hostPage({
        html: `lang="${lang}"`,
        head: OFFLINE_PAGE,
        without,
        body: `<ugc-album eager api-key="${uniqueKey('offline')}" base-url="{sandbox}" album-id="1002" per-page="5"></ugc-album>`,
      });
      const [el] = albums as [UgcAlbumElement];
      const status = () => part(el, 'status')!.textContent!.trim();
      await waitUntil(() => win.__host.ugcErrors.length, 'no ugc-error');
      await el.updateComplete;
      expect(part(el, 'status')!.querySelector('p')!.textContent).to.equal(offline[lang]);
      expect(part(el, 'retry'), 'Retry').to.not.equal(null);
      expect(win.__host.ugcErrors).to.deep.equal(['network: Failed to fetch (ContentError)']);

      (win as unknown as OfflineWindow).__offline = false;
      win.dispatchEvent(new Event('online'));
      await waitUntil(() => parts(el, 'item').length === 5, 'not loaded once back online');
      expect(status()).to.equal('');
      expect(win.__host.errors).to.deep.equal([]);
    });
  }
});
