import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { IconNode } from "lucide";
import { ClipboardList, DollarSign, Mail, ShoppingBag } from "lucide";
import { Icon } from "~/components/ui/icon";
import { formatCents } from "@shared/money";
import { adminTexts } from "@shared/texts/admin";
import { AdminPageHeader } from "~/components/admin/page-header";
import { Spinner } from "~/components/ui/spinner";
import { useOrderEvents } from "~/features/orders/use-order-events";
import { api, unwrap } from "~/lib/api-client";
import { LiveIndicator } from "../live-indicator";
import { dashboardTexts } from "@shared/texts/dashboard";

const texts = dashboardTexts;

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

/**
 * SPEC.md 'Admin dashboard': four figures computed on the server (see DashboardStats and
 * GET /api/admin/dashboard), refetched whenever an order is placed, paid or changed.
 */
export function DashboardPage() {
  const queryClient = useQueryClient();
  const { data, isPending, isError } = useQuery(dashboardQuery);
  const connection = useOrderEvents(
    "/api/admin/orders/events",
    () => void queryClient.invalidateQueries({ queryKey: dashboardQuery.queryKey }),
  );
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
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <StatCard {...texts.cards.totalOrders} value={String(data.totalOrders)} icon={ShoppingBag} />
          <StatCard {...texts.cards.totalRevenue} value={formatCents(data.totalRevenueCents)} icon={DollarSign} />
          <StatCard {...texts.cards.pendingOrders} value={String(data.pendingOrders)} icon={ClipboardList} />
          <StatCard {...texts.cards.unreadMessages} value={String(data.unreadMessages)} icon={Mail} />
        </div>
      )}
    </>
  );
}
