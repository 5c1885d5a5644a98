import { postEvent, whenConsented } from './analytics.js';
import { visitorId } from './visitor-id.js';

/** Where the shop's conversion events go: the same collector and key as its widgets. */
export interface ConversionTarget {
  /** Collector origin (the widgets' `analytics-url`); nothing is sent without an http(s) one. */
  analyticsUrl: string;
  /** The account's public API Key. */
  apiKey: string;
  fetch?: typeof fetch;
}

/** One cart line. Prices are passed through as given (a number, or a string such as `"13.00"`). */
export interface CartLine {
  productSku: string;
  price: number | string;
  quantity: number;
  currency: string;
}

export interface AddToCartOptions extends ConversionTarget, CartLine {}

export interface ConversionOptions extends ConversionTarget {
  cartContents: readonly CartLine[];
  cartTotal: number | string;
  cartTotalQuantity: number;
  orderId: number | string;
  currency: string;
}

/**
 * Reports a product added to the cart (contract §4 `addToCart`), on the widgets' visitor id and
 * under the same consent. Body: `API_KEY`, `uid`, `platform`, `product_sku`, `price`, `quantity`,
 * `currency`. Resolves to whether the collector accepted it (false when not sent); never rejects. While
 * consent is pending it is held, and settles once the page grants or revokes.
 */
export function addToCart(options: AddToCartOptions): Promise<boolean> {
  return send(options, 'addToCart', () => line(options));
}

/**
 * Reports a completed order (contract §4 `conversion`), on the widgets' visitor id and under the
 * same consent. Body: `API_KEY`, `uid`, `platform`, `cart_contents` (array of `product_sku`,
 * `price`, `quantity`, `currency`), `cart_total`, `cart_total_quantity`, `order_id`, `currency`.
 * Resolves to whether the collector accepted it (false when not sent); never rejects. While
 * consent is pending it is held, and settles once the page grants or revokes.
 */
export function conversion(options: ConversionOptions): Promise<boolean> {
  return send(options, 'conversion', () => ({
    cart_contents: options.cartContents.map(line),
    cart_total: options.cartTotal,
    cart_total_quantity: options.cartTotalQuantity,
    order_id: options.orderId,
    currency: options.currency,
  }));
}

const line = (l: CartLine) => ({
  product_sku: l.productSku,
  price: l.price,
  quantity: l.quantity,
  currency: l.currency,
});

function send(target: ConversionTarget, name: string, fields: () => object): Promise<boolean> {
  return new Promise((resolve) =>
    whenConsented((ok) => {
      try {
        const body = () => {
          const uid = visitorId();
          return uid ? { API_KEY: target.apiKey, uid, platform: 'web', ...fields() } : null;
        };
        resolve((ok && postEvent(target.analyticsUrl, name, body, target.fetch)) || false);
      } catch {
        resolve(false);
      }
    }),
  );
}
