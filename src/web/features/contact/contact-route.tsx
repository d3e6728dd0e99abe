import { useLoaderData } from "react-router";
import { pageMeta, shopFromMatches } from "~/lib/seo";
import { textsFromMatches } from "~/lib/texts";
import type { Route } from "../../routes/+types/contact";
import { ContactPage } from "./contact-page";

/** The /contact page in either language: its route files (routes/contact.tsx, routes/es/contact.tsx) bring the words and the data. */
export function meta({ matches }: Route.MetaArgs) {
  const contactTexts = textsFromMatches(matches, "contactTexts");
  return pageMeta({
    matches,
    title: contactTexts.pageTitle,
    description: contactTexts.metaDescription(shopFromMatches(matches)?.name ?? ""),
    path: "/contact",
  });
}

// Shared by both languages' route files, which re-export it: React Router hands props only to a
// default export written in the route file itself, so the page reads its data with the hook.
export default function ContactRoute() {
  const loaderData = useLoaderData<Route.ComponentProps["loaderData"]>();
  return <ContactPage today={loaderData.today} />;
}
