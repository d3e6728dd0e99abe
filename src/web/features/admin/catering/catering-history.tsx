import { ChevronRight } from "lucide";
import type { CateringHistoryDto } from "@shared/catering/catering";
import { formatShopShortDateTime } from "@shared/core/time";
import { Icon } from "~/components/ui/icon";
import { useShop } from "~/lib/shop";
import { useLocale, useTexts } from "~/lib/texts";
import { CateringStatusBadge } from "./catering-badges";
import { useSay } from "./use-say";

/**
 * The event's history, folded: each move with when, who and its note, said in the admin's
 * language (a note is a Said, ADR 0022). It comes with the event, so it is as fresh as the page.
 */
export function CateringHistory({ history }: { history: CateringHistoryDto[] }) {
  const t = useTexts("cateringAdminTexts").history;
  const locale = useLocale();
  const shop = useShop();
  const say = useSay();
  // The customer, the payment provider or the shop's clock by their words; a person by their e-mail.
  const whoDid = (by: string) => (Object.hasOwn(t.actors, by) ? t.actors[by as keyof typeof t.actors] : by);
  return (
    <details className="group rounded-xl border border-cream-200 bg-white">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 font-semibold [&::-webkit-details-marker]:hidden">
        <Icon node={ChevronRight} className="h-4 w-4 transition-transform group-open:rotate-90" />
        {t.heading(history.length)}
      </summary>
      <div className="border-t border-cream-200 px-4 py-3">
        {history.length === 0 ? (
          <p className="text-sm text-ink-500">{t.empty}</p>
        ) : (
          <ol className="space-y-3" aria-label={t.heading(history.length)}>
            {history.map((entry, index) => (
              <li
                key={`${entry.at}-${index}`}
                className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm"
                data-testid="catering-history-entry"
              >
                <CateringStatusBadge status={entry.to} />
                <time dateTime={entry.at} className="tabular-nums text-ink-700">
                  {formatShopShortDateTime(entry.at, shop.timeZone, locale)}
                </time>
                {entry.by && <span className="text-ink-500">{t.by(whoDid(entry.by))}</span>}
                {entry.note && <span className="w-full text-ink-700">{say(entry.note)}</span>}
              </li>
            ))}
          </ol>
        )}
      </div>
    </details>
  );
}
