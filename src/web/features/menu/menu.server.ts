import type { AppLoadContext } from "react-router";
import { menuQuerySchema } from "@shared/menu.schema";
import { cachedMenu } from "@server/routes/menu";

/** Data of the /menu page: categories for the pills and the items of the chosen category, as the API answers them. */
export async function loadMenuPage(context: AppLoadContext, url: URL) {
  const parsed = menuQuerySchema.safeParse({ category: url.searchParams.get("category") ?? undefined });
  // A malformed slug cannot match a category: show the empty state rather than an error.
  const category = parsed.success ? parsed.data.category : (url.searchParams.get("category") ?? undefined);
  const [categories, items] = await Promise.all([
    cachedMenu.categories(context.app),
    parsed.success ? cachedMenu.items(context.app, parsed.data).then((answer) => answer.value.items) : Promise.resolve([]),
  ]);
  return { categories: categories.value.categories, items, category: category ?? null };
}
