import { aboutTexts } from "@shared/texts/about";
import { AboutPage } from "~/features/about/about-page";
import { pageMeta, shopFromMatches } from "~/lib/seo";
import type { Route } from "./+types/about";

export function meta({ matches }: Route.MetaArgs) {
  const shop = shopFromMatches(matches);
  return pageMeta({
    shop,
    title: aboutTexts.pageTitle,
    description: aboutTexts.metaDescription(shop?.name ?? "", shop?.foundedYear ?? 0),
    path: "/about",
    image: "/images/about-kitchen-960w.webp",
  });
}

export default function AboutRoute() {
  return <AboutPage />;
}
