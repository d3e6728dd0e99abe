import { Pencil, Printer, Scale, TriangleAlert } from "lucide";
import { useState, type ReactNode } from "react";
import { Link, useRouteLoaderData } from "react-router";
import { formatCents, formatRate } from "@shared/core/money";
import { MONEY_TAKEN, shortOrderId, type OrderDto, type OrderLineDto } from "@shared/orders/orders";
import { HOLD_EXPIRY_WARNING_HOURS } from "@shared/core/quantity";
import { phoneHref } from "@shared/shop/shop";
import { formatShopDateTime, formatShopShortDateTime } from "@shared/core/time";
import { AdminLoadError } from "~/components/admin/admin-table";
import { AmountRow } from "~/components/admin/amount-row";
import { buttonStyles } from "~/components/admin/button-styles";
import { Modal } from "~/components/admin/modal";
import { PricedLine } from "~/components/admin/priced-line";
import { Icon } from "~/components/ui/icon";
import { Spinner } from "~/components/ui/spinner";
import { ApiError } from "~/lib/api";
import { useShop } from "~/lib/shop";
import { useLocale, useTexts } from "~/lib/texts";
import { OrderHistory } from "./order-history";
import { OrderStatusSelect } from "./order-status-select";
import { EditOrderPanel, isEditable } from "./edit-order-panel";
import { OrderOrigin, PaymentBadge } from "./payment-badge";
import { useOrder } from "./orders-api";
import { useNow } from "../use-now";
import { WeighPanel } from "./weigh-panel";
import { RefundPanel } from "./refund-panel";
import { BalancePanel } from "./balance-panel";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-2 font-sans text-sm font-semibold uppercase tracking-wide text-ink-500">{title}</h3>
      {children}
    </section>
  );
}

/**
 * 'View Details' (docs/product.md 'Admin orders'): lines, notes, pickup or delivery, the
 * stored subtotal and tax, payment state, the status select and the collapsible history.
 */
