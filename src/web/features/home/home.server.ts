import type { AppLoadContext } from "react-router";
import type { MenuItemDto } from "@shared/menu";
import { cachedMenu } from "@server/routes/menu";

export interface HomePageData {
  featured: MenuItemDto[];
  /** The featured query failed: the section says so and the rest of the page still shows. */
  featuredFailed: boolean;
}

/**
 * Data of the home page: up to 3 featured items. Only this query's failure is caught (SPEC.md
 * section 8: 'Unable to load featured items…'); the page is otherwise static.
 */
export async function loadHomePage(context: Pick<AppLoadContext, "app">): Promise<HomePageData> {
  try {
    const featured = await cachedMenu.featured(context.app);
    return { featured: featured.value.items, featuredFailed: false };
  } catch (error) {
    context.app.log.error({ err: error }, "featured items could not be loaded");
    return { featured: [], featuredFailed: true };
  }
}
