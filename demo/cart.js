// The demo shop's cart: a small fake one, as a merchant's own cart code would be (it keeps lines in
// memory and shows the count in the page's header), wired to the galleries' "Add to cart" buttons
// exactly as docs/add-to-cart.md's plain JavaScript recipe prints it. It takes a moment to answer,
// as a real cart call does, and refuses the Enamel Camp Mug ("sold out"), so both outcomes show.

const SOLD_OUT = new Set(['SKU-MUG-12']);
const lines = [];

const badge = document.querySelector('.site-header .cart');
const showCount = () => {
  const count = lines.reduce((n, line) => n + line.quantity, 0);
  if (!badge) return;
  badge.textContent = `Cart (${count})`;
  badge.setAttribute('aria-label', `Cart, ${count} ${count === 1 ? 'item' : 'items'}`);
};

window.shopCart = {
  /** Adds `quantity` of `sku`; resolves once added, rejects when the product is sold out. */
  add({ sku, quantity }) {
    return new Promise((resolve, reject) =>
      setTimeout(() => {
        if (SOLD_OUT.has(sku)) return reject(new Error(`${sku} is sold out`));
        lines.push({ sku, quantity });
        showCount();
        resolve();
      }, 600),
    );
  },
  lines,
};

// docs/add-to-cart.md, "Plain JavaScript":
document.addEventListener('ugc-add-to-cart', (event) => {
  const { product } = event.detail;
  event.waitUntil(window.shopCart.add({ sku: product.sku, quantity: 1 }));
});
