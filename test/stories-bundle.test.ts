// The stories layout in the built bundle (dist/ugc-album.js), as a merchant's page loads it: a grid
// page never fetches the stories chunks; a stories page has 9:16 cards from its first render,
// fetches its row's chunk alongside the album and the viewer's on the first tap, from beside the
// bundle, and its viewer plays, steps and closes with production Lit; without the row's chunk the
// gallery still works. Needs `node scripts/build.js` first (npm test builds).
import { expect } from '@open-wc/testing';
import { waitUntil } from './support/wait.js';
import { RECORDER, framePage, removeFramePages } from './support/host-page.js';
import type { HostWindow } from './support/host-page.js';
import { sandboxUrl } from './support/sandbox.js';

/** A fresh page with the bundle (from `dist`) and one widget of album 1009 with `attributes`. */
async function page(attributes: string, dist = '/dist'): Promise<{ win: HostWindow; el: HTMLElement }> {
  const key = `test-stories-dist-${Math.random().toString(36).slice(2, 10)}`;
  const win = await framePage(
    `<!doctype html><html lang="en"><head>${RECORDER}<script type="module" src="${dist}/ugc-album.js"></script></head><body>
    <ugc-album eager api-key="${key}" base-url="${sandboxUrl}" album-id="1009" per-page="6" ${attributes}></ugc-album></body></html>`,
    800,
    700,
  );
  const el = win.document.querySelector('ugc-album') as HTMLElement;
  await waitUntil(() => el.shadowRoot?.querySelectorAll('[part~="item"]').length === 6, 'the first page did not render');
  return { win, el };
}

const chunks = (win: Window) =>
  win.performance
    .getEntriesByType('resource')
    .map((e) => new URL(e.name).pathname)
    .filter((p) => /^\/(dist|__without\/[\w-]+)\//.test(p))
    .map((p) => p.replace(/.*\//, ''));

describe('stories in dist/ugc-album.js (the production bundle)', () => {
  afterEach(removeFramePages);

  it('a grid page (its detail view opened too) never fetches the stories chunk', async () => {
    const { win, el } = await page('');
    el.shadowRoot!.querySelector<HTMLElement>('[part~="item"]')!.click();
    await waitUntil(() => el.shadowRoot!.querySelector<HTMLDialogElement>('[part~="lightbox"]')?.open, 'the detail view did not open');
    await new Promise((r) => setTimeout(r, 300));
    expect(chunks(win)).to.include('ugc-album-lightbox.js');
    expect(chunks(win).filter((c) => c.includes('stories'))).to.deep.equal([]);
  });

  it("a stories page fetches its row's chunk with the album, the viewer's on the first tap; the viewer opens, steps and closes", async () => {
    const { win, el } = await page('layout="stories"');
    await waitUntil(() => chunks(win).includes('ugc-album-stories-row.js'), "the row's chunk was not fetched");
    expect(chunks(win).filter((c) => c.includes('stories'))).to.deep.equal(['ugc-album-stories-row.js']);
    const box = el.shadowRoot!.querySelector('li')!.getBoundingClientRect();
    expect(box.height / box.width, 'a 9:16 card').to.be.closeTo(16 / 9, 0.02);
    const card = el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="item"]')[1]!;
    card.click();
    const position = () => el.shadowRoot!.querySelector('dialog[part="story"] #story-position')?.textContent?.trim();
    await waitUntil(() => /^Item 2 of/.test(position() ?? ''), 'the story viewer did not open');
    el.shadowRoot!.querySelector<HTMLElement>('[part~="story-next"]')!.click();
    await waitUntil(() => /^Item 3 of/.test(position() ?? ''), `next did not step: ${position()}`);
    expect(el.shadowRoot!.querySelector('[part~="story-video"]')).to.exist;
    el.shadowRoot!.querySelector<HTMLElement>('[part~="story-close"]')!.click();
    await waitUntil(() => el.shadowRoot!.activeElement === card, 'focus did not return to the card');
    expect(chunks(win)).to.include('ugc-album-stories.js');
    expect(chunks(win)).to.not.include('ugc-album-lightbox.js');
    expect(win.__host.errors).to.deep.equal([]);
  });

  it("without the row's chunk (a failed load): one warning, the same 9:16 cards, and a card opens the detail view", async () => {
    const { win, el } = await page('layout="stories"', '/__without/stories-row');
    await waitUntil(() => win.__host.warnings.some((w) => w.includes('ugc-album-stories-row.js failed to load:')), 'no warning');
    const card = el.shadowRoot!.querySelector<HTMLElement>('[part~="item"]')!;
    const box = card.getBoundingClientRect();
    expect(box.height / box.width, "a 9:16 card (the element's own CSS)").to.be.closeTo(16 / 9, 0.02);
    card.click();
    await waitUntil(() => el.shadowRoot!.querySelector<HTMLDialogElement>('[part~="lightbox"]')?.open, 'no detail view opened');
    expect(win.__host.warnings.filter((w) => w.includes('failed to load')), win.__host.warnings.join('\n')).to.have.length(1);
    expect(win.__host.errors).to.deep.equal([]);
  });
});
