// The Svelte 5 recipe of docs/recipes/svelte.md, as printed (compiled by Svelte's compiler through
// scripts/docs-recipes.js), against the sandbox: mounted in the browser, and rendered by the
// server then hydrated, as SvelteKit does.
import { expect } from '@open-wc/testing';
import { flushSync, hydrate, mount, unmount } from 'svelte';
import { render } from 'svelte/server';
import { waitUntil } from './support/wait.js';
import { parts, statusText, uniqueKey, recipeHooks, sortsSent } from './support/recipes.js';
import { sandboxUrl } from './support/sandbox.js';
import type { UgcAlbumElement } from '../src/element/ugc-album.js';

/** The recipe's props. */
interface GalleryProps {
  albumId: number;
  apiKey: string;
  baseUrl: string;
}
type Gallery = import('svelte').Component<GalleryProps>;
const compiled = async (kind: 'client' | 'server') => ((await import(`/__svelte/${kind}.js`)) as { default: Gallery }).default;

/** The status line the recipe's `onugc-load` handler writes. */
const status = (root: Element) => root.querySelector('[role=status]')!.textContent;

describe('Svelte 5 recipe (docs/recipes/svelte.md)', () => {
  const hooks = recipeHooks();

  it('mounted in the browser: the gallery loads with the sort, and the handler runs', async () => {
    const Gallery = await compiled('client');
    const target = document.createElement('div');
    document.body.append(target);
    const app = mount(Gallery, { target, props: { albumId: 1002, apiKey: uniqueKey('svelte'), baseUrl: sandboxUrl } });
    hooks.cleanup = () => (unmount(app), target.remove());
    flushSync();
    const el = target.querySelector('ugc-album') as UgcAlbumElement;
    await waitUntil(() => status(target) === '12 photos loaded', 'the onugc-load handler never ran');
    expect(parts(el, 'item')).to.have.length(12);
    expect(el.hasAttribute('defer-hydration')).to.equal(false);
    expect(sortsSent(1002)).to.include('{"desc":true,"recency":true}');
  });

  it('rendered by the server, then hydrated: the widget waits, then loads with the sort, and the handler runs', async () => {
    const [Server, Client] = await Promise.all([compiled('server'), compiled('client')]);
    const props = { albumId: 1003, apiKey: uniqueKey('svelte-ssr'), baseUrl: sandboxUrl };
    const { body } = render(Server, { props });
    expect(body).to.match(/<ugc-album[^>]* defer-hydration/);
    expect(body).to.include(`sort="{&quot;recency&quot;:true,&quot;desc&quot;:true}"`);
    const target = document.createElement('div');
    target.innerHTML = body;
    document.body.append(target);
    // The element is defined here already: it upgrades as it is parsed, and must wait.
    const el = target.querySelector('ugc-album') as UgcAlbumElement;
    const early: string[] = [];
    for (const type of ['ugc-load', 'ugc-error'] as const) el.addEventListener(type, (e) => early.push(e.type));
    await el.updateComplete;
    expect(statusText(el) ?? '', 'no status before hydration').to.equal('');
    expect(early).to.deep.equal([]);

    const app = hydrate(Client, { target, props });
    hooks.cleanup = () => (unmount(app), target.remove());
    flushSync();
    expect(target.querySelector('ugc-album'), 'hydrated, not replaced').to.equal(el);
    await waitUntil(() => status(target) === '30 photos loaded', 'the onugc-load handler never ran');
    expect(sortsSent(1003)).to.include('{"desc":true,"recency":true}');
  });
});
