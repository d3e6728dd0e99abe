import { adminTexts } from "@shared/texts/admin";
import { OrdersPage } from "~/features/admin/orders/orders-page";

export function meta() {
  return [{ title: `${adminTexts.orders.heading} | ${adminTexts.title}` }, { name: "robots", content: "noindex" }];
}

export default function OrdersRoute() {
  return <OrdersPage />;
}
