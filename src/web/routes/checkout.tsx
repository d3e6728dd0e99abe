import { checkoutTexts } from "@shared/texts/checkout";
import { CheckoutPage } from "~/features/checkout/checkout-page";
import { loadCheckoutPage } from "~/features/checkout/checkout.server";
import { pageMeta, shopFromMatches } from "~/lib/seo";
import type { Route } from "./+types/checkout";

export function loader({ context }: Route.LoaderArgs) {
  return loadCheckoutPage(context);
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({ shop: shopFromMatches(matches), title: checkoutTexts.title, description: checkoutTexts.subtitle, path: "/checkout" }),
    { name: "robots", content: "noindex" },
  ];
}

export default function CheckoutRoute({ loaderData }: Route.ComponentProps) {
  return <CheckoutPage {...loaderData} />;
}
