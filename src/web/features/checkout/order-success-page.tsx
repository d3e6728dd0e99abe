import { useEffect, useState } from "react";
import { Link } from "react-router";
import { CircleAlert, CircleCheck, CircleX, Clock } from "lucide";
import { formatCents, formatUnitPrice } from "@shared/core/money";
import { describeOptions } from "@shared/menu/options";
import type { OrderSuccessView, PaymentView } from "@shared/orders/orders";
import { shortOrderId } from "@shared/orders/orders";
import { formatQuantity } from "@shared/core/quantity";
import { phoneHref } from "@shared/shop/shop";
import { Icon } from "~/components/ui/icon";
import { DiscountRow, FeeRows, TotalsList, TotalsRow } from "~/components/ui/totals-list";
import { useShop } from "~/lib/shop";
import { useLocalPath, useTexts, type Texts } from "~/lib/texts";

/** How long the page keeps asking before it says the e-mail will confirm. */
const POLL_FOR_MS = 3 * 60_000;

/** Asks again after 2 s, then less often each time, at most every 20 s. */
export function pollDelay(attempt: number): number {
  return Math.min(2_000 * 1.5 ** attempt, 20_000);
}

/**
 * The order as this page shows it: with its promo code and the gift card's share when the view
 * carries them (ADR 0024; without them, no such rows).
 */
type ShownOrder = OrderSuccessView;

interface OrderSuccessPageProps {
  payment: PaymentView | null;
  /** The order paid for: its lines and amounts, and whether it has an e-mail and an account (null when unknown). */
  order: ShownOrder | null;
  orderId: string | null;
  sessionId: string | null;
}

const linkClass = "inline-flex min-h-11 items-center justify-center rounded-full px-6 font-bold";
const primary = `${linkClass} bg-brand-700 text-white hover:bg-brand-800`;
const secondary = `${linkClass} border border-brand-700 text-brand-800 hover:bg-brand-50`;

/**
 * docs/product.md 'Order success', reading the real payment state: paid, or the card held for
 * cuts priced by weight (charged once weighed); still processing
 * (the provider's word has not landed yet: the page asks again, less and less often, and after a
 * few minutes says the e-mail will confirm); not paid (failed, expired or cancelled: nothing was
 * charged, back to the cart); or unknown. Under it, the order's lines and amounts. An order
 * without an e-mail address (a phone customer paying staff's link) is promised no e-mail, and one
 * without an account is offered the shop's number rather than My Orders or a cart it never had.
 */
