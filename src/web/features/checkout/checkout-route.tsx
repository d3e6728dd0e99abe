import { useLoaderData } from "react-router";
import { pageMeta } from "~/lib/seo";
import { textsFromMatches } from "~/lib/texts";
import type { Route } from "../../routes/+types/checkout";
import { CheckoutPage } from "./checkout-page";

/** The /checkout page in either language: its route files (routes/checkout.tsx, routes/es/checkout.tsx) bring the words and the data. */
export function meta({ matches }: Route.MetaArgs) {
  const checkoutTexts = textsFromMatches(matches, "checkoutTexts");
  return [
    ...pageMeta({ matches, title: checkoutTexts.title, description: checkoutTexts.subtitle, path: "/checkout" }),
    { name: "robots", content: "noindex" },
  ];
}

// Shared by both languages' route files, which re-export it: React Router hands props only to a
// default export written in the route file itself, so the page reads its data with the hook.
export default function CheckoutRoute() {
  const loaderData = useLoaderData<Route.ComponentProps["loaderData"]>();
  return <CheckoutPage {...loaderData} />;
}
