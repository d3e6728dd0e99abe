import { ORDER_STATUSES, shortOrderId, type OrderDto, type OrderStatus } from "@shared/orders/orders";
import { notify } from "~/components/ui/toaster";
import { STATUS_STYLES } from "~/components/ui/order-status-badge";
import { useChangeOrderStatus } from "./orders-api";
import { useCompleteWithBalance } from "./balance-panel";
import { useTexts } from "~/lib/texts";

/**
 * The order's status as a select (docs/product.md 'Order status': any of the four, freely; completed green,
 * cancelled red, others yellow). A change is saved at once; the server writes the history and
 * queues the customer's e-mail. On failure the select shows the stored status again. Completing
 * an order that still owes a balance asks first (balance-panel.tsx).
 */
export function OrderStatusSelect({ order, onChanged }: { order: OrderDto; onChanged?: () => void }) {
  const t = useTexts("ordersAdminTexts");
  const change = useChangeOrderStatus();
  const shown = change.isPending ? change.variables.status : order.status;
  const save = (next: OrderStatus) =>
    change.mutate(
      { id: order.id, status: next },
      {
        onSuccess: (result) => {
          notify(result.changed ? "success" : "info", result.changed ? t.statusUpdated : t.statusUnchanged);
          onChanged?.();
        },
        onError: () => notify("error", t.statusFailed),
      },
    );
  const completing = useCompleteWithBalance(order, () => save("completed"));
  return (
    <>
      <select
        value={shown}
        aria-label={t.statusLabel(shortOrderId(order.id))}
        disabled={change.isPending}
        aria-busy={change.isPending}
        onChange={(event) => {
          const next = event.target.value as OrderStatus;
          if (next === "completed" && order.status !== "completed") completing.complete();
          else save(next);
        }}
        className={`min-h-11 w-full min-w-32 rounded-lg border px-2 text-sm font-semibold disabled:cursor-wait disabled:opacity-70 ${STATUS_STYLES[shown]}`}
      >
        {ORDER_STATUSES.map((value) => (
          <option key={value} value={value} className="bg-white text-ink-900">
            {t.status[value]}
          </option>
        ))}
      </select>
      {completing.dialog}
    </>
  );
}
