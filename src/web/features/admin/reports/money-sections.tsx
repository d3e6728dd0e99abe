import { REPORT_CHANNELS, REPORT_METHODS, type ReportDto } from "@shared/reports/reports";
import { useLocale, useTexts } from "~/lib/texts";
import { reportFormat } from "./report-format";
import { FigureList, FigureTable, ReportSection } from "./report-parts";

/** 'Where the money came from': by payment method, by channel, pickup against delivery; every row shown, zeros too. */
export function MoneySection({ report }: { report: ReportDto }) {
  const t = useTexts("reportsAdminTexts").money;
  const format = reportFormat(useLocale());
  const byMethod = new Map(report.revenue.byMethod.map((figure) => [figure.method, figure.cents]));
  const byChannel = new Map(report.channels.map((figure) => [figure.channel, figure]));
  const byType = new Map(report.orderTypes.map((figure) => [figure.type, figure]));
  return (
    <ReportSection title={t.heading} className="lg:col-span-2" testId="report-money">
      <div className="grid gap-6 lg:grid-cols-3">
        <FigureTable
          caption={t.methods.caption}
          testId="methods-table"
          columns={[{ label: t.methods.method }, { label: t.methods.amount, numeric: true }]}
          rows={REPORT_METHODS.map((method) => ({
            key: method,
            cells: [t.methods.names[method], format.money(byMethod.get(method) ?? 0)],
          }))}
        />
        <FigureTable
          caption={t.channels.caption}
          testId="channels-table"
          columns={[
            { label: t.channels.channel },
            { label: t.channels.orders, numeric: true },
            { label: t.channels.amount, numeric: true },
          ]}
          rows={REPORT_CHANNELS.map((channel) => ({
            key: channel,
            cells: [
              t.channels.names[channel],
              format.count(byChannel.get(channel)?.orders ?? 0),
              format.money(byChannel.get(channel)?.capturedCents ?? 0),
            ],
          }))}
        />
        <FigureTable
          caption={t.types.caption}
          testId="types-table"
          columns={[{ label: t.types.type }, { label: t.types.orders, numeric: true }, { label: t.types.total, numeric: true }]}
          rows={(["pickup", "delivery"] as const).map((type) => ({
            key: type,
            cells: [t.types.names[type], format.count(byType.get(type)?.orders ?? 0), format.money(byType.get(type)?.totalCents ?? 0)],
          }))}
        />
      </div>
    </ReportSection>
  );
}

/** Tips, delivery fees, discounts and tax (by the day orders were placed), and refunds, full and partial (by the day they went through). */
export function ExtrasSection({ report }: { report: ReportDto }) {
  const t = useTexts("reportsAdminTexts").extras;
  const format = reportFormat(useLocale());
  const { extras } = report;
  return (
    <ReportSection title={t.heading} testId="report-extras">
      <div className="space-y-6">
        <FigureTable
          caption={t.caption}
          columns={[{ label: t.figure }, { label: t.amount, numeric: true }]}
          rows={[
            { key: "tips", cells: [t.tips, format.money(extras.tipsCents)] },
            { key: "fees", cells: [t.deliveryFees, format.money(extras.deliveryFeesCents)] },
            { key: "discounts", cells: [t.discounts, format.money(extras.discountCents)] },
            { key: "subtotal", cells: [t.subtotal, format.money(extras.subtotalCents)] },
            { key: "tax", cells: [t.tax, format.money(extras.taxCents)] },
          ]}
        />
        <FigureTable
          caption={t.refunds.caption}
          testId="refunds-table"
          columns={[{ label: t.refunds.kind }, { label: t.refunds.count, numeric: true }, { label: t.refunds.amount, numeric: true }]}
          rows={[
            { key: "full", cells: [t.refunds.full, format.count(extras.refunds.fullCount), format.money(extras.refunds.fullCents)] },
            {
              key: "partial",
              cells: [t.refunds.partial, format.count(extras.refunds.partialCount), format.money(extras.refunds.partialCents)],
            },
          ]}
        />
      </div>
    </ReportSection>
  );
}

/** Estimated against weighed, for the orders weighed in the range: the difference signed, and how many went up or down. */
export function WeighingSection({ report }: { report: ReportDto }) {
  const t = useTexts("reportsAdminTexts").weighing;
  const format = reportFormat(useLocale());
  const { weighing } = report;
  const direction = weighing.differenceCents > 0 ? t.more : weighing.differenceCents < 0 ? t.less : t.same;
  return (
    <ReportSection title={t.heading} hint={t.hint} testId="report-weighing">
      <FigureList
        figures={[
          { label: t.orders, value: format.count(weighing.orders) },
          { label: t.estimated, value: format.money(weighing.estimatedCents) },
          { label: t.weighed, value: format.money(weighing.weighedCents) },
          { label: t.difference, value: format.signedMoney(weighing.differenceCents), note: direction },
          { label: t.up, value: format.count(weighing.upCount) },
          { label: t.down, value: format.count(weighing.downCount) },
        ]}
      />
    </ReportSection>
  );
}
