import type { AppLoadContext } from "react-router";
import { menuQuerySchema } from "@shared/catalog";
import { listCategories, listMenuItems } from "@server/services/catalog/catalog-service";

/** Data of the /menu page: categories for the pills and the items of the chosen category. */
export async function loadMenuPage(context: AppLoadContext, url: URL) {
  const parsed = menuQuerySchema.safeParse({ category: url.searchParams.get("category") ?? undefined });
  // A malformed slug cannot match a category: show the empty state rather than an error.
  const category = parsed.success ? parsed.data.category : url.searchParams.get("category") ?? undefined;
  const [categories, items] = await Promise.all([
    listCategories(context.app),
    parsed.success ? listMenuItems(context.app, parsed.data) : Promise.resolve({ value: { items: [] } }),
  ]);
  return {
    categories: categories.value.categories,
    items: items.value.items,
    category: category ?? null,
  };
}
