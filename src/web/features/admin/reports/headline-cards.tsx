import { useId } from "react";
import type { ReportDto } from "@shared/reports/reports";
import { useLocale, useTexts } from "~/lib/texts";
import { reportFormat } from "./report-format";

/**
 * The five figures on top: revenue (money taken), refunds, net, orders and the average order,
 * each with its change against the compared period and that period's figure, in words (the
 * sign says up or down; colour adds nothing the words do not).
 */
export function HeadlineCards({ report }: { report: ReportDto }) {
  const t = useTexts("reportsAdminTexts");
  const format = reportFormat(useLocale());
  const headingId = useId();
  const comparison = t.comparisons[report.compare];
  const { revenue, orders } = report;

  const change = (current: number, previous: number) => {
    const percent = format.change(current, previous);
    if (current === previous) return t.headline.noChange(comparison);
    return percent === null ? t.headline.nothingBefore(comparison) : t.headline.change(percent, comparison);
  };
  const money = (key: string, label: string, current: number, previous: number, hint?: string) => ({
    key,
    label,
    hint,
    value: format.money(current),
    change: change(current, previous),
    previous: t.headline.previous(comparison, format.money(previous)),
  });
  const cards = [
    money("revenue", t.headline.revenue, revenue.capturedCents, revenue.previousCapturedCents, t.headline.revenueHint),
    money("refunds", t.headline.refunds, revenue.refundedCents, revenue.previousRefundedCents),
    money("net", t.headline.net, revenue.netCents, revenue.previousNetCents),
    {
      key: "orders",
      label: t.headline.orders,
      hint: undefined,
      value: format.count(orders.count),
      change: change(orders.count, orders.previousCount),
      previous: t.headline.previous(comparison, format.count(orders.previousCount)),
    },
    money("average", t.headline.average, orders.averageCents, orders.previousAverageCents),
  ];

  return (
    <section aria-labelledby={headingId} data-testid="report-headline">
      <h2 id={headingId} className="sr-only">
        {t.headline.heading}
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        {cards.map((card, index) => (
          <div
            key={card.key}
            className={`min-w-0 rounded-2xl bg-white p-4 shadow-sm ${index === 0 ? "col-span-2 lg:col-span-1" : ""}`}
            data-figure={card.key}
          >
            <dt className="text-xs font-semibold uppercase tracking-wide text-ink-500">{card.label}</dt>
            <dd className="mt-1 break-words text-xl font-bold tabular-nums text-ink-900 sm:text-2xl">{card.value}</dd>
            {card.hint && <dd className="text-xs text-ink-500">{card.hint}</dd>}
            <dd className="mt-1 text-sm font-semibold text-ink-700">{card.change}</dd>
            <dd className="text-xs text-ink-500">{card.previous}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
