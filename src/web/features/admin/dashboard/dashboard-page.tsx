import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { IconNode } from "lucide";
import { ClipboardList, DollarSign, HandCoins, Hourglass, Mail, Scale, ShoppingBag, TriangleAlert } from "lucide";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import type { HeldOrderDto } from "@shared/orders/dashboard";
import { formatCents } from "@shared/core/money";
import { shortOrderId } from "@shared/orders/orders";
import { HOLD_EXPIRY_WARNING_HOURS } from "@shared/core/quantity";
import { formatShopShortDateTime } from "@shared/core/time";
import { buttonStyles } from "~/components/admin/button-styles";
import { useShop } from "~/lib/shop";
import { AdminPageHeader } from "~/components/admin/page-header";
import { Spinner } from "~/components/ui/spinner";
import { ADMIN_EVENTS_URL, useOrderEvents } from "~/lib/use-order-events";
import { api, unwrap } from "~/lib/api-client";
import { LiveIndicator } from "../live-indicator";
import { CateringCard } from "./catering-card";
import { GiftCardsCard } from "./gift-cards-card";
import { useLocale, useTexts } from "~/lib/texts";

export const dashboardQuery = {
  queryKey: ["admin", "dashboard"],
  queryFn: () => unwrap(api.admin.dashboard.$get()),
};

function StatCard({ label, caption, value, icon }: { label: string; caption: string; value: string; icon: IconNode }) {
  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm">
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-ink-500">{label}</h2>
        <Icon node={icon} className="h-5 w-5 text-brand-600" />
      </div>
      <p className="mt-2 text-3xl font-bold tabular-nums text-ink-900">{value}</p>
      <p className="mt-1 text-xs text-ink-500">{caption}</p>
    </div>
  );
}

/** A list of held orders: who, how much, when; each opens the order's details on the orders page. */
function HeldOrders({
  title,
  intro,
  empty,
  when,
  orders,
  icon,
  tone,
  testId,
}: {
  title: string;
  intro: string;
  empty: string;
  when: (formatted: string) => string;
  orders: HeldOrderDto[];
  icon: IconNode;
  tone: "warning" | "danger";
  testId: string;
}) {
  const shop = useShop();
  const locale = useLocale();
  const t = useTexts("dashboardTexts").holds;
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm" aria-labelledby={`${testId}-heading`} data-testid={testId}>
      <h2 id={`${testId}-heading`} className="flex items-center gap-2 text-lg font-bold text-ink-900">
        <Icon node={icon} className={`h-5 w-5 ${tone === "danger" ? "text-red-700" : "text-saffron-500"}`} />
        {title}
      </h2>
      <p className="mt-1 text-sm text-ink-500">{intro}</p>
      {orders.length === 0 ? (
        <p className="mt-3 text-sm text-ink-700">{empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-cream-200">
          {orders.map((order) => (
            <li key={order.orderId} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2" data-testid="held-order">
              <div className="min-w-0">
                <p className="font-semibold">
                  {order.customerName} <span className="font-mono text-sm text-ink-500">#{shortOrderId(order.orderId)}</span>
                </p>
                <p className={`text-sm ${tone === "danger" ? "text-red-800" : "text-ink-700"}`}>
                  <span className="font-semibold tabular-nums">{formatCents(order.holdCents)}</span> ·{" "}
                  <time dateTime={order.holdExpiresAt}>{when(formatShopShortDateTime(order.holdExpiresAt, shop.timeZone, locale))}</time>
                </p>
              </div>
              <Link
                to={`/admin/orders?order=${order.orderId}`}
                className={buttonStyles.secondary}
                aria-label={t.openLabel(order.customerName, shortOrderId(order.orderId))}
              >
                {t.open}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * docs/product.md 'Admin dashboard': the figures computed on the server (see DashboardStats and
 * GET /api/admin/dashboard), with the money held awaiting weighing beside revenue (which counts
 * only money charged) and the card holds to act on (ADR 0013); refetched whenever an order is
 * placed, paid or changed; the catering card (ADR 0023) whenever an event changes; what the shop
 * owes on its gift cards (ADR 0024), refetched after a card's money moves.
 */
export function DashboardPage() {
  const texts = useTexts("dashboardTexts");
  const adminTexts = useTexts("adminTexts");
  const queryClient = useQueryClient();
  const { data, isPending, isError } = useQuery(dashboardQuery);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: dashboardQuery.queryKey });
  // Catering events (ADR 0023) come on the same stream and change the catering card.
  const connection = useOrderEvents(ADMIN_EVENTS_URL, refresh, refresh);
  return (
    <>
      <AdminPageHeader title={texts.heading} actions={<LiveIndicator connection={connection} />} />
      {isPending ? (
        <Spinner label={adminTexts.loading} />
      ) : isError ? (
        <p role="alert" className="mt-6 rounded-lg bg-brand-50 p-4 font-semibold text-brand-800">
          {texts.loadFailed}
        </p>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            <StatCard {...texts.cards.totalOrders} value={String(data.totalOrders)} icon={ShoppingBag} />
            <StatCard {...texts.cards.totalRevenue} value={formatCents(data.totalRevenueCents)} icon={DollarSign} />
            <StatCard
              label={texts.cards.awaitingWeighing.label}
              caption={texts.cards.awaitingWeighing.caption(data.awaitingWeighingOrders)}
              value={formatCents(data.awaitingWeighingCents)}
              icon={Scale}
            />
            <StatCard {...texts.cards.tipsToday} value={formatCents(data.tipsTodayCents)} icon={HandCoins} />
            <StatCard {...texts.cards.pendingOrders} value={String(data.pendingOrders)} icon={ClipboardList} />
            <StatCard {...texts.cards.unreadMessages} value={String(data.unreadMessages)} icon={Mail} />
            <GiftCardsCard liabilityCents={data.giftCardLiabilityCents} />
          </div>
          <div className="mt-6 grid gap-4 lg:grid-cols-2">
            <HeldOrders
              title={texts.holds.soon.heading}
              intro={texts.holds.soon.intro(HOLD_EXPIRY_WARNING_HOURS)}
              empty={texts.holds.soon.empty(HOLD_EXPIRY_WARNING_HOURS)}
              when={texts.holds.soon.when}
              orders={data.holdsExpiringSoon}
              icon={Hourglass}
              tone="warning"
              testId="holds-expiring"
            />
            <HeldOrders
              title={texts.holds.expired.heading}
              intro={texts.holds.expired.intro}
              empty={texts.holds.expired.empty}
              when={texts.holds.expired.when}
              orders={data.expiredHolds}
              icon={TriangleAlert}
              tone="danger"
              testId="holds-expired"
            />
          </div>
          <div className="mt-6">
            <CateringCard catering={data.catering} />
          </div>
        </>
      )}
    </>
  );
}
