import { cartTexts } from "@shared/texts/cart";
import { CartPage } from "~/features/cart/cart-page";
import { pageMeta, shopFromMatches } from "~/lib/seo";
import type { Route } from "./+types/cart";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({ shop: shopFromMatches(matches), title: cartTexts.pageTitle, description: cartTexts.metaDescription, path: "/cart" }),
    // A visitor's own cart: nothing for search engines.
    { name: "robots", content: "noindex" },
  ];
}

export default function CartRoute() {
  return <CartPage />;
}
