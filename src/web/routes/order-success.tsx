import { orderSuccessTexts } from "@shared/texts/order-success";
import { loadOrderSuccess } from "~/features/checkout/order-success.server";
import { withTexts } from "~/lib/texts";
import type { Route } from "./+types/order-success";

export { meta, default } from "~/features/checkout/order-success-route";
export const handle = withTexts({ orderSuccessTexts });

export function loader({ context, request }: Route.LoaderArgs) {
  return loadOrderSuccess(context, new URL(request.url));
}
