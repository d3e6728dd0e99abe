import { Printer } from "lucide";
import { Link } from "react-router";
import type { KitchenCateringDto } from "@shared/catering/catering";
import { formatQuantity } from "@shared/core/quantity";
import { phoneHref } from "@shared/shop/shop";
import { describeOptions } from "@shared/menu/options";
import { Icon } from "~/components/ui/icon";
import { useTexts } from "~/lib/texts";

/**
 * A catering event on its day (ADR 0023), a card of its own beside the orders': the party, when
 * and how it leaves, each line with its weight (as weighed, once weighed), the dietary notes, and
 * the way to its prep sheet and its page. Nothing to tap through: it is handed over on its page.
 */
export function KitchenCateringCard({ event, time }: { event: KitchenCateringDto; time: string }) {
  const t = useTexts("cateringAdminTexts").kitchen;
  const words = useTexts("cateringWordTexts");
  const headingId = `kitchen-catering-${event.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="kitchen-catering-card"
      data-event-id={event.id}
      className="flex flex-col rounded-2xl border-2 border-brand-700 bg-white p-4 shadow-sm"
    >
      <header>
        <h3 id={headingId} className="text-xl font-bold">
          {t.heading(words.guests(event.guests), words.style[event.style])}
        </h3>
        <p className="font-mono text-sm text-ink-500">{event.reference}</p>
      </header>

      <p className="mt-2 text-lg font-bold">
        {words.fulfilment[event.fulfilment]} · <time dateTime={event.eventAt}>{time}</time>
      </p>
      {event.fulfilment === "delivery" && event.address && (
        <p className="text-sm">
          <span className="font-semibold">{t.address}:</span> {event.address}
        </p>
      )}
      <p className="text-sm">
        {event.customerName} ·{" "}
        <a className="text-brand-700 underline" href={phoneHref(event.customerPhone)}>
          {event.customerPhone}
        </a>
      </p>

      <h4 className="sr-only">{t.items}</h4>
      <ul className="mt-3 flex-1 divide-y divide-cream-200 border-y border-cream-200">
        {event.lines.map((line) => {
          const weighed = line.weighedQuantity !== null;
          return (
            <li key={line.index} className="flex gap-3 py-2" data-testid="kitchen-catering-line">
              <span className="w-20 shrink-0 text-right text-lg font-black tabular-nums">
                {line.unit === "lb"
                  ? formatQuantity(weighed ? line.weighedQuantity! : line.quantity, line.unit)
                  : `${formatQuantity(line.quantity, line.unit)}×`}
              </span>
              <span className="min-w-0 break-words">
                <span className="text-lg font-semibold">{line.name}</span>
                {line.pricedByWeight && !weighed && (
                  <span className="ml-2 inline-block rounded border-2 border-ink-900 px-1 align-middle text-xs font-black uppercase">
                    {t.weigh}
                  </span>
                )}
                {line.options.length > 0 && (
                  <span className="block text-sm font-semibold text-ink-700">{describeOptions(line.options)}</span>
                )}
                {weighed && <span className="block text-sm text-ink-700">{t.weighed}</span>}
              </span>
            </li>
          );
        })}
      </ul>

      {event.dietaryNotes && (
        <div className="mt-3 rounded-lg border-2 border-ink-900 p-2">
          <p className="text-xs font-black uppercase">{t.dietaryNotes}</p>
          <p className="whitespace-pre-line font-semibold">{event.dietaryNotes}</p>
        </div>
      )}

      <div className="mt-4 flex items-stretch gap-2">
        <Link
          to={`/admin/catering/${event.id}`}
          className="inline-flex min-h-14 flex-1 items-center justify-center rounded-xl bg-brand-700 px-4 text-lg font-bold text-white hover:bg-brand-800 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-ink-900"
          aria-label={t.openLabel(event.reference)}
        >
          {t.open}
        </Link>
        <Link
          to={`/admin/catering/${event.id}/prep`}
          aria-label={t.prepSheetOf(event.reference)}
          className="inline-flex min-h-14 min-w-14 items-center justify-center gap-1.5 rounded-xl border-2 border-cream-200 px-3 text-sm font-semibold text-ink-700 hover:bg-cream-100 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-ink-900"
        >
          <Icon node={Printer} className="h-5 w-5" />
          <span>{t.prepSheet}</span>
        </Link>
      </div>
    </article>
  );
}
