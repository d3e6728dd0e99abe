import { contactTexts } from "@shared/texts/contact";
import { ContactPage } from "~/features/contact/contact-page";
import { pageMeta, shopFromMatches } from "~/lib/seo";
import type { Route } from "./+types/contact";

export function meta({ matches }: Route.MetaArgs) {
  const shop = shopFromMatches(matches);
  return pageMeta({
    shop,
    title: contactTexts.pageTitle,
    description: contactTexts.metaDescription(shop?.name ?? ""),
    path: "/contact",
  });
}

export default function ContactRoute() {
  return <ContactPage />;
}
