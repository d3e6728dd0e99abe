import { shortOrderId } from "@shared/orders";
import { adminTexts } from "@shared/texts/admin";
import { KitchenTicketPage } from "~/features/admin/orders/kitchen-ticket-page";
import type { Route } from "./+types/order-ticket";

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `${adminTexts.ticket.title(shortOrderId(params.id))} | ${adminTexts.title}` }, { name: "robots", content: "noindex" }];
}

export default function OrderTicketRoute({ params }: Route.ComponentProps) {
  return <KitchenTicketPage orderId={params.id} />;
}
