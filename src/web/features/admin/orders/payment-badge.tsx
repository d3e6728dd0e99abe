import { MONEY_TAKEN, type OrderDto, type PaymentStatus } from "@shared/orders/orders";
import { useTexts } from "~/lib/texts";

const STYLES: Record<PaymentStatus, string> = {
  paid: "bg-green-100 text-green-900 border-green-300",
  // The card is held: money the shop has yet to take, after weighing.
  authorized: "bg-saffron-300/50 text-ink-900 border-saffron-500",
  released: "bg-cream-100 text-ink-500 border-cream-200",
  processing: "bg-cream-100 text-ink-700 border-cream-200",
  unpaid: "bg-cream-100 text-ink-700 border-cream-200",
  failed: "bg-red-100 text-red-900 border-red-300",
  expired: "bg-cream-100 text-ink-500 border-cream-200",
  partially_refunded: "bg-cream-100 text-ink-900 border-ink-500",
  refunded: "bg-cream-100 text-ink-900 border-ink-500",
};

/**
 * Whether the money came in, kept apart from the kitchen's status. `held`: the order had a card
 * hold, so 'expired' means the hold lapsed (take payment at pickup), not an unfinished checkout.
 */
export function PaymentBadge({ status, held = false }: { status: PaymentStatus; held?: boolean }) {
  const ordersAdminTexts = useTexts("ordersAdminTexts");
  const lapsedHold = status === "expired" && held;
  return (
    <span
      className={`inline-flex items-center rounded-full border text-center px-2.5 py-0.5 text-xs font-semibold ${lapsedHold ? "border-red-300 bg-red-100 text-red-900" : STYLES[status]}`}
    >
      {lapsedHold ? ordersAdminTexts.holdExpiredBadge : ordersAdminTexts.payment[status]}
    </span>
  );
}

/**
 * Under the payment badge (ADR 0016): 'Phone order' for an order staff took, and how money taken
 * at the counter was paid ('Paid in cash', 'Paid by card at the counter'). Website card payments
 * need no word: that is what the badge already means.
 */
export function OrderOrigin({
  order,
  showChannel = true,
  className = "",
}: {
  order: Pick<OrderDto, "channel" | "paymentMethod" | "paymentStatus">;
  /** False where the channel is said elsewhere (the details say it beside the customer). */
  showChannel?: boolean;
  className?: string;
}) {
  const t = useTexts("ordersAdminTexts");
  const atCounter = (order.paymentMethod === "cash" || order.paymentMethod === "card_present") && MONEY_TAKEN.includes(order.paymentStatus);
  const phoneOrder = showChannel && order.channel === "staff";
  if (!phoneOrder && !atCounter) return null;
  return (
    <span className={`block text-xs text-ink-700 ${className}`} data-testid="order-origin">
      {phoneOrder && <span className="block font-semibold">{t.channel.staff}</span>}
      {atCounter && order.paymentMethod && <span className="block">{t.paidWith[order.paymentMethod]}</span>}
    </span>
  );
}