export function OrderDetailsModal({ orderId, fromList, onClose }: { orderId: string | null; fromList?: OrderDto; onClose: () => void }) {
  const ordersAdminTexts = useTexts("ordersAdminTexts");
  const adminTexts = useTexts("adminTexts");
  const t = ordersAdminTexts.details;
  const locale = useLocale();
  const shop = useShop();
  const query = useOrder(orderId, fromList);
  const order = query.data;
  const shortId = orderId ? shortOrderId(orderId) : "";
  // Which order the weighing panel and the expired-hold notice belong to: another order opened in
  // the same modal starts without them.
  const [weighingFor, setWeighing] = useState<string | null>(null);
  const [expired, setExpired] = useState<{ orderId: string; message: string } | null>(null);
  const weighing = weighingFor !== null && weighingFor === orderId;
  const expiredNotice = expired?.orderId === orderId ? expired.message : null;
  const setExpiredNotice = (message: string) => orderId && setExpired({ orderId, message });
  // Refunds are the owner's (ADR 0016): staff see what was refunded, not the button.
  const isOwner = useRouteLoaderData<{ isAdmin: boolean }>("routes/admin/layout")?.isAdmin === true;
  const [refundingFor, setRefundingFor] = useState<string | null>(null);
  const refunding = refundingFor !== null && refundingFor === orderId;
  // 'Edit order' (ADR 0016), for the owner and staff alike, until the order is weighed or finished.
  const [editingFor, setEditingFor] = useState<string | null>(null);
  const editing = editingFor !== null && editingFor === orderId;

  return (
    <Modal
      open={orderId !== null}
      title={t.title(shortId)}
      onClose={onClose}
      size="lg"
      footer={
        <>
          {order && (
            <Link to={`/admin/orders/${order.id}/ticket`} className={buttonStyles.secondary}>
              <Icon node={Printer} className="h-4 w-4" />
              {ordersAdminTexts.ticket}
            </Link>
          )}
          <button type="button" className={buttonStyles.primary} onClick={onClose}>
            {t.close}
          </button>
        </>
      }
    >
      {!order ? (
        // Only the server saying there is no such order (404, or 400 for an address edited into no order id) means it
        // does not exist; anything else (network, server) may pass: say loading failed and offer a retry.
        query.isError &&
        query.error instanceof ApiError &&
        (query.error.code === "not_found" || query.error.code === "validation_failed") ? (
          <p role="alert" className="font-semibold text-red-800">
            {t.notFound}
          </p>
        ) : query.isError ? (
          <AdminLoadError message={ordersAdminTexts.loadFailed} retryLabel={ordersAdminTexts.retry} onRetry={() => void query.refetch()} />
        ) : (
          <Spinner label={adminTexts.loading} />
        )
      ) : (
        <div className="space-y-6">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <p className="text-sm text-ink-500">{t.placed(formatShopShortDateTime(order.createdAt, shop.timeZone, locale))}</p>
            <div className="flex flex-wrap items-end gap-3">
              {isEditable(order) && !editing && !weighing && (
                <button type="button" className={buttonStyles.secondary} onClick={() => setEditingFor(order.id)}>
                  <Icon node={Pencil} className="h-4 w-4" />
                  {ordersAdminTexts.edit.open}
                </button>
              )}
              {order.paymentStatus === "authorized" && !weighing && !editing && (
                <button type="button" className={buttonStyles.primary} onClick={() => setWeighing(order.id)}>
                  <Icon node={Scale} className="h-4 w-4" />
                  {t.weighAndFinish}
                </button>
              )}
              <label className="flex flex-col gap-1 text-sm font-semibold">
                {t.status}
                <OrderStatusSelect order={order} />
              </label>
            </div>
          </div>

          {expiredNotice && (
            <p role="alert" className="flex gap-2 rounded-lg bg-red-100 p-3 font-semibold text-red-900">
              <Icon node={TriangleAlert} className="mt-0.5 h-5 w-5 shrink-0" />
              {expiredNotice}
            </p>
          )}
          {weighing && order.paymentStatus === "authorized" && (
            <WeighPanel
              order={order}
              onCancel={() => setWeighing(null)}
              onDone={() => setWeighing(null)}
              onHoldExpired={(message) => {
                setWeighing(null);
                setExpiredNotice(message);
              }}
            />
          )}

          {editing && <EditOrderPanel key={`edit-${order.id}`} order={order} onDone={() => setEditingFor(null)} />}

          <div className="grid gap-6 sm:grid-cols-2">
            <Section title={t.customer}>
              <p className="font-semibold">{order.customerName}</p>
              {order.channel === "staff" && <p className="text-sm font-semibold text-ink-700">{ordersAdminTexts.channel.staff}</p>}
              {order.customerEmail && (
                <p>
                  <a className="text-brand-700 underline" href={`mailto:${order.customerEmail}`}>
                    {order.customerEmail}
                  </a>
                </p>
              )}
              <p>
                <a className="text-brand-700 underline" href={phoneHref(order.customerPhone)}>
                  {order.customerPhone}
                </a>
              </p>
              <p className="text-sm text-ink-700" data-testid="sms-opt-in">
                {order.smsOptIn ? t.smsOptIn.yes : t.smsOptIn.no}
              </p>
            </Section>
            <Section title={t.fulfilment}>
              <p className="font-semibold">
                {t.when(ordersAdminTexts.orderType[order.orderType], formatShopDateTime(order.deliveryTime, shop.timeZone, locale))}
              </p>
              {order.orderType === "delivery" ? (
                <p>
                  <span className="text-ink-500">{t.deliverTo}: </span>
                  {order.deliveryAddress}
                </p>
              ) : (
                <p className="text-ink-500">{t.pickupAtShop}</p>
              )}
            </Section>
          </div>

          <Section title={t.items}>
            <ul className="divide-y divide-cream-200 border-y border-cream-200">
              {order.lines.map((line) => (
                <OrderLine key={line.id} line={line} />
              ))}
            </ul>
            <OrderTotals order={order} />
            <HoldAmounts order={order} />
          </Section>

          <div className="grid gap-6 sm:grid-cols-2">
            <Section title={t.notes}>
              <p className="whitespace-pre-line">{order.notes ?? <span className="text-ink-500">{t.noNotes}</span>}</p>
            </Section>
            <Section title={t.payment}>
              <PaymentBadge status={order.paymentStatus} held={order.holdCents !== null} />
              <OrderOrigin order={order} showChannel={false} className="mt-1 text-sm" />
              {order.paidAt && (
                <p className="mt-1 text-sm text-ink-500">{t.paidAt(formatShopShortDateTime(order.paidAt, shop.timeZone, locale))}</p>
              )}
              <HoldState order={order} />
              {order.refundedCents > 0 && (
                <p className="mt-1 text-sm font-semibold">{ordersAdminTexts.refund.refunded(formatCents(order.refundedCents))}</p>
              )}
              <BalancePanel order={order} />
              {isOwner && (order.paymentStatus === "paid" || order.paymentStatus === "partially_refunded") && !refunding && (
                <button type="button" className={`${buttonStyles.secondary} mt-3`} onClick={() => setRefundingFor(order.id)}>
                  {ordersAdminTexts.refund.open}
                </button>
              )}
            </Section>
          </div>

          {refunding && isOwner && <RefundPanel key={`refund-${order.id}`} order={order} onDone={() => setRefundingFor(null)} />}

          <OrderHistory key={order.id} orderId={order.id} />
        </div>
      )}
    </Modal>
  );
}

