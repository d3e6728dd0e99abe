import { Link, useNavigate, useRevalidator } from "react-router";
import { shortOrderId } from "@shared/orders/orders";
import { formatCents, formatUnitPrice } from "@shared/core/money";
import { describeOptions } from "@shared/menu/options";
import { formatQuantity } from "@shared/core/quantity";
import { PageBanner } from "~/components/ui/page-banner";
import { OrderStatusBadge } from "~/components/ui/order-status-badge";
import { useOrderEvents } from "~/lib/use-order-events";
import { DiscountRow, FeeRows, TotalsList, TotalsRow } from "~/components/ui/totals-list";
import { useLocalPath, useTexts, type Texts } from "~/lib/texts";
import type { AccountOrder } from "./account-orders.server";

const liveDot = { live: "bg-green-600", connecting: "bg-yellow-500", ended: "bg-ink-500" } as const;

/** The customer's orders, newest first, updated live when the shop changes one. */
export function AccountOrdersPage({ orders }: { orders: AccountOrder[] }) {
  const t = useTexts("ordersTexts");
  const liveLabel = { live: t.live, connecting: t.reconnecting, ended: t.sessionEnded };
  const localPath = useLocalPath();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const connection = useOrderEvents("/api/account/orders/events", () => void revalidator.revalidate());

  return (
    <>
      <PageBanner title={t.heading} subtitle={t.subtitle} />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <p className="mb-4 text-right text-xs font-semibold text-ink-500" aria-live="polite">
          <span className={`mr-1 inline-block h-2 w-2 rounded-full ${liveDot[connection]}`} />
          {liveLabel[connection]}
        </p>
        {orders.length === 0 ? (
          <div className="rounded-2xl bg-white p-10 text-center shadow-sm">
            <p className="text-lg">{t.empty}</p>
            <Link
              to={localPath("/menu")}
              className="mt-6 inline-flex min-h-11 items-center rounded-full bg-brand-700 px-6 font-bold text-white hover:bg-brand-800"
            >
              {t.browseMenu}
            </Link>
          </div>
        ) : (
          <ol className="space-y-6">
            {orders.map((order) => (
              <li key={order.id} className="rounded-2xl bg-white p-5 shadow-sm sm:p-6" data-testid="account-order">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <div>
                    <h2 className="text-xl font-bold">{t.orderNumber(shortOrderId(order.id))}</h2>
                    <p className="text-sm text-ink-500">{t.placedOn(order.placedOn)}</p>
                  </div>
                  <div className="flex flex-wrap items-center gap-2">
                    <OrderStatusBadge status={order.status} />
                    <span className="rounded-full bg-cream-100 px-3 py-0.5 text-sm font-semibold text-ink-700">
                      {t.payment[order.paymentStatus]}
                    </span>
                  </div>
                </div>
                <p className="mt-3 text-sm font-semibold">{(order.orderType === "pickup" ? t.pickupAt : t.deliveryAt)(order.dueAt)}</p>
                {order.deliveryAddress && <p className="text-sm text-ink-700">{t.deliverTo(order.deliveryAddress)}</p>}
                <ul className="mt-4 divide-y divide-cream-200 border-y border-cream-200">
                  {order.lines.map((line) => (
                    <li key={line.id} className="flex justify-between gap-3 py-2 text-sm">
                      <span>
                        {t.line(line.name, formatQuantity(line.quantity, line.unit), line.unit)}
                        {line.unit === "lb" && <span className="text-ink-500"> · {formatUnitPrice(line.priceCents, line.unit)}</span>}
                        {line.options.length > 0 && <span className="block">{describeOptions(line.options)}</span>}
                        {line.weighedQuantity !== null ? (
                          <span className="block font-semibold">{t.weighed(formatQuantity(line.weighedQuantity, line.unit))}</span>
                        ) : (
                          line.pricedByWeight && <span className="block text-ink-500">{t.toBeWeighed}</span>
                        )}
                        {line.notes && <span className="block text-ink-500">{line.notes}</span>}
                      </span>
                      <span className="tabular-nums">{formatCents(line.weighedTotalCents ?? line.lineTotalCents)}</span>
                    </li>
                  ))}
                </ul>
                {/* Every amount of the order, as checkout showed it: the lines above add up to the total. */}
                <TotalsList
                  className="mt-3"
                  totals={order}
                  taxRate={order.taxRate}
                  labels={order.holdCents !== null && !order.weighedAt ? { ...t, total: t.estimatedTotal } : t}
                  discount={
                    order.discountCents > 0 && (
                      <DiscountRow label={order.promoCode ? t.promo(order.promoCode) : t.discount} cents={order.discountCents} />
                    )
                  }
                  extras={<FeeRows orderType={order.orderType} amounts={order} labels={t} />}
                >
                  {/* A card held for cuts priced by weight: the allowance and what it holds until weighed, then what was taken. */}
                  {order.holdCents !== null && order.capturedCents !== null && <TotalsRow label={t.charged} cents={order.capturedCents} />}
                  {order.paymentStatus === "authorized" && order.holdCents !== null && (
                    <>
                      <TotalsRow label={t.allowance} cents={order.allowanceCents} />
                      <TotalsRow label={t.held} cents={order.holdCents} />
                    </>
                  )}
                  {order.balanceDueCents > 0 && <TotalsRow label={t.balanceDue} cents={order.balanceDueCents} />}
                  {order.refundedCents > 0 && <TotalsRow label={t.refunded} cents={order.refundedCents} />}
                  {order.giftCardCents > 0 && <PaidWith order={order} t={t} />}
                </TotalsList>
                {order.notes && (
                  <p className="mt-3 text-sm text-ink-700">
                    <span className="font-semibold">{t.notes}:</span> {order.notes}
                  </p>
                )}
                <button
                  type="button"
                  aria-label={t.reorderLabel(shortOrderId(order.id))}
                  className="mt-4 inline-flex min-h-11 items-center rounded-full border border-brand-700 px-5 font-bold text-brand-700 hover:bg-brand-50"
                  onClick={async () => {
                    (await import("./reorder")).putOrderBackInCart(order.lines);
                    navigate(localPath("/cart"));
                  }}
                >
                  {t.reorder}
                </button>
              </li>
            ))}
          </ol>
        )}
      </div>
    </>
  );
}

/**
 * When a gift card paid (ADR 0024), each way the order was paid: the gift card's share, and the
 * rest (what was taken, or the total until then) by card, or in cash at the counter; a zero row is left out.
 */
function PaidWith({ order, t }: { order: AccountOrder; t: Texts<"ordersTexts"> }) {
  const rest = (order.capturedCents ?? order.totalCents) - order.giftCardCents;
  return (
    <>
      <TotalsRow label={t.giftCard(order.giftCardLast4 ?? "")} cents={order.giftCardCents} />
      {rest > 0 && <TotalsRow label={order.paymentMethod === "cash" ? t.paidInCash : t.paidByCard} cents={rest} />}
    </>
  );
}
