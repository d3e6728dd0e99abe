import { pageMeta } from "~/lib/seo";
import { textsFromMatches } from "~/lib/texts";
import type { Route } from "../../routes/+types/cart";
import { CartPage } from "./cart-page";

/** The /cart page in either language: its route files (routes/cart.tsx, routes/es/cart.tsx) bring the words. */
export function meta({ matches }: Route.MetaArgs) {
  const cartTexts = textsFromMatches(matches, "cartTexts");
  return [
    ...pageMeta({ matches, title: cartTexts.pageTitle, description: cartTexts.metaDescription, path: "/cart" }),
    // A visitor's own cart: nothing for search engines.
    { name: "robots", content: "noindex" },
  ];
}

export default function CartRoute() {
  return <CartPage />;
}
