import { adminTexts } from "@shared/texts/admin";
import { OrdersPage } from "~/features/admin/orders/orders-page";
import { ordersAdminTexts } from "@shared/texts/orders-admin";

export function meta() {
  return [{ title: `${ordersAdminTexts.heading} | ${adminTexts.title}` }, { name: "robots", content: "noindex" }];
}

export default function OrdersRoute() {
  return <OrdersPage />;
}
