import { contactTexts } from "@shared/texts/contact";
import { ContactPage } from "~/features/contact/contact-page";
import { loadContactPage } from "~/features/contact/contact.server";
import { pageMeta, shopFromMatches } from "~/lib/seo";
import type { Route } from "./+types/contact";

export function loader({ context }: Route.LoaderArgs) {
  return loadContactPage(context);
}

export function meta({ matches }: Route.MetaArgs) {
  const shop = shopFromMatches(matches);
  return pageMeta({
    shop,
    title: contactTexts.pageTitle,
    description: contactTexts.metaDescription(shop?.name ?? ""),
    path: "/contact",
  });
}

export default function ContactRoute({ loaderData }: Route.ComponentProps) {
  return <ContactPage today={loaderData.today} />;
}
