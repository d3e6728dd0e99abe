import { useQueryClient } from "@tanstack/react-query";
import { Eye, Plus, Printer } from "lucide";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { formatCents } from "@shared/core/money";
import { ORDER_STATUSES, shortOrderId, type OrderChange, type OrderDto, type OrderStatus, type PaymentStatus } from "@shared/orders/orders";
import { formatShopShortDateTime } from "@shared/core/time";
import { buttonStyles } from "~/components/admin/button-styles";
import { AdminPageHeader } from "~/components/admin/page-header";
import { Switch } from "~/components/admin/switch";
import { Icon } from "~/components/ui/icon";
import { notify } from "~/components/ui/toaster";
import { useOrderEvents } from "~/lib/use-order-events";
import { useShop } from "~/lib/shop";
import { LiveIndicator } from "../live-indicator";
import { useWideScreen } from "../use-wide-screen";
import { useNewOrderSound } from "./new-order-sound";
import { OrderDetailsModal } from "./order-details-modal";
import { OrderStatusSelect } from "./order-status-select";
import { orderKeys, useOrderList } from "./orders-api";
import { OrderOrigin, PaymentBadge } from "./payment-badge";
import { AdminList, ShowMore } from "~/components/admin/admin-list";
import { AdminTable } from "~/components/admin/admin-table";
import { useLocale, useTexts } from "~/lib/texts";

const isStatus = (value: string | null): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value ?? "");

/** Orders the shop took: paid, or the card held until the cuts are weighed (ADR 0013). */
const isTaken = (payment: PaymentStatus | undefined) => payment === "paid" || payment === "authorized";

/**
 * Tells newly taken orders apart from the rest: it remembers each order's last known payment
 * state (from the list and from the stream) and reports an order when it turns paid, or its card
 * held, while the page is open. A held order charged after weighing is not new again, and taken
 * orders never turn back, so a stale list cannot make one 'new' twice.
 */
function useNewPaidOrders() {
  const known = useRef(new Map<string, PaymentStatus>());
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());

  const remember = useCallback((id: string, payment: PaymentStatus) => {
    if (!isTaken(known.current.get(id))) known.current.set(id, payment);
  }, []);

  /** Returns true when this change is an order that was just paid or held. */
  const observe = useCallback((change: OrderChange): boolean => {
    const before = known.current.get(change.id);
    known.current.set(change.id, isTaken(before) && !isTaken(change.paymentStatus) ? before! : change.paymentStatus);
    const isNew = isTaken(change.paymentStatus) && before !== undefined && !isTaken(before);
    if (isNew) setFresh((current) => new Set(current).add(change.id));
    return isNew;
  }, []);

  const dismiss = useCallback((id: string) => {
    setFresh((current) => {
      if (!current.has(id)) return current;
      const next = new Set(current);
      next.delete(id);
      return next;
    });
  }, []);

  return { fresh, remember, observe, dismiss };
}

