import { adminMeta } from "~/features/admin/admin-meta";
import { NewOrderPage } from "~/features/admin/orders/new-order-page";
import type { Route } from "./+types/order-new";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, (texts) => texts.ordersAdminTexts.newOrder.heading);
}

/** 'New order' (ADR 0016): staff take a phone or counter order (isStaffPage lets staff in, as for the orders). */
export default function NewOrderRoute() {
  return <NewOrderPage />;
}