/** A line: quantity in its unit ('1.5 lb ×'), unit price with options ('$15.99/lb'), the choices, and for cuts priced by weight what was ordered and weighed. */
function OrderLine({ line }: { line: OrderLineDto }) {
  const t = useTexts("ordersAdminTexts").details;
  const weighed = line.weighedQuantity !== null;
  const cost = line.weighedTotalCents ?? line.lineTotalCents;
  return (
    <PricedLine
      line={line}
      words={{ asked: t.ordered, weighed: t.weighed, pricedByWeight: t.pricedByWeight }}
      testId="order-line"
      cost={
        <div className="shrink-0 text-right tabular-nums">
          <span>{formatCents(cost)}</span>
          {weighed && cost !== line.lineTotalCents && (
            <span className="block text-xs text-ink-500 line-through">{formatCents(line.lineTotalCents)}</span>
          )}
        </div>
      }
    >
      {line.notes && (
        <p className="text-sm text-ink-700">
          <span className="font-semibold">{t.lineNotes}:</span> {line.notes}
        </p>
      )}
    </PricedLine>
  );
}

/**
 * The order's stored amounts, never worked out again here: subtotal, a promo code's discount
 * (ADR 0024), tax, and the delivery fee and tip when the order has them (ADR 0014), then the
 * total, and who pays it when a gift card pays part (OrderPaymentSources).
 */
export function OrderTotals({ order }: { order: OrderDto }) {
  const t = useTexts("ordersAdminTexts").details;
  return (
    <>
      <dl className="mt-3 space-y-2 text-sm" data-testid="order-totals">
        <AmountRow label={t.subtotal} cents={order.subtotalCents} />
        {order.promoCode && (
          <div className="flex justify-between gap-4" data-testid="order-discount">
            <dt>{t.promo(order.promoCode)}</dt>
            <dd className="tabular-nums">{order.discountCents > 0 ? `−${formatCents(order.discountCents)}` : ""}</dd>
          </div>
        )}
        <AmountRow label={t.tax(formatRate(order.taxRate))} cents={order.taxCents} />
        {order.deliveryFeeCents > 0 && <AmountRow label={t.deliveryFee} cents={order.deliveryFeeCents} />}
        {order.tipCents > 0 && <AmountRow label={t.tip} cents={order.tipCents} />}
        <AmountRow
          label={order.paymentStatus === "authorized" ? t.estimatedTotal : t.total}
          cents={order.totalCents}
          className="border-t border-cream-200 pt-2 text-base font-bold"
        />
      </dl>
      <OrderPaymentSources order={order} />
    </>
  );
}

/**
 * Who pays the order when a gift card pays part of it (ADR 0024): the card ('Gift card ••7KQ2',
 * held while the order is open), then the rest, (capturedCents ?? totalCents) − giftCardCents,
 * by the way it is paid: the card online, or cash or a card at the counter. Rows of nothing are
 * left out; without a gift card the payment section says how the order was paid.
 */
