import { useLoaderData } from "react-router";
import { HERO_IMAGE } from "@shared/images/hero";
import { imageSrcSet } from "@shared/images/images";
import { pageMeta, shopFromMatches } from "~/lib/seo";
import { textsFromMatches } from "~/lib/texts";
import type { Route } from "../../routes/+types/home";
import { HomePage } from "./home-page";

/** The home page in either language: its route files (routes/home.tsx, routes/es/home.tsx) bring the words and the data. */

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

// The page's JSON-LD is not meta: the loader hands it to the document (lib/structured-data-document.server.ts).
export function meta({ matches }: Route.MetaArgs) {
  const homeTexts = textsFromMatches(matches, "homeTexts");
  return pageMeta({ matches, description: homeTexts.metaDescription(shopFromMatches(matches)?.name ?? ""), path: "/" });
}

// Shared by both languages' route files, which re-export it: React Router hands props only to a
// default export written in the route file itself, so the page reads its data with the hook.
export default function HomeRoute() {
  const loaderData = useLoaderData<Route.ComponentProps["loaderData"]>();
  return <HomePage {...loaderData} />;
}
