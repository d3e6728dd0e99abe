import { menuTexts } from "@shared/texts/menu";
import { MenuPage } from "~/features/menu/menu-page";
import { loadMenuPage } from "~/features/menu/menu.server";
import { pageMeta, shopFromMatches } from "~/lib/seo";
import type { Route } from "./+types/menu";

export function loader({ context, request }: Route.LoaderArgs) {
  return loadMenuPage(context, new URL(request.url));
}

export function meta({ matches, data }: Route.MetaArgs) {
  const shop = shopFromMatches(matches);
  const category = data?.categories.find((c) => c.slug === data.category);
  return pageMeta({
    shop,
    title: category ? `${category.name} · ${menuTexts.pageTitle}` : menuTexts.pageTitle,
    description: menuTexts.intro,
    path: category ? `/menu?category=${category.slug}` : "/menu",
  });
}

export default function MenuRoute({ loaderData }: Route.ComponentProps) {
  return <MenuPage {...loaderData} />;
}
