import { HERO_IMAGE, imageSrcSet } from "@shared/images";
import { homeTexts } from "@shared/texts/home";
import { HomePage } from "~/features/home/home-page";
import { loadHomePage } from "~/features/home/home.server";
import { renderHomeSectionsHtml } from "~/features/home/home-sections.server";
import { pageMeta, shopFromMatches } from "~/lib/seo";
import { loadShop } from "~/lib/shop.server";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  // The shop with the admin's hours and today's (issue 14): the banner says when it is open.
  const [page, shop] = await Promise.all([loadHomePage(context), loadShop(context)]);
  return { ...page, sectionsHtml: renderHomeSectionsHtml(shop) };
}

/** The hero is the largest picture in the first view: fetch it with the HTML, not after the CSS. */
export const links: Route.LinksFunction = () => [
  {
    rel: "preload",
    as: "image",
    href: HERO_IMAGE.src,
    imageSrcSet: imageSrcSet(HERO_IMAGE.src, HERO_IMAGE.widths),
    imageSizes: "100vw",
    fetchPriority: "high",
  },
];

export function meta({ matches }: Route.MetaArgs) {
  const shop = shopFromMatches(matches);
  return pageMeta({ shop, description: homeTexts.metaDescription(shop?.name ?? ""), path: "/" });
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return <HomePage {...loaderData} />;
}
