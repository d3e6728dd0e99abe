import { Volume2 } from "lucide";
import { useEffect, useRef, useState } from "react";
import { INTL_LOCALE, type Locale } from "@shared/core/i18n";
import { shortOrderId, type OrderDto } from "@shared/orders/orders";
import { addDays, shopDate } from "@shared/ordering/schedule";
import { AdminList } from "~/components/admin/admin-list";
import { AdminPageHeader } from "~/components/admin/page-header";
import { Icon } from "~/components/ui/icon";
import { notify } from "~/components/ui/toaster";
import { ADMIN_EVENTS_URL, useOrderEvents } from "~/lib/use-order-events";
import { useShop } from "~/lib/shop";
import { useLocale, useTexts, type Texts } from "~/lib/texts";
import { LiveIndicator } from "../live-indicator";
import { useNow } from "../use-now";
import { KitchenCard } from "./kitchen-card";
import { KitchenCateringCard } from "./kitchen-catering-card";
import { useKitchenQueue } from "./kitchen-api";
import { useKitchenSound } from "./use-kitchen-sound";
import { useScreenWakeLock } from "./use-wake-lock";

interface DayGroup {
  date: string;
  label: string;
  orders: OrderDto[];
}

/** The orders (already soonest first) by the shop's day: 'Today', 'Tomorrow', then 'Friday, June 6'. */
function groupByDay(orders: OrderDto[], now: number, timeZone: string, locale: Locale, t: Texts<"kitchenTexts">): DayGroup[] {
  const today = shopDate(new Date(now), timeZone);
  const tomorrow = addDays(today, 1);
  const dayFormat = new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone, weekday: "long", month: "long", day: "numeric" });
  const groups: DayGroup[] = [];
  for (const order of orders) {
    const date = shopDate(new Date(order.deliveryTime), timeZone);
    let group = groups.at(-1);
    if (group?.date !== date) {
      const label = date <= today ? t.today : date === tomorrow ? t.tomorrow : dayFormat.format(new Date(order.deliveryTime));
      group = { date, label, orders: [] };
      groups.push(group);
    }
    group.orders.push(order);
  }
  return groups;
}

/**
 * Tells new orders apart: the ids of the first list are known; any id that shows up in a later
 * list is new (orders reach the kitchen once paid or held, and leave once completed, so an id
 * is never new twice). Returns the ids still highlighted and the ones that just arrived.
 */
function useNewOrders(orders: OrderDto[] | undefined, onArrived: (orders: OrderDto[]) => void): ReadonlySet<string> {
  const known = useRef<Set<string> | null>(null);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const arrived = useRef(onArrived);
  useEffect(() => {
    arrived.current = onArrived;
  });
  useEffect(() => {
    if (!orders) return;
    if (!known.current) {
      known.current = new Set(orders.map((order) => order.id));
      return;
    }
    const seen = known.current;
    const added = orders.filter((order) => !seen.has(order.id));
    if (added.length === 0) return;
    for (const order of added) seen.add(order.id);
    setFresh((current) => new Set([...current, ...added.map((order) => order.id)]));
    arrived.current(added);
  }, [orders]);
  return fresh;
}

/**
 * The kitchen screen (ADR 0016): a counter tablet's cards of the paid orders to prepare, today's
 * first, each moved on with one tap. It follows the admin's order stream (any change refetches
 * the list; the stream reopens by itself), refetches every minute should the stream go quiet,
 * beeps and says so when a new order arrives, and keeps the screen awake.
 */
export function KitchenPage() {
  const t = useTexts("kitchenTexts");
  const cateringTexts = useTexts("cateringAdminTexts");
  const locale = useLocale();
  const shop = useShop();
  const now = useNow();
  const queue = useKitchenQueue();
  const sound = useKitchenSound();
  const [announcement, setAnnouncement] = useState("");
  useScreenWakeLock();

  // Catering events (ADR 0023) come on the same stream: they refetch the screen, with no new-order beep.
  const connection = useOrderEvents(
    ADMIN_EVENTS_URL,
    () => void queue.refetch(),
    () => void queue.refetch(),
  );

  const fresh = useNewOrders(queue.data?.orders, (added) => {
    const message = added.map((order) => t.newOrder(shortOrderId(order.id))).join(". ");
    setAnnouncement(message);
    notify("info", message);
    sound.beep();
  });

  const orders = queue.data?.orders ?? [];
  const catering = queue.data?.catering ?? [];
  const timeFormat = new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone: shop.timeZone, hour: "numeric", minute: "2-digit" });

  return (
    <>
      <AdminPageHeader
        title={t.heading}
        actions={
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <LiveIndicator connection={connection} />
            {sound.running ? (
              <p className="flex items-center gap-1.5 text-xs font-semibold text-ink-500">
                <Icon node={Volume2} className="h-4 w-4" />
                {t.soundIsOn}
              </p>
            ) : (
              <button
                type="button"
                onClick={sound.turnOn}
                className="inline-flex min-h-12 items-center gap-2 rounded-full bg-ink-900 px-5 font-bold text-white hover:bg-ink-700 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                <Icon node={Volume2} className="h-5 w-5" />
                {t.turnOnSound}
              </button>
            )}
          </div>
        }
      >
        <p className="mt-1 text-sm text-ink-500">{t.subtitle}</p>
        {queue.data && <p className="mt-1 text-sm font-semibold">{t.orderCount(orders.length)}</p>}
      </AdminPageHeader>

      {/* New orders, read out by screen readers (sonner's toast may be gone before it is reached). */}
      <p className="sr-only" role="status" aria-live="polite" data-testid="kitchen-announcement">
        {announcement}
      </p>

      <AdminList query={queue} live texts={t} isEmpty={orders.length === 0 && catering.length === 0} emptyText={t.empty}>
        {() => (
          <>
            {catering.length > 0 && (
              <section aria-labelledby="kitchen-catering" className="mb-8" data-testid="kitchen-catering">
                <h2 id="kitchen-catering" className="mb-3 text-2xl font-bold">
                  {cateringTexts.kitchen.section}
                </h2>
                <div className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,18rem),1fr))] gap-4">
                  {catering.map((event) => (
                    <KitchenCateringCard key={event.id} event={event} time={timeFormat.format(new Date(event.eventAt))} />
                  ))}
                </div>
              </section>
            )}
            {groupByDay(orders, now, shop.timeZone, locale, t).map((group) => (
              <section key={group.date} aria-labelledby={`kitchen-day-${group.date}`} className="mb-8">
                <h2 id={`kitchen-day-${group.date}`} className="mb-3 text-2xl font-bold">
                  {group.label}
                </h2>
                <div className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,18rem),1fr))] gap-4">
                  {group.orders.map((order) => (
                    <KitchenCard
                      key={order.id}
                      order={order}
                      time={timeFormat.format(new Date(order.deliveryTime))}
                      isNew={fresh.has(order.id)}
                    />
                  ))}
                </div>
              </section>
            ))}
          </>
        )}
      </AdminList>
    </>
  );
}
