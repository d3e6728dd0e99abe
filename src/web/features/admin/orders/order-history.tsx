import { ChevronRight } from "lucide";
import { useEffect, useState } from "react";
import { formatShopShortDateTime } from "@shared/core/time";
import { Icon } from "~/components/ui/icon";
import { notify } from "~/components/ui/toaster";
import { OrderStatusBadge } from "~/components/ui/order-status-badge";
import { useShop } from "~/lib/shop";
import { useOrderHistory } from "./orders-api";
import { useLocale, useTexts } from "~/lib/texts";

/**
 * The collapsible status history (order_history_with_details): loaded when opened, and
 * refetched while open whenever the order changes (its query sits under ['admin', 'orders']).
 */
export function OrderHistory({ orderId }: { orderId: string }) {
  const t = useTexts("ordersAdminTexts").details;
  const locale = useLocale();
  const shop = useShop();
  const [open, setOpen] = useState(false);
  const history = useOrderHistory(orderId, open);

  useEffect(() => {
    if (history.isError) notify("error", t.historyFailed);
  }, [history.isError, history.errorUpdatedAt, t.historyFailed]);

  return (
    <details className="group rounded-xl border border-cream-200" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 font-semibold [&::-webkit-details-marker]:hidden">
        <Icon node={ChevronRight} className="h-4 w-4 transition-transform group-open:rotate-90" />
        {t.history}
      </summary>
      {open && (
        <div className="border-t border-cream-200 px-4 py-3">
          {history.isPending ? (
            <p role="status" className="text-sm text-ink-500">
              {t.historyLoading}
            </p>
          ) : history.isError ? (
            <p role="alert" className="text-sm font-semibold text-red-800">
              {t.historyFailed}
            </p>
          ) : history.data.length === 0 ? (
            <p className="text-sm text-ink-500">{t.historyEmpty}</p>
          ) : (
            <ol className="space-y-3" aria-label={t.history}>
              {history.data.map((entry) => (
                <li key={entry.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm" data-testid="history-entry">
                  <OrderStatusBadge status={entry.status} />
                  <time dateTime={entry.createdAt} className="tabular-nums text-ink-700">
                    {formatShopShortDateTime(entry.createdAt, shop.timeZone, locale)}
                  </time>
                  <span className="text-ink-500">{entry.updatedByEmail ? t.historyBy(entry.updatedByEmail) : t.historyBySystem}</span>
                  {entry.note && <span className="w-full text-ink-700">{entry.note}</span>}
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </details>
  );
}
