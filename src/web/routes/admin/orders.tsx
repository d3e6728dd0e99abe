import { adminMeta } from "~/features/admin/admin-meta";
import { OrdersPage } from "~/features/admin/orders/orders-page";
import type { Route } from "./+types/orders";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, (texts) => texts.ordersAdminTexts.heading);
}

export default function OrdersRoute() {
  return <OrdersPage />;
}
