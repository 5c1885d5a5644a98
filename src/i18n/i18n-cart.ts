import type { UgcAlbumStrings } from './strings.js';

/** The strings only the `add-to-cart` button shows. */
export type CartStrings = Pick<UgcAlbumStrings, 'addToCart' | 'adding' | 'added' | 'addFailed'>;

// English: part of the cart button's code (loaded with the detail view or the story viewer).
export const enCart: CartStrings = {
  addToCart: 'Add to cart',
  adding: 'Adding…',
  added: 'Added',
  addFailed: 'Could not add to the cart. Please try again.',
};
