// The `./cart` of docs/add-to-cart.md's Vue recipe (scripts/docs-recipes.js resolves it here): the
// cart a test puts on `globalThis.recipeCart`, as the shop's composable would return its own.
export interface RecipeCart {
  add(sku: string, quantity: number): Promise<unknown>;
}

export function useCart(): RecipeCart {
  const cart = (globalThis as { recipeCart?: RecipeCart }).recipeCart;
  if (!cart) throw new Error('no globalThis.recipeCart: set it before mounting the recipe');
  return cart;
}
