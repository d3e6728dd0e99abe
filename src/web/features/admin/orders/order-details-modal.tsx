import { Printer } from "lucide";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatCents } from "@shared/money";
import { shortOrderId, type OrderDto } from "@shared/orders";
import { phoneHref } from "@shared/shop";
import { adminTexts } from "@shared/texts/admin";
import { formatShopDateTime, formatShopShortDateTime } from "@shared/time";
import { AdminLoadError } from "~/components/admin/admin-table";
import { buttonStyles } from "~/components/admin/button-styles";
import { Modal } from "~/components/admin/modal";
import { Icon } from "~/components/ui/icon";
import { Spinner } from "~/components/ui/spinner";
import { ApiError } from "~/lib/api";
import { useShop } from "~/lib/shop";
import { OrderHistory } from "./order-history";
import { OrderStatusSelect } from "./order-status-select";
import { PaymentBadge } from "./payment-badge";
import { useOrder } from "./orders-api";
import { TotalsList } from "~/components/ui/totals-list";
import { ordersAdminTexts } from "@shared/texts/orders-admin";

const t = ordersAdminTexts.details;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-2 font-sans text-sm font-semibold uppercase tracking-wide text-ink-500">{title}</h3>
      {children}
    </section>
  );
}

/**
 * 'View Details' (SPEC.md section 2 'Admin orders'): lines, notes, pickup or delivery, the
 * stored subtotal and tax, payment state, the status select and the collapsible history.
 */
export function OrderDetailsModal({ orderId, fromList, onClose }: { orderId: string | null; fromList?: OrderDto; onClose: () => void }) {
  const shop = useShop();
  const query = useOrder(orderId, fromList);
  const order = query.data;
  const shortId = orderId ? shortOrderId(orderId) : "";

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
            <p className="text-sm text-ink-500">{t.placed(formatShopShortDateTime(order.createdAt, shop.timeZone))}</p>
            <label className="flex flex-col gap-1 text-sm font-semibold">
              {t.status}
              <OrderStatusSelect orderId={order.id} status={order.status} />
            </label>
          </div>

          <div className="grid gap-6 sm:grid-cols-2">
            <Section title={t.customer}>
              <p className="font-semibold">{order.customerName}</p>
              <p>
                <a className="text-brand-700 underline" href={`mailto:${order.customerEmail}`}>
                  {order.customerEmail}
                </a>
              </p>
              <p>
                <a className="text-brand-700 underline" href={phoneHref(order.customerPhone)}>
                  {order.customerPhone}
                </a>
              </p>
            </Section>
            <Section title={t.fulfilment}>
              <p className="font-semibold">
                {t.when(ordersAdminTexts.orderType[order.orderType], formatShopDateTime(order.deliveryTime, shop.timeZone))}
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
                <li key={line.itemId} className="flex justify-between gap-4 py-2">
                  <div>
                    <p>
                      <span className="font-bold tabular-nums">{line.quantity} ×</span> {line.name}
                      <span className="text-sm text-ink-500"> · {formatCents(line.priceCents)}</span>
                    </p>
                    {line.notes && (
                      <p className="text-sm text-ink-700">
                        <span className="font-semibold">{t.lineNotes}:</span> {line.notes}
                      </p>
                    )}
                  </div>
                  <span className="tabular-nums">{formatCents(line.priceCents * line.quantity)}</span>
                </li>
              ))}
            </ul>
            <TotalsList className="mt-3" totals={order} taxRate={order.taxRate} labels={t} />
          </Section>

          <div className="grid gap-6 sm:grid-cols-2">
            <Section title={t.notes}>
              <p className="whitespace-pre-line">{order.notes ?? <span className="text-ink-500">{t.noNotes}</span>}</p>
            </Section>
            <Section title={t.payment}>
              <PaymentBadge status={order.paymentStatus} />
              {order.paidAt && (
                <p className="mt-1 text-sm text-ink-500">{t.paidAt(formatShopShortDateTime(order.paidAt, shop.timeZone))}</p>
              )}
            </Section>
          </div>

          <OrderHistory key={order.id} orderId={order.id} />
        </div>
      )}
    </Modal>
  );
}
