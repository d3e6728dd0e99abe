import { useEffect, useState } from "react";
import { Link } from "react-router";
import { CircleCheck, Clock, CircleAlert } from "lucide";
import type { PaymentView } from "@shared/orders";
import { shortOrderId } from "@shared/orders";
import { orderSuccessTexts } from "@shared/texts/checkout";
import { Icon } from "~/components/ui/icon";
import { cart } from "~/features/cart/cart-store";
import { apiFetch } from "~/lib/api";

const t = orderSuccessTexts;
const POLL_MS = 2_000;

interface OrderSuccessPageProps {
  payment: PaymentView | null;
  orderId: string | null;
  sessionId: string | null;
}

/**
 * SPEC.md section 2 'Order success', reading the real payment state: paid, still processing
 * (the provider's webhook has not landed yet: this page asks again every 2 s), or unknown.
 */
export function OrderSuccessPage({ payment: initial, orderId, sessionId }: OrderSuccessPageProps) {
  const [payment, setPayment] = useState(initial);
  const paid = payment?.state === "paid";

  useEffect(() => {
    if (paid) cart.clear();
  }, [paid]);

  useEffect(() => {
    if (!payment || paid || !orderId || !sessionId) return;
    const timer = setInterval(async () => {
      try {
        const next = await apiFetch<{ payment: PaymentView | null }>(
          `/api/checkout/payment?order_id=${encodeURIComponent(orderId)}&session_id=${encodeURIComponent(sessionId)}`,
        );
        if (next.payment) setPayment(next.payment);
      } catch {
        // try again on the next tick
      }
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [payment, paid, orderId, sessionId]);

  const [icon, title, body] = paid
    ? [CircleCheck, t.title, t.body]
    : payment
      ? [Clock, t.processingTitle, t.processingBody]
      : [CircleAlert, t.unknownTitle, t.unknownBody];

  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-950 px-4 pb-20 pt-28 sm:pt-32">
      <div className="mx-auto max-w-lg rounded-2xl bg-cream-50 p-8 text-center shadow-xl" role="status" aria-live="polite">
        <Icon node={icon} className={`mx-auto h-14 w-14 ${paid ? "text-green-700" : "text-brand-700"}`} />
        <h1 className="mt-4 text-3xl font-bold">{title}</h1>
        {payment && <p className="mt-2 font-semibold text-ink-700">{t.orderNumber(shortOrderId(payment.orderId))}</p>}
        <p className="mt-3 text-ink-700">{body}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Link to="/menu" className="inline-flex min-h-11 items-center justify-center rounded-full border border-brand-700 px-6 font-bold text-brand-800 hover:bg-brand-50">
            {t.continueShopping}
          </Link>
          <Link to="/account/orders" className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand-700 px-6 font-bold text-white hover:bg-brand-800">
            {t.viewOrder}
          </Link>
        </div>
      </div>
    </section>
  );
}