export function OrderSuccessPage({ payment: initial, order, orderId, sessionId }: OrderSuccessPageProps) {
  const t = useTexts("orderSuccessTexts");
  const shop = useShop();
  const localPath = useLocalPath();
  const [payment, setPayment] = useState(initial);
  // Asked for a few minutes without an answer, and stopped asking.
  const [slow, setSlow] = useState(false);
  const state = payment?.state ?? null;
  // 'authorized': the card is held for cuts priced by weight, charged once they are weighed.
  const held = state === "authorized";
  const paid = state === "paid" || held;
  const waiting = state === "processing";

  // The cart was handed over to this order at Pay (and cleared): paid, it is dropped; not paid,
  // it goes back into the cart, where 'Back to Cart' leads; processing, it waits for the answer.
  const paymentOrderId = payment?.orderId;
  useEffect(() => {
    if (!paymentOrderId || !state) return;
    import("~/features/cart/pending-payment").then(
      (module) => module.followPayment(paymentOrderId, state),
      () => {},
    );
  }, [paymentOrderId, state]);

  useEffect(() => {
    if (!waiting || !orderId || !sessionId) return;
    const started = Date.now();
    let attempt = 0;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const ask = async () => {
      try {
        // Asking waits for the page anyway: its code (the typed API client) loads now (ADR 0008).
        const { fetchPaymentView } = await import("./fetch-payment-view");
        const next = await fetchPaymentView(orderId, sessionId);
        if (stopped) return;
        // A new state ends this effect (and its asking) unless it is still processing.
        if (next) setPayment(next);
      } catch {
        // asked again below
      }
      if (stopped) return;
      if (Date.now() - started >= POLL_FOR_MS) setSlow(true);
      else timer = setTimeout(ask, pollDelay(++attempt));
    };
    timer = setTimeout(ask, pollDelay(attempt));
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [waiting, orderId, sessionId]);

  const notPaid = state === "failed" || state === "expired" || state === "cancelled";
  // Unknown (no order found) keeps the website's words: an e-mail, an account, a cart.
  const noEmail = order !== null && !order.hasEmail;
  const noAccount = order !== null && !order.hasAccount;
  const hold = formatCents(payment?.holdCents ?? payment?.totalCents ?? 0);
  // Held on the gift card alone (ADR 0024): no card was asked for.
  const onGiftCard = held && !payment?.holdCents && (order?.giftCardCents ?? 0) > 0;
  const heldBody = onGiftCard ? t.heldOnGiftCardBody(formatCents(order!.giftCardCents)) : (noEmail ? t.heldBodyNoEmail : t.heldBody)(hold);
  const [icon, title, body] = paid
    ? [CircleCheck, t.title, held ? heldBody : noEmail ? t.bodyNoEmail : t.body]
    : waiting
      ? [Clock, t.processingTitle, slow ? (noEmail ? t.slowBodyNoEmail : t.slowBody) : t.processingBody]
      : notPaid
        ? [CircleX, t.notPaidTitle, `${t.notPaidBody[state]} ${noAccount ? t.tryAgainByPhone : t.tryAgain}`]
        : [CircleAlert, t.unknownTitle, t.unknownBody];

  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-950 px-4 pb-20 pt-28 sm:pt-32">
      <div className="mx-auto max-w-lg rounded-2xl bg-cream-50 p-6 text-center shadow-xl sm:p-8">
        <div role="status" aria-live="polite">
          <Icon node={icon} className={`mx-auto h-14 w-14 ${paid ? "text-green-700" : "text-brand-700"}`} />
          <h1 className="mt-4 text-3xl font-bold">{title}</h1>
          {payment && <p className="mt-2 font-semibold text-ink-700">{t.orderNumber(shortOrderId(payment.orderId))}</p>}
          <p className="mt-3 text-ink-700">{body}</p>
        </div>
        {order && !notPaid && <OrderLines order={order} t={t} />}
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Link to={localPath("/menu")} className={secondary}>
            {t.continueShopping}
          </Link>
          {noAccount ? (
            <a href={phoneHref(shop.phone)} className={primary}>
              {t.callShop(shop.phone)}
            </a>
          ) : notPaid ? (
            <Link to={localPath("/cart")} className={primary}>
              {t.backToCart}
            </Link>
          ) : (
            <Link to={localPath("/account/orders")} className={primary}>
              {t.viewOrder}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}

/**
 * What was ordered, as checkout's summary said it ('Carnitas × 1.5 lb · $15.99/lb', the choices,
 * the line's amount), and the amounts down to the total: an estimate, with the weight allowance,
 * while cuts priced by weight are still to be weighed.
 */
function OrderLines({ order, t }: { order: ShownOrder; t: Texts<"orderSuccessTexts"> }) {
  const estimate = order.holdCents !== null && order.weighedAt === null;
  // When a gift card paid (ADR 0024): its share, and the rest by card; a zero row is left out.
  const giftCardCents = order.giftCardCents ?? 0;
  const byCard = (order.capturedCents ?? order.totalCents) - giftCardCents;
  return (
    <section className="mt-6 text-left" aria-labelledby="order-lines-heading" data-testid="order-success-lines">
      <h2 id="order-lines-heading" className="text-lg font-bold">
        {t.yourOrder}
      </h2>
      <ul className="mt-2 divide-y divide-cream-200 border-y border-cream-200">
        {order.lines.map((line) => (
          <li key={line.id} className="flex justify-between gap-3 py-2 text-sm">
            <span>
              <span className="font-semibold">{line.name}</span>{" "}
              {t.quantityTimes(formatQuantity(line.weighedQuantity ?? line.quantity, line.unit))}
              {line.unit === "lb" && <span className="text-ink-500"> · {formatUnitPrice(line.priceCents, line.unit)}</span>}
              {line.options.length > 0 && <span className="block">{describeOptions(line.options)}</span>}
              {line.pricedByWeight && line.weighedQuantity === null && <span className="block text-ink-500">{t.byWeight}</span>}
              {line.notes && <span className="block text-ink-500">{line.notes}</span>}
            </span>
            <span className="font-semibold tabular-nums">{formatCents(line.weighedTotalCents ?? line.lineTotalCents)}</span>
          </li>
        ))}
      </ul>
      <TotalsList
        className="mt-3"
        totals={order}
        taxRate={order.taxRate}
        labels={estimate ? { ...t, total: t.estimatedTotal } : t}
        discount={
          order.discountCents > 0 && (
            <DiscountRow label={order.promoCode ? t.promo(order.promoCode) : t.discount} cents={order.discountCents} />
          )
        }
        extras={<FeeRows orderType={order.orderType} amounts={order} labels={t} />}
      >
        {estimate && <TotalsRow label={t.allowance} cents={order.allowanceCents} />}
        {giftCardCents > 0 && (
          <>
            <TotalsRow label={t.giftCard(order.giftCardLast4 ?? "")} cents={giftCardCents} />
            {byCard > 0 && <TotalsRow label={t.paidByCard} cents={byCard} />}
          </>
        )}
      </TotalsList>
    </section>
  );
}
