import { pageMeta, shopFromMatches } from "~/lib/seo";
import { textsFromMatches } from "~/lib/texts";
import type { Route } from "../../routes/+types/about";
import { AboutPage } from "./about-page";

/** The /about page in either language: its route files (routes/about.tsx, routes/es/about.tsx) bring the words. */
export function meta({ matches }: Route.MetaArgs) {
  const aboutTexts = textsFromMatches(matches, "aboutTexts");
  const shop = shopFromMatches(matches);
  return pageMeta({
    matches,
    title: aboutTexts.pageTitle,
    description: aboutTexts.metaDescription(shop?.name ?? "", shop?.foundedYear ?? 0),
    path: "/about",
    image: "/images/about-kitchen-960w.webp",
  });
}

export default function AboutRoute() {
  return <AboutPage />;
}
