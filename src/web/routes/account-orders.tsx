import { ordersTexts } from "@shared/texts/orders";
import { loadAccountOrders } from "~/features/orders/account-orders.server";
import { withTexts } from "~/lib/texts";
import type { Route } from "./+types/account-orders";

export { meta, default } from "~/features/orders/account-orders-route";
export const handle = withTexts({ ordersTexts });

export function loader({ context, request }: Route.LoaderArgs) {
  return loadAccountOrders(context, new URL(request.url), "en");
}
