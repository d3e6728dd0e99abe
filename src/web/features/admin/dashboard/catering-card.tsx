import { ChevronRight, PartyPopper } from "lucide";
import { Link } from "react-router";
import type { CateringDashboardDto } from "@shared/catering/catering";
import { formatCents } from "@shared/core/money";
import { formatShopShortDateTime } from "@shared/core/time";
import { buttonStyles } from "~/components/admin/button-styles";
import { Icon } from "~/components/ui/icon";
import { useShop } from "~/lib/shop";
import { useLocale, useTexts } from "~/lib/texts";

/**
 * The dashboard's catering card (ADR 0023): the events coming up (tentative while quoted and
 * unpaid), the deposits taken for them and the balances still due, and the way to all of them.
 */
export function CateringCard({ catering }: { catering: CateringDashboardDto }) {
  const t = useTexts("cateringAdminTexts").dashboard;
  const words = useTexts("cateringWordTexts");
  const locale = useLocale();
  const shop = useShop();
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm" aria-labelledby="dashboard-catering-heading" data-testid="dashboard-catering">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="dashboard-catering-heading" className="flex items-center gap-2 text-lg font-bold text-ink-900">
          <Icon node={PartyPopper} className="h-5 w-5 text-brand-600" />
          {t.heading}
        </h2>
        <Link to="/admin/catering" className={buttonStyles.secondary}>
          {t.seeAll}
          <Icon node={ChevronRight} className="h-4 w-4" />
        </Link>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-cream-50 p-3">
          <dt className="text-xs font-semibold uppercase tracking-wide text-ink-500">{t.depositsTaken}</dt>
          <dd className="text-2xl font-bold tabular-nums">{formatCents(catering.depositsTakenCents)}</dd>
        </div>
        <div className="rounded-xl bg-cream-50 p-3">
          <dt className="text-xs font-semibold uppercase tracking-wide text-ink-500">{t.balancesDue}</dt>
          <dd className="text-2xl font-bold tabular-nums">{formatCents(catering.balancesDueCents)}</dd>
        </div>
      </dl>
      <h3 className="mt-4 text-sm font-semibold text-ink-700">{t.upcoming}</h3>
      {catering.upcoming.length === 0 ? (
        <p className="mt-1 text-sm text-ink-700">{t.empty}</p>
      ) : (
        <ul className="mt-1 divide-y divide-cream-200">
          {catering.upcoming.map((event) => (
            <li
              key={event.id}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2"
              data-testid="dashboard-catering-event"
            >
              <div className="min-w-0">
                <p className="font-semibold">
                  <time dateTime={event.eventAt}>{formatShopShortDateTime(event.eventAt, shop.timeZone, locale)}</time>{" "}
                  <span className="font-mono text-sm text-ink-500">{event.reference}</span>
                </p>
                <p className="text-sm text-ink-700">
                  {words.guests(event.guests)} · {event.customerName} ·{" "}
                  <span className="font-semibold">{event.tentative ? words.tentative : words.status[event.status]}</span>
                </p>
              </div>
              <Link
                to={`/admin/catering/${event.id}`}
                className={buttonStyles.secondary}
                aria-label={t.openLabel(event.reference, event.customerName)}
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