/** docs/product.md 'Admin orders': the table, live, with the details modal and kitchen tickets. */
export function OrdersPage() {
  const t = useTexts("ordersAdminTexts");
  const locale = useLocale();
  const shop = useShop();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const filterParam = searchParams.get("status");
  const status: OrderStatus | "all" = isStatus(filterParam) ? filterParam : "all";
  const openId = searchParams.get("order");
  const list = useOrderList(status);
  // Every page shown, newest first.
  const orders = useMemo(() => list.data?.pages.flatMap((page) => page.orders) ?? [], [list.data]);
  const sound = useNewOrderSound();
  const newPaid = useNewPaidOrders();
  const wide = useWideScreen();

  const { remember } = newPaid;
  useEffect(() => {
    for (const order of orders) remember(order.id, order.paymentStatus);
  }, [orders, remember]);

  const connection = useOrderEvents("/api/admin/orders/events", (change) => {
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    void queryClient.invalidateQueries({ queryKey: ["admin", "dashboard"] });
    if (change && newPaid.observe(change)) {
      const shortId = shortOrderId(change.id);
      notify("info", change.paymentStatus === "authorized" ? t.newHeldOrder(shortId) : t.newPaidOrder(shortId));
      sound.play();
    }
  });

  const setParam = (key: string, value: string | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const openDetails = (id: string) => {
    newPaid.dismiss(id);
    setParam("order", id);
  };

  return (
    <>
      <AdminPageHeader
        title={t.heading}
        actions={
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            {/* Owner and staff take phone and counter orders (ADR 0016). */}
            <Link to="/admin/orders/new" className={buttonStyles.primary}>
              <Icon node={Plus} className="h-4 w-4" />
              {t.newOrder.open}
            </Link>
            <LiveIndicator connection={connection} />
            <span className="flex items-center gap-2 text-sm text-ink-700">
              <Switch checked={sound.enabled} onChange={sound.setEnabled} label={t.sound} onText={t.soundOn} offText={t.soundOff} />
              <span aria-hidden="true">{t.sound}</span>
            </span>
          </div>
        }
      >
        <p className="mt-1 text-sm text-ink-500">{t.subtitle}</p>
      </AdminPageHeader>

      <div className="mb-4 flex flex-wrap items-center gap-2">
        <label htmlFor="order-status-filter" className="text-sm font-semibold">
          {t.filterLabel}
        </label>
        <select
          id="order-status-filter"
          value={status}
          onChange={(event) => {
            setParam("status", event.target.value === "all" ? null : event.target.value);
          }}
          className="min-h-11 rounded-lg border border-cream-200 bg-white px-3 text-sm"
        >
          <option value="all">{t.allStatuses}</option>
          {ORDER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t.status[value]}
            </option>
          ))}
        </select>
      </div>

      <AdminList query={list} live texts={t} isEmpty={orders.length === 0} emptyText={status === "all" ? t.empty : t.emptyFiltered}>
        {() =>
          !wide ? (
            // The owner's phone (ADR 0016): a card per order, time, customer, total, status and payment
            // at a glance, no sideways scrolling, controls big enough for a thumb.
            <ul className="space-y-3" aria-label={t.heading}>
              {orders.map((order) => {
                const shortId = shortOrderId(order.id);
                const isNew = newPaid.fresh.has(order.id);
                return (
                  <li
                    key={order.id}
                    data-testid="admin-order-row"
                    data-order-id={order.id}
                    data-new={isNew || undefined}
                    className={`rounded-2xl border bg-white p-4 ${isNew ? "border-saffron-500 bg-saffron-300/30" : "border-cream-200"}`}
                  >
                    <div className="flex items-start justify-between gap-3">
                      <div className="min-w-0">
                        <OrderNumber shortId={shortId} isNew={isNew} />
                        <p className="text-sm font-semibold text-ink-900">
                          <time dateTime={order.deliveryTime}>
                            {t.details.when(
                              t.orderType[order.orderType],
                              formatShopShortDateTime(order.deliveryTime, shop.timeZone, locale),
                            )}
                          </time>
                        </p>
                        <p className="truncate text-sm">{order.customerName}</p>
                      </div>
                      <div className="shrink-0 text-right">
                        <OrderAmount order={order} />
                      </div>
                    </div>
                    <div className="mt-3 flex items-center gap-2">
                      <div className="min-w-0 flex-1">
                        <OrderStatusSelect order={order} onChanged={() => newPaid.dismiss(order.id)} />
                      </div>
                      <button
                        type="button"
                        className={`${buttonStyles.secondary} min-h-11`}
                        aria-label={t.viewDetailsOf(shortId)}
                        onClick={() => openDetails(order.id)}
                      >
                        <Icon node={Eye} className="h-4 w-4" />
                      </button>
                      <Link
                        to={`/admin/orders/${order.id}/ticket`}
                        className={`${buttonStyles.secondary} min-h-11`}
                        aria-label={t.ticketOf(shortId)}
                      >
                        <Icon node={Printer} className="h-4 w-4" />
                      </Link>
                    </div>
                  </li>
                );
              })}
            </ul>
          ) : (
            <AdminTable
              columns={[
                { label: t.columns.order },
                { label: t.columns.created, wideOnly: true },
                { label: t.columns.customer },
                { label: t.columns.total, align: "right" },
                { label: t.columns.status },
                { label: t.columns.actions, srOnly: true },
              ]}
            >
              {orders.map((order) => {
                const shortId = shortOrderId(order.id);
                const isNew = newPaid.fresh.has(order.id);
                const created = formatShopShortDateTime(order.createdAt, shop.timeZone, locale);
                return (
                  <tr
                    key={order.id}
                    data-testid="admin-order-row"
                    data-order-id={order.id}
                    data-new={isNew || undefined}
                    className={isNew ? "bg-saffron-300/40 shadow-[inset_4px_0_0] shadow-saffron-500" : undefined}
                  >
                    <td className="px-3 py-3 align-top lg:px-4">
                      <OrderNumber shortId={shortId} isNew={isNew} />
                      {/* On a tablet the date sits under the number; wider screens give it a column. */}
                      <p className="text-xs text-ink-500 lg:hidden">
                        <span className="sr-only">{t.columns.created}: </span>
                        <time dateTime={order.createdAt}>{created}</time>
                      </p>
                    </td>
                    <td className="hidden px-3 py-3 align-top lg:table-cell lg:px-4">
                      <time dateTime={order.createdAt}>{created}</time>
                    </td>
                    <td className="max-w-36 px-3 py-3 align-top lg:max-w-none lg:px-4">
                      <p className="truncate font-semibold">{order.customerName}</p>
                      <p className="truncate text-xs text-ink-500">{order.customerEmail}</p>
                      <p className="text-xs text-ink-500">{t.orderType[order.orderType]}</p>
                    </td>
                    <td className="px-3 py-3 text-right align-top lg:px-4">
                      <OrderAmount order={order} />
                    </td>
                    <td className="px-3 py-3 align-top lg:px-4">
                      <OrderStatusSelect order={order} onChanged={() => newPaid.dismiss(order.id)} />
                    </td>
                    <td className="px-3 py-3 align-top lg:px-4">
                      <div className="flex items-center justify-end gap-1">
                        <button
                          type="button"
                          className={`${buttonStyles.ghost} whitespace-nowrap`}
                          aria-label={t.viewDetailsOf(shortId)}
                          title={t.viewDetails}
                          onClick={() => openDetails(order.id)}
                        >
                          <Icon node={Eye} className="h-4 w-4" />
                          <span className="hidden lg:inline">{t.viewDetails}</span>
                        </button>
                        <Link
                          to={`/admin/orders/${order.id}/ticket`}
                          className={buttonStyles.ghost}
                          aria-label={t.ticketOf(shortId)}
                          title={t.ticket}
                        >
                          <Icon node={Printer} className="h-4 w-4" />
                        </Link>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </AdminTable>
          )
        }
      </AdminList>

      <ShowMore list={list} label={t.showMore} />

      <OrderDetailsModal orderId={openId} fromList={orders.find((order) => order.id === openId)} onClose={() => setParam("order", null)} />
    </>
  );
}

/** The order's number, marked while it is a new paid order (the list and the phone's cards). */
function OrderNumber({ shortId, isNew }: { shortId: string; isNew: boolean }) {
  const t = useTexts("ordersAdminTexts");
  return (
    <p className="flex items-center gap-2 font-mono font-bold">
      {t.orderNumber(shortId)}
      {isNew && <span className="rounded-full bg-saffron-500 px-2 font-sans text-xs font-bold text-ink-900">{t.newBadge}</span>}
    </p>
  );
}

/** The total, whether it is an estimate, what is due at pickup and the payment state. */
function OrderAmount({ order }: { order: OrderDto }) {
  const t = useTexts("ordersAdminTexts");
  return (
    <>
      <p className="font-semibold tabular-nums">{formatCents(order.totalCents)}</p>
      {order.paymentStatus === "authorized" && <p className="text-xs text-ink-500">{t.estimate}</p>}
      {order.balanceDueCents > 0 && (
        <p className="whitespace-nowrap text-xs font-semibold text-red-800">{t.balanceDue(formatCents(order.balanceDueCents))}</p>
      )}
      <PaymentBadge status={order.paymentStatus} held={order.holdCents !== null} />
      <OrderOrigin order={order} />
    </>
  );
}
