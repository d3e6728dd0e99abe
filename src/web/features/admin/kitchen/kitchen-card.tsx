import { Printer } from "lucide";
import { useRef } from "react";
import { Link } from "react-router";
import { formatCents } from "@shared/core/money";
import { describeOptions } from "@shared/menu/options";
import { KITCHEN_NEXT, shortOrderId, type OrderDto } from "@shared/orders/orders";
import { formatQuantity } from "@shared/core/quantity";
import { Icon } from "~/components/ui/icon";
import { notify } from "~/components/ui/toaster";
import { OrderStatusBadge } from "~/components/ui/order-status-badge";
import { OrderOrigin } from "../orders/payment-badge";
import { useTexts } from "~/lib/texts";
import { useAdvanceOrder } from "./kitchen-api";
import { useCompleteWithBalance } from "../orders/balance-panel";

/** The big button's colour by the step it takes: start, ready, hand over. */
const ADVANCE_STYLES = {
  processing: "bg-brand-700 text-white hover:bg-brand-800",
  ready: "bg-saffron-500 text-ink-900 hover:bg-saffron-400",
  completed: "bg-green-800 text-white hover:bg-green-900",
} as const;

/**
 * One order on the counter: who, when, what (weights, choices, notes) and one big button that
 * moves it on. The button is disabled while its request runs, and a second tap before the
 * page re-renders is ignored too, so a double tap sends one request (and one e-mail).
 */
export function KitchenCard({ order, time, isNew }: { order: OrderDto; time: string; isNew: boolean }) {
  const t = useTexts("kitchenTexts");
  const advance = useAdvanceOrder();
  const inFlight = useRef(false);
  const shortId = shortOrderId(order.id);
  const next = KITCHEN_NEXT[order.status];
  const step = next === "processing" || next === "ready" || next === "completed" ? next : null;
  const headingId = `kitchen-order-${order.id}`;

  const advanceTo = (to: "processing" | "ready" | "completed") => {
    if (inFlight.current) return;
    inFlight.current = true;
    advance.mutate(
      { id: order.id, status: to },
      {
        onSuccess: () => notify("success", t.advanced[to](shortId)),
        onError: () => notify("error", t.advanceFailed(shortId)),
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };
  // Handing over an order that still owes a balance asks first (balance-panel.tsx).
  const completing = useCompleteWithBalance(order, () => advanceTo("completed"));
  const onAdvance = () => {
    if (!step || inFlight.current) return;
    if (step === "completed") completing.complete();
    else advanceTo(step);
  };

  return (
    <article
      aria-labelledby={headingId}
      data-testid="kitchen-card"
      data-order-id={order.id}
      data-status={order.status}
      data-new={isNew || undefined}
      className={`flex flex-col rounded-2xl border-2 bg-white p-4 shadow-sm ${isNew ? "border-saffron-500" : "border-cream-200"}`}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="text-xl font-bold">
            <span className="sr-only">{t.cardLabel(shortId, order.customerName)}</span>
            <span aria-hidden="true" className="block font-mono text-base text-ink-500">
              {t.orderNumber(shortId)}
            </span>
            <span aria-hidden="true" className="block break-words">
              {order.customerName}
            </span>
          </h3>
        </div>
        <div className="flex flex-col items-end gap-1">
          <OrderStatusBadge status={order.status} />
          {isNew && <span className="rounded-full bg-saffron-500 px-2 text-xs font-bold text-ink-900">{t.newBadge}</span>}
        </div>
      </header>

      <p className="mt-2 text-lg font-bold">
        {t.orderType[order.orderType]} · <time dateTime={order.deliveryTime}>{time}</time>
      </p>
      {order.orderType === "delivery" && order.deliveryAddress && (
        <p className="text-sm">
          <span className="font-semibold">{t.address}:</span> {order.deliveryAddress}
        </p>
      )}
      {order.paymentStatus === "expired" && <p className="mt-1 text-sm font-bold text-red-800">{t.takePayment}</p>}
      {order.balanceDueCents > 0 && order.paymentStatus !== "expired" && (
        <p className="mt-1 text-sm font-bold text-red-800">{t.collect(formatCents(order.balanceDueCents))}</p>
      )}
      <OrderOrigin order={order} className="mt-1 text-sm" />

      <h4 className="sr-only">{t.items}</h4>
      <ul className="mt-3 flex-1 divide-y divide-cream-200 border-y border-cream-200">
        {order.lines.map((line) => (
          <li key={line.id} className="flex gap-3 py-2" data-testid="kitchen-line">
            <span className="w-16 shrink-0 text-right text-lg font-black tabular-nums">
              {line.unit === "lb" ? formatQuantity(line.quantity, line.unit) : `${formatQuantity(line.quantity, line.unit)}×`}
            </span>
            <span className="min-w-0 break-words">
              <span className="text-lg font-semibold">{line.name}</span>
              {line.pricedByWeight && line.weighedQuantity === null && (
                <span className="ml-2 inline-block rounded border-2 border-ink-900 px-1 align-middle text-xs font-black uppercase">
                  {t.weigh}
                </span>
              )}
              {line.options.length > 0 && <span className="block text-sm font-semibold text-ink-700">{describeOptions(line.options)}</span>}
              {line.weighedQuantity !== null && (
                <span className="block text-sm text-ink-700">{t.weighed(formatQuantity(line.weighedQuantity, line.unit))}</span>
              )}
              {line.notes && (
                <span className="mt-1 block border-l-4 border-saffron-500 pl-2 text-sm italic">
                  <span className="sr-only">{t.lineNote}: </span>
                  {line.notes}
                </span>
              )}
            </span>
          </li>
        ))}
      </ul>

      {order.notes && (
        <div className="mt-3 rounded-lg border-2 border-ink-900 p-2">
          <p className="text-xs font-black uppercase">{t.orderNotes}</p>
          <p className="whitespace-pre-line font-semibold">{order.notes}</p>
        </div>
      )}

      <div className="mt-4 flex items-stretch gap-2">
        {step && (
          <button
            type="button"
            onClick={onAdvance}
            disabled={advance.isPending}
            aria-label={t.advanceLabel(t.advance[step], shortId)}
            className={`min-h-14 flex-1 rounded-xl px-4 text-lg font-bold focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-ink-900 disabled:cursor-wait disabled:opacity-60 ${ADVANCE_STYLES[step]}`}
          >
            {t.advance[step]}
          </button>
        )}
        <Link
          to={`/admin/orders/${order.id}/ticket`}
          aria-label={t.ticketOf(shortId)}
          className="inline-flex min-h-14 min-w-14 items-center justify-center gap-1.5 rounded-xl border-2 border-cream-200 px-3 text-sm font-semibold text-ink-700 hover:bg-cream-100 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-ink-900"
        >
          <Icon node={Printer} className="h-5 w-5" />
          <span>{t.ticket}</span>
        </Link>
      </div>
      {completing.dialog}
    </article>
  );
}
