import { useEffect, useState } from "react";
import { Link } from "react-router";
import { CircleAlert, CircleCheck, CircleX, Clock } from "lucide";
import { formatCents } from "@shared/money";
import type { PaymentView } from "@shared/orders";
import { shortOrderId } from "@shared/orders";
import { Icon } from "~/components/ui/icon";
import { useLocalPath, useTexts } from "~/lib/texts";

/** How long the page keeps asking before it says the e-mail will confirm. */
const POLL_FOR_MS = 3 * 60_000;

/** Asks again after 2 s, then less often each time, at most every 20 s. */
export function pollDelay(attempt: number): number {
  return Math.min(2_000 * 1.5 ** attempt, 20_000);
}

interface OrderSuccessPageProps {
  payment: PaymentView | null;
  orderId: string | null;
  sessionId: string | null;
}

const linkClass = "inline-flex min-h-11 items-center justify-center rounded-full px-6 font-bold";
const primary = `${linkClass} bg-brand-700 text-white hover:bg-brand-800`;
const secondary = `${linkClass} border border-brand-700 text-brand-800 hover:bg-brand-50`;

/**
 * SPEC.md section 2 'Order success', reading the real payment state: paid, or the card held for
 * cuts priced by weight (charged once weighed); still processing
 * (the provider's word has not landed yet: the page asks again, less and less often, and after a
 * few minutes says the e-mail will confirm); not paid (failed, expired or cancelled: nothing was
 * charged, back to the cart); or unknown.
 */
export function OrderSuccessPage({ payment: initial, orderId, sessionId }: OrderSuccessPageProps) {
  const t = useTexts("orderSuccessTexts");
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
  const [icon, title, body] = paid
    ? [CircleCheck, t.title, held ? t.heldBody(formatCents(payment?.holdCents ?? payment?.totalCents ?? 0)) : t.body]
    : waiting
      ? [Clock, t.processingTitle, slow ? t.slowBody : t.processingBody]
      : notPaid
        ? [CircleX, t.notPaidTitle, `${t.notPaidBody[state]} ${t.tryAgain}`]
        : [CircleAlert, t.unknownTitle, t.unknownBody];

  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-950 px-4 pb-20 pt-28 sm:pt-32">
      <div className="mx-auto max-w-lg rounded-2xl bg-cream-50 p-8 text-center shadow-xl" role="status" aria-live="polite">
        <Icon node={icon} className={`mx-auto h-14 w-14 ${paid ? "text-green-700" : "text-brand-700"}`} />
        <h1 className="mt-4 text-3xl font-bold">{title}</h1>
        {payment && <p className="mt-2 font-semibold text-ink-700">{t.orderNumber(shortOrderId(payment.orderId))}</p>}
        <p className="mt-3 text-ink-700">{body}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Link to={localPath("/menu")} className={secondary}>
            {t.continueShopping}
          </Link>
          {notPaid ? (
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
