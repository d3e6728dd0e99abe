import { adminTexts } from "@shared/texts/admin";
import { orderingAdminTexts } from "@shared/texts/ordering-admin";
import { OrderingPage } from "~/features/admin/ordering/ordering-page";

export function meta() {
  return [{ title: `${orderingAdminTexts.heading} | ${adminTexts.title}` }, { name: "robots", content: "noindex" }];
}

export default function AdminOrderingRoute() {
  return <OrderingPage />;
}
