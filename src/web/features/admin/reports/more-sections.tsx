import { Download } from "lucide";
import type { PrepFigure, ReportDto } from "@shared/reports/reports";
import { buttonStyles } from "~/components/admin/button-styles";
import { Icon } from "~/components/ui/icon";
import { useLocale, useTexts } from "~/lib/texts";
import { csvHref } from "./report-choice";
import { reportFormat } from "./report-format";
import { FigureList, FigureTable, ReportSection } from "./report-parts";

/** The prep list by pickup date, earliest first; within a date, the items by name. */
export function prepByDate(preorders: readonly PrepFigure[]): [string, PrepFigure[]][] {
  const dates = new Map<string, PrepFigure[]>();
  const sorted = [...preorders].sort(
    (a, b) => a.date.localeCompare(b.date) || a.itemName.localeCompare(b.itemName) || a.choice.localeCompare(b.choice),
  );
  for (const line of sorted) dates.set(line.date, [...(dates.get(line.date) ?? []), line]);
  return [...dates];
}

/** Holiday pre-orders: one table per pickup date, what to prepare for it. */
export function PreordersSection({ preorders }: { preorders: PrepFigure[] }) {
  const t = useTexts("reportsAdminTexts");
  const p = t.preorders;
  const format = reportFormat(useLocale());
  const groups = prepByDate(preorders);
  return (
    <ReportSection title={p.heading} hint={p.hint} className="lg:col-span-2" testId="report-preorders">
      {groups.length === 0 ? (
        <p className="text-sm text-ink-700">{p.empty}</p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          {groups.map(([date, lines]) => (
            <FigureTable
              key={date}
              caption={p.caption(format.date(date))}
              columns={[
                { label: p.item },
                { label: p.choice },
                { label: p.orders, numeric: true },
                { label: p.pounds, numeric: true },
                { label: p.pieces, numeric: true },
              ]}
              rows={lines.map((line) => ({
                key: `${line.itemName}\u0000${line.choice}`,
                cells: [
                  line.itemName,
                  line.choice || t.none,
                  format.count(line.orders),
                  line.pounds > 0 ? t.items.poundsValue(format.pounds(line.pounds)) : t.none,
                  line.pieces > 0 ? format.count(line.pieces) : t.none,
                ],
              }))}
            />
          ))}
        </div>
      )}
    </ReportSection>
  );
}

export function CustomersSection({ report }: { report: ReportDto }) {
  const t = useTexts("reportsAdminTexts").customers;
  const format = reportFormat(useLocale());
  return (
    <ReportSection title={t.heading} testId="report-customers">
      <FigureList
        figures={[
          { label: t.newCustomers, value: format.count(report.customers.newCustomers) },
          { label: t.newOrders, value: format.count(report.customers.newOrders) },
          { label: t.returningOrders, value: format.count(report.customers.returningOrders) },
        ]}
      />
    </ReportSection>
  );
}

/** Gift cards sold, redeemed, refunded onto, given away, and what the shop owes on them when the range ends. */
export function GiftCardsSection({ report }: { report: ReportDto }) {
  const t = useTexts("reportsAdminTexts").giftCards;
  const format = reportFormat(useLocale());
  const cards = report.giftCards;
  return (
    <ReportSection title={t.heading} testId="report-gift-cards">
      <FigureList
        figures={[
          { label: t.sold, value: t.soldValue(cards.soldCount, format.money(cards.soldCents)) },
          { label: t.redeemed, value: format.money(cards.redeemedCents) },
          { label: t.refunded, value: format.money(cards.refundedCents) },
          { label: t.promotional, value: format.money(cards.promotionalCents) },
          { label: t.liability(format.date(report.range.to)), value: format.money(cards.liabilityCents) },
        ]}
      />
    </ReportSection>
  );
}

/** The codes used in the range and what each cost, the costliest first. */
export function PromosSection({ report }: { report: ReportDto }) {
  const t = useTexts("reportsAdminTexts").promos;
  const format = reportFormat(useLocale());
  const promos = [...report.promos].sort((a, b) => b.discountCents - a.discountCents || a.code.localeCompare(b.code));
  return (
    <ReportSection title={t.heading} testId="report-promos">
      {promos.length === 0 ? (
        <p className="text-sm text-ink-700">{t.empty}</p>
      ) : (
        <FigureTable
          caption={t.caption}
          columns={[{ label: t.code }, { label: t.uses, numeric: true }, { label: t.cost, numeric: true }]}
          rows={promos.map((promo) => ({
            key: promo.code,
            cells: [<span className="font-mono">{promo.code}</span>, format.count(promo.uses), format.money(promo.discountCents)],
          }))}
        />
      )}
    </ReportSection>
  );
}

export function CateringSection({ report }: { report: ReportDto }) {
  const t = useTexts("reportsAdminTexts").catering;
  const format = reportFormat(useLocale());
  const { catering } = report;
  return (
    <ReportSection title={t.heading} testId="report-catering">
      <FigureList
        figures={[
          { label: t.events, value: format.count(catering.events) },
          { label: t.deposits, value: format.money(catering.depositsCents) },
          { label: t.balances, value: format.money(catering.balancesCents) },
          { label: t.refunds, value: format.money(catering.refundsCents) },
          { label: t.owed, value: format.money(catering.owedCents) },
        ]}
      />
    </ReportSection>
  );
}

/** The bookkeeper's two files for the range shown: plain links, the answer names the file (Content-Disposition). */
export function CsvSection({ range }: { range: { from: string; to: string } }) {
  const t = useTexts("reportsAdminTexts").csv;
  const format = reportFormat(useLocale());
  return (
    <ReportSection title={t.heading} hint={t.hint} className="lg:col-span-2" testId="report-csv">
      <p className="mb-3 text-sm text-ink-700">{t.range(format.range(range.from, range.to))}</p>
      <ul className="flex flex-wrap gap-3">
        {(["orders", "payments"] as const).map((rows) => (
          <li key={rows}>
            <a href={csvHref(range, rows)} download className={buttonStyles.secondary} data-csv={rows}>
              <Icon node={Download} className="h-4 w-4" />
              {t[rows]}
            </a>
          </li>
        ))}
      </ul>
    </ReportSection>
  );
}