export function OrderPaymentSources({ order }: { order: OrderDto }) {
  const words = useTexts("ordersAdminTexts").details.sources;
  if (order.giftCardCents <= 0) return null;
  const last4 = order.giftCardLast4 ?? "????";
  const taken = MONEY_TAKEN.includes(order.paymentStatus);
  const restCents = (order.capturedCents ?? order.totalCents) - order.giftCardCents;
  const restLabel = order.paymentMethod === "cash" ? words.cash : order.paymentMethod === "card_present" ? words.cardPresent : words.card;
  return (
    <div className="mt-2 border-t border-dashed border-cream-200 pt-2 text-sm">
      <p className="font-semibold text-ink-700">{words.heading}</p>
      <dl className="mt-1 space-y-1" data-testid="order-payment-sources">
        <AmountRow label={taken ? words.giftCard(last4) : words.giftCardHeld(last4)} cents={order.giftCardCents} />
        {restCents > 0 && <AmountRow label={restLabel} cents={restCents} />}
      </dl>
    </div>
  );
}

/**
 * Below the totals, for orders with cuts priced by weight: the estimate once weighed, the
 * allowance and the hold, what was charged, and what is left to take at pickup.
 */
function HoldAmounts({ order }: { order: OrderDto }) {
  const t = useTexts("ordersAdminTexts").details;
  if (order.holdCents === null) return null;
  const expired = order.paymentStatus === "expired";
  return (
    <dl className="mt-2 space-y-1 border-t border-dashed border-cream-200 pt-2 text-sm" data-testid="hold-amounts">
      {order.weighedAt && order.estimatedTotalCents !== null && <AmountRow label={t.estimatedTotal} cents={order.estimatedTotalCents} />}
      <AmountRow label={t.allowance} cents={order.allowanceCents} />
      <AmountRow label={t.hold} cents={order.holdCents} />
      {order.capturedCents !== null && <AmountRow label={t.captured} cents={order.capturedCents} />}
      {order.balanceDueCents > 0 && <AmountRow label={t.balanceDue} cents={order.balanceDueCents} strong />}
      {expired && order.status !== "cancelled" && (
        <AmountRow label={order.weighedAt ? t.dueAtPickup : t.dueAtPickupEstimate} cents={order.totalCents} strong />
      )}
    </dl>
  );
}

/** When the card hold lapses (flagged within HOLD_EXPIRY_WARNING_HOURS), or that it lapsed or was released. */
function HoldState({ order }: { order: OrderDto }) {
  const t = useTexts("ordersAdminTexts").details;
  const locale = useLocale();
  const shop = useShop();
  const now = useNow();
  if (order.holdCents === null || !order.holdExpiresAt) return null;
  const when = formatShopShortDateTime(order.holdExpiresAt, shop.timeZone, locale);
  if (order.paymentStatus === "released") return <p className="mt-1 text-sm text-ink-700">{t.holdReleased}</p>;
  if (order.paymentStatus === "expired") {
    return (
      <p className="mt-1 text-sm font-semibold text-red-800" data-testid="hold-expired">
        {t.holdExpired(when)}
      </p>
    );
  }
  if (order.paymentStatus !== "authorized") return null;
  const soon = new Date(order.holdExpiresAt).getTime() - now < HOLD_EXPIRY_WARNING_HOURS * 60 * 60_000;
  return (
    <div
      className={`mt-1 text-sm ${soon ? "rounded-md bg-red-50 p-2 text-red-900" : "text-ink-700"}`}
      data-testid="hold-expiry"
      data-soon={soon || undefined}
    >
      <p className={soon ? "flex items-center gap-1 font-semibold" : undefined}>
        {soon && <Icon node={TriangleAlert} className="h-4 w-4 shrink-0" />}
        {t.holdLapses(when)}
      </p>
      {soon && <p>{t.holdLapsesSoon(HOLD_EXPIRY_WARNING_HOURS)}</p>}
    </div>
  );
}
