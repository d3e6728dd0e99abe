import { useLoaderData } from "react-router";
import { pageMeta } from "~/lib/seo";
import { textsFromMatches } from "~/lib/texts";
import type { Route } from "../../routes/+types/menu";
import { MenuPage } from "./menu-page";

/**
 * The /menu page in either language: its route files (routes/menu.tsx, routes/es/menu.tsx) bring the words.
 * Its JSON-LD is not meta: the loader hands it to the document (lib/structured-data-document.server.ts).
 */
export function meta({ matches, data }: Route.MetaArgs) {
  const menuPageTexts = textsFromMatches(matches, "menuPageTexts");
  const category = data?.categories.find((c) => c.slug === data.category);
  return pageMeta({
    matches,
    title: category ? `${category.name} · ${menuPageTexts.pageTitle}` : menuPageTexts.pageTitle,
    description: menuPageTexts.intro,
    path: category ? `/menu?category=${category.slug}` : "/menu",
  });
}

// Shared by both languages' route files, which re-export it: React Router hands props only to a
// default export written in the route file itself, so the page reads its data with the hook.
export default function MenuRoute() {
  const loaderData = useLoaderData<Route.ComponentProps["loaderData"]>();
  return <MenuPage {...loaderData} />;
}
