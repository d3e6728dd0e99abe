import { ArrowLeft, Printer } from "lucide";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { formatCents } from "@shared/core/money";
import { describeOptions } from "@shared/menu/options";
import { MONEY_TAKEN, shortOrderId, type OrderDto } from "@shared/orders/orders";
import { formatQuantity, formatQuantityNumber } from "@shared/core/quantity";
import { formatShopDateTime, formatShopShortDateTime } from "@shared/core/time";
import { buttonStyles } from "~/components/admin/button-styles";
import { Icon } from "~/components/ui/icon";
import { Spinner } from "~/components/ui/spinner";
import { useShop } from "~/lib/shop";
import { useLocale, useTexts, type Texts } from "~/lib/texts";
import { useOrder } from "./orders-api";

/** Paper: small margins; everything but the ticket (sidebar, buttons) is hidden with print:hidden. */
const PRINT_CSS = "@page { margin: 6mm; } @media print { html, body { background: #fff !important; } }";

function Ticket({ order }: { order: OrderDto }) {
  const t = useTexts("ordersAdminTexts").ticketPage;
  const locale = useLocale();
  const shop = useShop();
  const [printedAt, setPrintedAt] = useState<string | null>(null);
  // The time on the paper is when it was printed; set on the client only (no hydration mismatch).
  useEffect(() => {
    const update = () => setPrintedAt(formatShopShortDateTime(new Date(), shop.timeZone, locale));
    update();
    window.addEventListener("beforeprint", update);
    return () => window.removeEventListener("beforeprint", update);
  }, [shop.timeZone, locale]);

  return (
    <article
      aria-label={t.title(shortOrderId(order.id))}
      className="mx-auto max-w-md rounded-2xl border-2 border-dashed border-ink-500 bg-white p-6 font-sans text-black print:max-w-none print:rounded-none print:border-0 print:p-0"
    >
      <header className="border-b-4 border-black pb-3 text-center">
        <p className="text-sm font-semibold">{shop.name}</p>
        <h1 className="font-mono text-6xl font-black tracking-tight" data-testid="ticket-number">
          {t.orderNumber(shortOrderId(order.id))}
        </h1>
        <p className="mt-2 text-3xl font-black">{order.orderType === "pickup" ? t.pickup : t.delivery}</p>
        {order.channel === "staff" && (
          <p className="text-lg font-black" data-testid="ticket-channel">
            {t.phoneOrder}
          </p>
        )}
        <p className="text-2xl font-bold" data-testid="ticket-time">
          {formatShopDateTime(order.deliveryTime, shop.timeZone, locale)}
        </p>
        <p
          className={`mt-2 inline-block border-2 border-black px-3 text-xl font-black ${MONEY_TAKEN.includes(order.paymentStatus) && order.balanceDueCents === 0 ? "" : "bg-black text-white"}`}
          data-testid="ticket-payment"
        >
          {paymentMark(order, t)}
        </p>
      </header>

      <section className="border-b-2 border-black py-3 text-lg">
        <p>
          <span className="font-bold">{t.customer}:</span> {order.customerName} · {order.customerPhone}
        </p>
        {order.orderType === "delivery" && order.deliveryAddress && (
          <p>
            <span className="font-bold">{t.address}:</span> {order.deliveryAddress}
          </p>
        )}
      </section>

      <section className="py-3">
        <h2 className="sr-only">{t.items}</h2>
        <ul className="divide-y-2 divide-dashed divide-black">
          {order.lines.map((line) => (
            <li key={line.id} className="flex gap-3 py-2 text-xl" data-testid="ticket-line">
              <span className="w-20 shrink-0 text-right font-black tabular-nums">
                <span className="text-3xl">{formatQuantityNumber(line.quantity)}</span>
                {line.unit === "lb" ? <span className="text-base"> lb</span> : "×"}
              </span>
              <span className="min-w-0">
                <span className="font-bold">{line.name}</span>
                {line.pricedByWeight && line.weighedQuantity === null && (
                  <span className="ml-2 inline-block border-2 border-black px-1 align-middle text-sm font-black" data-testid="ticket-weigh">
                    {t.weigh}
                  </span>
                )}
                {line.options.length > 0 && <span className="block text-lg font-semibold">{describeOptions(line.options)}</span>}
                {line.weighedQuantity !== null && (
                  <span className="block text-base">{t.weighed(formatQuantity(line.weighedQuantity, line.unit))}</span>
                )}
                {line.notes && <span className="mt-1 block border-l-4 border-black pl-2 text-lg italic">{line.notes}</span>}
              </span>
            </li>
          ))}
        </ul>
      </section>

      {(order.deliveryFeeCents > 0 || order.tipCents > 0) && (
        <p className="mb-3 border-y-2 border-black py-2 text-lg font-bold" data-testid="ticket-extras">
          {[
            order.deliveryFeeCents > 0 ? t.deliveryFee(formatCents(order.deliveryFeeCents)) : null,
            order.tipCents > 0 ? t.tip(formatCents(order.tipCents)) : null,
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
      )}

      {order.notes && (
        <section className="border-4 border-black p-3 text-lg">
          <h2 className="font-sans text-sm font-black uppercase">{t.orderNotes}</h2>
          <p className="whitespace-pre-line font-semibold">{order.notes}</p>
        </section>
      )}

      <footer className="mt-4 text-center text-xs">
        <p>{t.placed(formatShopShortDateTime(order.createdAt, shop.timeZone, locale))}</p>
        {printedAt && <p>{t.printed(printedAt)}</p>}
      </footer>
    </article>
  );
}

/** What the counter must know about the money: paid, held until weighed, or something to take at pickup. */
function paymentMark(order: OrderDto, t: Texts<"ordersAdminTexts">["ticketPage"]): string {
  if (MONEY_TAKEN.includes(order.paymentStatus)) {
    if (order.balanceDueCents > 0) return t.collect(formatCents(order.balanceDueCents));
    // Taken at the counter (ADR 0016): the counter sees how.
    return order.paymentMethod === "cash" ? t.paidCash : order.paymentMethod === "card_present" ? t.paidCardPresent : t.paid;
  }
  if (order.paymentStatus === "authorized") return t.held;
  if (order.paymentStatus === "expired" && order.holdCents !== null) return t.takePayment;
  return t.notPaid;
}

/**
 * A print-friendly kitchen ticket: big number, pickup or delivery time, lines (weights, the
 * customer's choices, WEIGH on cuts still to weigh) and notes; no prices, only a balance the
 * counter has to collect.
 */
export function KitchenTicketPage({ orderId }: { orderId: string }) {
  const t = useTexts("ordersAdminTexts").ticketPage;
  const adminTexts = useTexts("adminTexts");
  const query = useOrder(orderId);
  return (
    <>
      <style>{PRINT_CSS}</style>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to="/admin/orders" className={buttonStyles.secondary}>
          <Icon node={ArrowLeft} className="h-4 w-4" />
          {t.back}
        </Link>
        <button type="button" className={buttonStyles.primary} onClick={() => window.print()} disabled={!query.data}>
          <Icon node={Printer} className="h-4 w-4" />
          {t.print}
        </button>
      </div>
      {query.data ? (
        <Ticket order={query.data} />
      ) : query.isError ? (
        <p role="alert" className="rounded-2xl bg-white p-6 text-center font-semibold text-red-800 shadow-sm">
          {t.loadFailed}
        </p>
      ) : (
        <Spinner label={adminTexts.loading} />
      )}
    </>
  );
}
