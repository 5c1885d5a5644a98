// The "Add to cart" recipes of docs/add-to-cart.md, run as printed with the built bundle
// (dist/ugc-album.js) in pages of their own: the plain JavaScript one against a cart of the test's,
// the Shopify one against a fake of Shopify's AJAX API (`/products/<handle>.js`, `POST /cart/add.js`,
// answering as Shopify documents, 422 for a sold-out product) put in the page's `fetch`; and the
// demo's fake cart (demo/cart.js), which wires the recipe to a header count.
import { expect } from '@open-wc/testing';
import { waitUntil } from './support/wait.js';
import { RECORDER, framePage, removeFramePages } from './support/host-page.js';
import type { HostWindow } from './support/host-page.js';
import { sandboxUrl } from './support/sandbox.js';

/** The code block of docs/add-to-cart.md after `<!-- cart recipe: name -->`, as printed. */
async function recipe(name: string): Promise<string> {
  const page = await (await fetch('/docs/add-to-cart.md')).text();
  const code = new RegExp(`<!-- cart recipe: ${name} -->\\s*\`\`\`\\w+\\n([\\s\\S]*?)\`\`\``).exec(page)?.[1];
  expect(code, `docs/add-to-cart.md has no "${name}" recipe`).to.be.a('string');
  return code!;
}

/** A page with the bundle, `head` (the recipe's setting), `body` and one shoppable gallery (album 1009, grid). */
async function shop(head: string, body: string): Promise<{ win: HostWindow; el: HTMLElement }> {
  const key = `test-recipe-${Math.random().toString(36).slice(2, 10)}`;
  const win = await framePage(
    `<!doctype html><html lang="en"><head>${RECORDER}${head}<script type="module" src="/dist/ugc-album.js"></script></head><body>
    <ugc-album eager add-to-cart api-key="${key}" base-url="${sandboxUrl}" album-id="1009" per-page="6"></ugc-album>${body}</body></html>`,
    900,
    700,
  );
  const el = win.document.querySelector('ugc-album') as HTMLElement;
  await waitUntil(() => el.shadowRoot?.querySelectorAll('[part~="item"]').length === 6, 'the gallery did not render');
  return { win, el };
}

/** Opens item `index` in the detail view and returns its cart button for the product named `title`. */
async function cartButton(el: HTMLElement, index: number, title: string): Promise<HTMLButtonElement> {
  el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="item"]')[index]!.click();
  let button: HTMLButtonElement | undefined;
  await waitUntil(
    () => (button = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="add-to-cart"]')].find((b) => b.getAttribute('aria-label')!.includes(title))),
    `no "Add to cart" for ${title}`,
  );
  return button!;
}

const stateOf = (b: HTMLElement) => b.dataset['state'];
const messageOf = (b: HTMLElement) => b.nextElementSibling!.textContent;

