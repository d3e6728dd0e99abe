import { shortOrderId } from "@shared/orders/orders";
import { adminMeta } from "~/features/admin/admin-meta";
import { KitchenTicketPage } from "~/features/admin/orders/kitchen-ticket-page";
import type { Route } from "./+types/order-ticket";

export function meta({ matches, params }: Route.MetaArgs) {
  return adminMeta(matches, (texts) => texts.ordersAdminTexts.ticketPage.title(shortOrderId(params.id)));
}

export default function OrderTicketRoute({ params }: Route.ComponentProps) {
  return <KitchenTicketPage orderId={params.id} />;
}
