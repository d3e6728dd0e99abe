/**
 * Loading words of the pages that wait for a query (docs/product.md 'Storefront screens'). Kept apart so the
 * public layout, which shows them during navigation, does not carry every page's words.
 */
export const loadingTexts = {
  menuItems: "Loading menu items...",
  posts: "Loading posts...",
  post: "Loading post...",
} as const;
