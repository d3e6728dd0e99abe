import type { OrderStatus } from "@shared/orders/orders";
import { useTexts } from "~/lib/texts";

/** docs/product.md 'Order status': completed green, cancelled red, others yellow. */
export const STATUS_STYLES: Record<OrderStatus, string> = {
  completed: "bg-green-100 text-green-900 border-green-300",
  cancelled: "bg-red-100 text-red-900 border-red-300",
  pending: "bg-yellow-100 text-yellow-900 border-yellow-300",
  processing: "bg-yellow-100 text-yellow-900 border-yellow-300",
  ready: "bg-yellow-100 text-yellow-900 border-yellow-300",
};

/** The status in the page's words (ordersTexts: the customer's orders page brings them, the admin provides them). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const ordersTexts = useTexts("ordersTexts");
  return (
    <span className={`inline-flex items-center rounded-full border px-3 py-0.5 text-sm font-semibold ${STATUS_STYLES[status]}`}>
      {ordersTexts.status[status]}
    </span>
  );
}
