// The Angular recipe of docs/recipes/angular.md, as printed (compiled with TypeScript's decorators
// through scripts/docs-recipes.js, then by Angular's JIT compiler), bootstrapped without zone.js
// against the sandbox.
import '@angular/compiler';
import { expect } from '@open-wc/testing';
import { createComponent, provideZonelessChangeDetection } from '@angular/core';
import type { Type } from '@angular/core';
import { createApplication } from '@angular/platform-browser';
import { waitUntil } from './support/wait.js';
import { parts, recipeHooks, sortsSent, uniqueKey } from './support/recipes.js';
import { sandboxUrl } from './support/sandbox.js';
import type { UgcAlbumElement } from '../src/element/ugc-album.js';

const recipe = async () => ((await import('/__angular/gallery.js' as string)) as { GalleryComponent: Type<unknown> }).GalleryComponent;

describe('Angular recipe (docs/recipes/angular.md)', () => {
  const hooks = recipeHooks();

  it('binds the sort as an object, and both handlers run', async () => {
    const GalleryComponent = await recipe();
    // Angular's hundreds of modules fill the resource timing buffer: make room for the gallery's.
    performance.clearResourceTimings();
    const app = await createApplication({ providers: [provideZonelessChangeDetection()] });
    const host = document.createElement('app-gallery');
    document.body.append(host);
    hooks.cleanup = () => (app.destroy(), host.remove());
    const ref = createComponent(GalleryComponent, { environmentInjector: app.injector, hostElement: host });
    ref.setInput('albumId', 1002);
    ref.setInput('apiKey', uniqueKey('angular'));
    ref.setInput('baseUrl', sandboxUrl);
    app.attachView(ref.hostView);
    ref.changeDetectorRef.detectChanges();

    const el = host.querySelector('ugc-album') as UgcAlbumElement;
    const status = () => host.querySelector('[role=status]')!.textContent;
    await waitUntil(() => (app.tick(), status() === '12 photos loaded'), 'the (ugc-load) handler never wrote the status');
    expect(el.sort).to.deep.equal({ recency: true, desc: true });
    expect(el.albumId).to.equal(1002);
    expect(sortsSent(1002)).to.include('{"desc":true,"recency":true}');

    // (ugc-item-click) reaches the component's handler, which logs the item.
    const logged: unknown[][] = [];
    const log = console.log;
    console.log = (...args: unknown[]) => logged.push(args);
    try {
      parts(el, 'item')[0]!.click();
    } finally {
      console.log = log;
    }
    expect(logged.map(([word]) => word)).to.deep.equal(['opened']);
    expect(typeof logged[0]![1], 'the item id').to.equal('number');
  });
});
