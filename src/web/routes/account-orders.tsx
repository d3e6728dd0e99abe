import { ordersTexts } from "@shared/texts/orders";
import { AccountOrdersPage } from "~/features/orders/account-orders-page";
import { loadAccountOrders } from "~/features/orders/account-orders.server";
import { pageMeta, shopFromMatches } from "~/lib/seo";
import type { Route } from "./+types/account-orders";

export function loader({ context, request }: Route.LoaderArgs) {
  return loadAccountOrders(context, new URL(request.url));
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({ shop: shopFromMatches(matches), title: ordersTexts.title, description: ordersTexts.subtitle, path: "/account/orders" }),
    { name: "robots", content: "noindex" },
  ];
}

export default function AccountOrdersRoute({ loaderData }: Route.ComponentProps) {
  return <AccountOrdersPage orders={loaderData.orders} />;
}
