// Below the supported browsers (docs/browsers.md): what can be simulated here is a page
// whose browser has no custom elements registry (a browser without module scripts simply skips
// `<script type="module">`, which needs no test of ours). The host page must keep
// working, and what the merchant put inside <ugc-album> (a link to the gallery in the `header`
// slot) stays readable. Needs `node scripts/build.js` first (npm test builds).
import { expect } from '@open-wc/testing';
import { waitUntil } from './support/wait.js';
import { framePage, RECORDER, removeFramePages } from './support/host-page.js';
import type { HostWindow } from './support/host-page.js';

interface OldWindow extends Omit<HostWindow, 'UgcAlbum'> {
  __after: boolean;
  UgcAlbum?: unknown;
}

/** A page that loads the classic bundle after `prelude` has taken something away. */
const oldPage = (prelude: string, script: string) =>
  framePage<OldWindow>(
    `<!doctype html><html lang="en"><head>${RECORDER}<script>${prelude}</script>${script}</head><body>
    <ugc-album album-id="1002" api-key="test-old" base-url="http://127.0.0.1:9"><a slot="header" href="/gallery">See our customers' photos</a></ugc-album>
    <script>window.__after = true;</script>
    </body></html>`,
    600,
    400,
  );

function fallbackShown(win: OldWindow): void {
  const link = win.document.querySelector('ugc-album a')!;
  expect(link.getClientRects().length, 'the gallery link is shown').to.be.greaterThan(0);
  expect(link.textContent).to.equal("See our customers' photos");
  expect(win.document.querySelector('ugc-album')!.shadowRoot).to.equal(null);
}

describe('below the supported browsers', () => {
  afterEach(removeFramePages);

  it('no custom elements: the classic bundle throws nothing, the page runs on, the slotted link is shown', async () => {
    const win = await oldPage('delete window.customElements;', '<script src="/dist/ugc-album.iife.js"></script>');
    await waitUntil(() => win.__after && win.UgcAlbum, 'the page or the bundle did not finish');
    expect(win.__host.errors).to.deep.equal([]);
    fallbackShown(win);
  });

});