describe('docs/add-to-cart.md recipes, as printed, with the bundle', () => {
  afterEach(removeFramePages);

  it('plain JavaScript: the shop’s cart call is made with the SKU, and its outcome shows', async () => {
    // The page's own cart, as the recipe expects one: `window.shopCart.add()` returns a promise.
    const cart = `<script>
      window.lines = [];
      window.shopCart = { add: (line) => (lines.push(line), line.sku === 'SKU-TRAIL-42' ? Promise.reject(new Error('sold out')) : Promise.resolve()) };
    </script>`;
    const { win, el } = await shop(cart, await recipe('plain'));
    const jacket = await cartButton(el, 0, 'Ridge Shell Jacket');
    jacket.click();
    await waitUntil(() => stateOf(jacket) === 'added', `the jacket: ${stateOf(jacket)}`);
    expect((win as unknown as { lines: unknown[] }).lines).to.deep.equal([{ sku: 'SKU-RIDGE-SHELL', quantity: 1 }]);
    el.shadowRoot!.querySelector<HTMLElement>('[part~="lightbox-next"]')!.click();
    const runner = await cartButton(el, 1, 'Trail Runner 42');
    runner.click();
    await waitUntil(() => stateOf(runner) === 'failed', `the runner: ${stateOf(runner)}`);
    expect(messageOf(runner)).to.equal('Could not add to the cart. Please try again.');
    expect(win.__host.errors).to.deep.equal([]);
  });

  it("the demo's cart (demo/cart.js): the header counts what was added; the sold-out mug fails", async () => {
    const header = `<header class="site-header"><span class="cart" role="status" aria-label="Cart, 0 items">Cart (0)</span></header>`;
    const { win, el } = await shop('', `${header}<script type="module" src="${location.origin}/demo/cart.js"></script>`);
    await waitUntil(() => (win as unknown as { shopCart?: unknown }).shopCart, 'demo/cart.js did not load');
    const badge = win.document.querySelector('.cart')!;
    const jacket = await cartButton(el, 0, 'Ridge Shell Jacket');
    jacket.click();
    await waitUntil(() => stateOf(jacket) === 'busy', `the jacket: ${stateOf(jacket)}`);
    expect(badge.textContent).to.equal('Cart (0)');
    await waitUntil(() => stateOf(jacket) === 'added', `the jacket: ${stateOf(jacket)}`);
    expect([badge.textContent, badge.getAttribute('aria-label')]).to.deep.equal(['Cart (1)', 'Cart, 1 item']);
    el.shadowRoot!.querySelector<HTMLElement>('[part~="lightbox-next"]')!.click();
    el.shadowRoot!.querySelector<HTMLElement>('[part~="lightbox-next"]')!.click();
    el.shadowRoot!.querySelector<HTMLElement>('[part~="lightbox-next"]')!.click();
    const mug = await cartButton(el, 3, 'Enamel Camp Mug');
    mug.click();
    await waitUntil(() => stateOf(mug) === 'failed', `the mug: ${stateOf(mug)}`);
    expect(badge.textContent).to.equal('Cart (1)');
    expect(win.__host.errors).to.deep.equal([]);
  });

  it('Shopify: finds the variant by SKU on the product’s .js, posts it to /cart/add.js; a 422 shows as a failure', async () => {
    // Shopify's answers (shopify.dev, AJAX API reference), in the page's fetch; every other request
    // (the gallery's own) goes out as usual.
    const fakeShopify = `<script>
      window.posted = [];
      const realFetch = fetch;
      const json = (status, body) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      const variants = { 'sku-ridge-shell': [{ id: 4401, sku: 'SKU-RIDGE-SHELL' }, { id: 4402, sku: 'SKU-RIDGE-SHELL-XL' }], 'sku-trail-42': [{ id: 5501, sku: 'SKU-TRAIL-42' }] };
      window.fetch = async (input, init) => {
        const url = String(input);
        const product = /^\\/products\\/([^/]+)\\.js$/.exec(url);
        if (product) return variants[product[1]] ? json(200, { handle: product[1], variants: variants[product[1]] }) : json(404, {});
        if (url === '/cart/add.js' && init?.method === 'POST') {
          const { items } = JSON.parse(init.body);
          posted.push(items);
          return items[0].id === 5501
            ? json(422, { status: 422, message: 'Cart Error', description: 'The product Trail Runner 42 is already sold out.' })
            : json(200, { items: items.map((i) => ({ ...i, key: i.id + ':1' })) });
        }
        return realFetch(input, init);
      };
    </script>`;
    const { win, el } = await shop(fakeShopify, `<script type="module">\n${await recipe('shopify')}\n</script>`);
    const posted = () => (win as unknown as { posted: unknown[] }).posted;
    const jacket = await cartButton(el, 0, 'Ridge Shell Jacket');
    jacket.click();
    await waitUntil(() => stateOf(jacket) === 'added', `the jacket: ${stateOf(jacket)}`);
    expect(posted()).to.deep.equal([[{ id: 4401, quantity: 1 }]]);
    el.shadowRoot!.querySelector<HTMLElement>('[part~="lightbox-next"]')!.click();
    const runner = await cartButton(el, 1, 'Trail Runner 42');
    runner.click();
    await waitUntil(() => stateOf(runner) === 'failed', `the runner: ${stateOf(runner)}`);
    expect(posted().length).to.equal(2);
    expect(win.__host.errors).to.deep.equal([]);
  });
});
