import { formatCents } from "@shared/core/money";
import { describeOptions } from "@shared/menu/options";
import { MONEY_TAKEN, shortOrderId, type OrderDto } from "@shared/orders/orders";
import { formatQuantity } from "@shared/core/quantity";
import { formatShopDateTime, formatShopShortDateTime } from "@shared/core/time";
import { PrintPage, SheetCustomer, SheetLine } from "~/components/admin/print-page";
import { useShop } from "~/lib/shop";
import { useLocale, useTexts, type Texts } from "~/lib/texts";
import { usePrintedAt } from "~/lib/use-printed-at";
import { useOrder } from "./orders-api";

/** Paper: small margins; everything but the ticket (sidebar, buttons) is hidden with print:hidden. */
const PRINT_CSS = "@page { margin: 6mm; } @media print { html, body { background: #fff !important; } }";

function Ticket({ order }: { order: OrderDto }) {
  const t = useTexts("ordersAdminTexts").ticketPage;
  const locale = useLocale();
  const shop = useShop();
  // The time on the paper is when it was printed.
  const printedAt = usePrintedAt();

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

      <SheetCustomer
        words={t}
        name={order.customerName}
        phone={order.customerPhone}
        address={order.orderType === "delivery" ? order.deliveryAddress : null}
      />

      <section className="py-3">
        <h2 className="sr-only">{t.items}</h2>
        <ul className="divide-y-2 divide-dashed divide-black">
          {order.lines.map((line) => (
            <SheetLine
              key={line.id}
              quantity={line.quantity}
              unit={line.unit}
              name={line.name}
              toWeigh={line.pricedByWeight && line.weighedQuantity === null}
              weighWord={t.weigh}
              testId="ticket-line"
              weighTestId="ticket-weigh"
              quantityWidth="w-20"
            >
              {line.options.length > 0 && <span className="block text-lg font-semibold">{describeOptions(line.options)}</span>}
              {line.weighedQuantity !== null && (
                <span className="block text-base">{t.weighed(formatQuantity(line.weighedQuantity, line.unit))}</span>
              )}
              {line.notes && <span className="mt-1 block border-l-4 border-black pl-2 text-lg italic">{line.notes}</span>}
            </SheetLine>
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
  const query = useOrder(orderId);
  return (
    <PrintPage css={PRINT_CSS} backTo="/admin/orders" words={t} loaded={!!query.data} failed={query.isError}>
      {query.data && <Ticket order={query.data} />}
    </PrintPage>
  );
}
