// The React and Vue "Add to cart" recipes of docs/add-to-cart.md, compiled as printed (by
// scripts/docs-recipes.js, as an app's build would) and mounted by their framework against the
// sandbox: the recipe's handler hands the shop's cart promise to `waitUntil()` during dispatch, so
// the button shows the cart's outcome; the printed album, key and origins become the sandbox's.
import { expect } from '@open-wc/testing';
import { createElement, StrictMode } from 'react';
import type { ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createApp, h } from 'vue';
import type { Component } from 'vue';
import { waitUntil } from './support/wait.js';
import { parts, uniqueKey, watchErrors } from './support/recipes.js';
import { sandboxUrl } from './support/sandbox.js';
import type { RecipeCart } from './support/recipe-cart.js';

/** The recipe module `name` of docs/add-to-cart.md, on album 1009 of the sandbox. */
async function recipe<T>(name: 'react' | 'vue'): Promise<T> {
  const query = new URLSearchParams({ album: '1009', key: uniqueKey(`cart-${name}`), origin: sandboxUrl });
  return (await import(/* @vite-ignore */ `/__cart/${name}.js?${query}`)) as T;
}

/** The shop's cart: records each SKU; the Trail Runner is sold out. */
function shopCart() {
  const added: string[] = [];
  const add = (sku: string) => {
    added.push(sku);
    return sku === 'SKU-TRAIL-42' ? Promise.reject(new Error('sold out')) : Promise.resolve();
  };
  return { added, add };
}

/** Opens item `index` in the detail view and returns its cart button for the product named `title`. */
async function cartButton(el: HTMLElement, index: number, title: string): Promise<HTMLButtonElement> {
  await waitUntil(() => parts(el, 'item').length > index, 'the gallery did not render');
  parts(el, 'item')[index]!.click();
  let button: HTMLButtonElement | undefined;
  await waitUntil(
    () => (button = parts<HTMLButtonElement>(el, 'add-to-cart').find((b) => b.getAttribute('aria-label')!.includes(title))),
    `no "Add to cart" for ${title}`,
  );
  return button!;
}

/** Presses "Add to cart" for the jacket (added), then for the sold-out runner (failed). */
async function addBoth(el: HTMLElement, added: string[]) {
  const jacket = await cartButton(el, 0, 'Ridge Shell Jacket');
  jacket.click();
  await waitUntil(() => jacket.dataset['state'] === 'added', `the jacket: ${jacket.dataset['state']}`);
  expect(added).to.deep.equal(['SKU-RIDGE-SHELL']);
  parts(el, 'lightbox-next')[0]!.click();
  const runner = await cartButton(el, 1, 'Trail Runner 42');
  runner.click();
  await waitUntil(() => runner.dataset['state'] === 'failed', `the runner: ${runner.dataset['state']}`);
  expect(runner.nextElementSibling!.textContent).to.equal('Could not add to the cart. Please try again.');
  expect(added).to.deep.equal(['SKU-RIDGE-SHELL', 'SKU-TRAIL-42']);
}

describe('docs/add-to-cart.md framework recipes, as printed', () => {
  let errors: ReturnType<typeof watchErrors>;
  let cleanup: (() => void) | undefined;
  beforeEach(() => {
    errors = watchErrors();
  });
  afterEach(() => {
    cleanup?.();
    cleanup = undefined;
    errors.restore();
    expect(errors.seen, 'console errors and uncaught errors').to.deep.equal([]);
  });

  it('React 19: <UgcAlbum onUgcAddToCart> hands the cart call to waitUntil, and its outcome shows', async () => {
    type Props = { addToCart: (sku: string) => Promise<unknown> };
    const { ShoppableGallery } = await recipe<{ ShoppableGallery: ComponentType<Props> }>('react');
    const cart = shopCart();
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    cleanup = () => {
      root.unmount();
      container.remove();
    };
    flushSync(() => root.render(createElement(StrictMode, null, createElement(ShoppableGallery, { addToCart: cart.add }))));
    await addBoth(container.querySelector('ugc-album')!, cart.added);
  });

  it('Vue 3: @ugc-add-to-cart hands the cart call to waitUntil, and its outcome shows', async () => {
    const { default: ShoppableGallery } = await recipe<{ default: Component }>('vue');
    const cart = shopCart();
    const recipeCart: RecipeCart = { add: (sku, quantity) => (expect(quantity).to.equal(1), cart.add(sku)) };
    (globalThis as { recipeCart?: RecipeCart }).recipeCart = recipeCart;
    const problems: string[] = [];
    const container = document.createElement('div');
    document.body.append(container);
    const app = createApp({ render: () => h(ShoppableGallery) });
    app.config.warnHandler = (msg) => problems.push(`[Vue warn] ${msg}`);
    app.config.errorHandler = (err) => problems.push(`[Vue error] ${String(err)}`);
    app.mount(container);
    cleanup = () => {
      app.unmount();
      container.remove();
      delete (globalThis as { recipeCart?: RecipeCart }).recipeCart;
    };
    await addBoth(container.querySelector('ugc-album')!, cart.added);
    expect(problems).to.deep.equal([]);
  });
});
