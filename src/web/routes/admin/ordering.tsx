import { adminMeta } from "~/features/admin/admin-meta";
import { OrderingPage } from "~/features/admin/ordering/ordering-page";
import type { Route } from "./+types/ordering";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, (texts) => texts.orderingAdminTexts.heading);
}

export default function AdminOrderingRoute() {
  return <OrderingPage />;
}
