import { useLoaderData } from "react-router";
import { pageMeta } from "~/lib/seo";
import { textsFromMatches } from "~/lib/texts";
import type { Route } from "../../routes/+types/account-orders";
import { AccountOrdersPage } from "./account-orders-page";

/** The customer's orders in either language: its route files (routes/account-orders.tsx, routes/es/account-orders.tsx) bring the words and the data. */
export function meta({ matches }: Route.MetaArgs) {
  const ordersTexts = textsFromMatches(matches, "ordersTexts");
  return [
    ...pageMeta({ matches, title: ordersTexts.title, description: ordersTexts.subtitle, path: "/account/orders" }),
    { name: "robots", content: "noindex" },
  ];
}

// Shared by both languages' route files, which re-export it: React Router hands props only to a
// default export written in the route file itself, so the page reads its data with the hook.
export default function AccountOrdersRoute() {
  const loaderData = useLoaderData<Route.ComponentProps["loaderData"]>();
  return <AccountOrdersPage orders={loaderData.orders} />;
}
