import { shortOrderId } from "@shared/orders";
import { adminTexts } from "@shared/texts/admin";
import { KitchenTicketPage } from "~/features/admin/orders/kitchen-ticket-page";
import type { Route } from "./+types/order-ticket";
import { ordersAdminTexts } from "@shared/texts/orders-admin";

export function meta({ params }: Route.MetaArgs) {
  return [
    { title: `${ordersAdminTexts.ticketPage.title(shortOrderId(params.id))} | ${adminTexts.title}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function OrderTicketRoute({ params }: Route.ComponentProps) {
  return <KitchenTicketPage orderId={params.id} />;
}
