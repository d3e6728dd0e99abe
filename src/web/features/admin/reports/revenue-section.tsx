import { useId, useState } from "react";
import type { ReportBucket, ReportDto, RevenuePoint } from "@shared/reports/reports";
import { useLocale, useTexts } from "~/lib/texts";
import { reportFormat, type ReportFormat } from "./report-format";
import { FigureTable, ReportSection, TableToggle, PlotSvg, usePlotWidth } from "./report-parts";

/**
 * Where the y axis has its lines: whole dollars, a step of 1, 2 or 5 times a power of ten, from
 * zero to the first line at or above `max` (cents); just zero when there is nothing.
 */
export function axisTicks(max: number, lines = 4): number[] {
  if (max <= 0) return [0];
  const rough = max / lines;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(100, [1, 2, 5, 10].map((times) => times * power).find((candidate) => candidate >= rough) ?? 10 * power);
  const ticks = [0];
  while (ticks[ticks.length - 1]! < max) ticks.push(ticks[ticks.length - 1]! + step);
  return ticks;
}

/**
 * 'Revenue over time': money taken per bucket as bars, the compared period's as a dashed step
 * line over them (told apart by shape, not colour alone), drawn in plain SVG (ADR 0025: no chart
 * library); its exact figures in a table behind 'Show table'.
 */
export function RevenueSection({ report, defaultShowTable = false }: { report: ReportDto; defaultShowTable?: boolean }) {
  const t = useTexts("reportsAdminTexts");
  const format = reportFormat(useLocale());
  const [showTable, setShowTable] = useState(defaultShowTable);
  const tableId = useId();
  const comparison = t.comparisons[report.compare];
  const bucket = t.revenue.byBucket[report.bucket];
  const { revenue } = report;
  const summary = t.revenue.summary(bucket, format.money(revenue.capturedCents), format.money(revenue.previousCapturedCents), comparison);
  return (
    <ReportSection
      title={t.revenue.heading}
      testId="report-revenue"
      actions={<TableToggle open={showTable} onToggle={() => setShowTable(!showTable)} controls={tableId} of={t.revenue.heading} />}
    >
      <ul className="mb-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-700">
        <li className="flex items-center gap-2">
          <svg width="14" height="14" aria-hidden="true" className="shrink-0">
            <rect width="14" height="14" rx="2" className="fill-brand-600" />
          </svg>
          {t.revenue.thisRange}
        </li>
        <li className="flex items-center gap-2">
          <svg width="22" height="14" aria-hidden="true" className="shrink-0">
            <line x1="0" x2="22" y1="7" y2="7" strokeWidth="2" strokeDasharray="5 3" className="stroke-ink-700" />
          </svg>
          {t.revenue.previousRange(comparison)}
        </li>
      </ul>
      <RevenuePlot series={revenue.series} bucket={report.bucket} summary={summary} format={format} />
      <div id={tableId} className={showTable ? "mt-4" : ""}>
        {showTable && (
          <FigureTable
            caption={t.revenue.caption(bucket)}
            testId="revenue-table"
            columns={[
              { label: t.revenue.columns.start, nowrap: true },
              { label: t.revenue.columns.captured, numeric: true },
              { label: t.revenue.columns.refunded, numeric: true },
              { label: t.revenue.columns.previous(comparison), numeric: true },
            ]}
            rows={revenue.series.map((point) => ({
              key: point.start,
              cells: [
                format.shortDate(point.start),
                format.money(point.capturedCents),
                format.money(point.refundedCents),
                format.money(point.previousCapturedCents),
              ],
            }))}
          />
        )}
      </div>
    </ReportSection>
  );
}

/** Rough width of a label in 12 px digits, for the room the axis and the ticks need. */
const textWidth = (text: string) => text.length * 7;

function RevenuePlot({
  series,
  bucket,
  summary,
  format,
}: {
  series: RevenuePoint[];
  bucket: ReportBucket;
  summary: string;
  format: ReportFormat;
}) {
  const { ref, width } = usePlotWidth(640);
  const height = width < 480 ? 220 : 280;
  const ticks = axisTicks(Math.max(0, ...series.flatMap((point) => [point.capturedCents, point.previousCapturedCents])));
  const top = Math.max(ticks[ticks.length - 1]!, 100);
  const left = Math.max(...ticks.map((tick) => textWidth(format.axisMoney(tick)))) + 10;
  const right = 8;
  const above = 10;
  const below = 26;
  const plotWidth = Math.max(width - left - right, 10);
  const plotHeight = height - above - below;
  const baseline = above + plotHeight;
  const y = (cents: number) => baseline - (Math.max(cents, 0) / top) * plotHeight;
  const count = Math.max(series.length, 1);
  const band = plotWidth / count;
  const barWidth = Math.max(1, band * (band > 6 ? 0.7 : 0.9));
  const x = (index: number) => left + index * band;

  // Ticks far enough apart for their labels: on a phone, a month by day labels every fifth day or so.
  const withYear = series.length > 0 && series[0]!.start.slice(0, 4) !== series[series.length - 1]!.start.slice(0, 4);
  const tickRoom = Math.max(...series.map((point) => textWidth(format.tick(point.start, bucket, withYear))), 28) + 12;
  const every = Math.max(1, Math.ceil(count / Math.max(1, Math.floor(plotWidth / tickRoom))));

  // The compared period: a level line across each bucket, joined from one to the next.
  const previous = series
    .map((point, index) => {
      const level = y(point.previousCapturedCents).toFixed(1);
      return `${index === 0 ? `M${x(0).toFixed(1)} ${level}` : `V${level}`} H${x(index + 1).toFixed(1)}`;
    })
    .join(" ");

  return (
    <PlotSvg plotRef={ref} width={width} height={height} summary={summary}>
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={left} x2={width - right} y1={y(tick)} y2={y(tick)} className="stroke-cream-200" strokeWidth="1" />
          <text x={left - 6} y={y(tick)} dy="0.32em" textAnchor="end" fontSize="12" className="fill-ink-500">
            {format.axisMoney(tick)}
          </text>
        </g>
      ))}
      {series.map((point, index) => (
        <rect
          key={point.start}
          x={x(index) + (band - barWidth) / 2}
          y={y(point.capturedCents)}
          width={barWidth}
          height={baseline - y(point.capturedCents)}
          className="fill-brand-600"
        />
      ))}
      {series.length > 0 && (
        <>
          {/* A light edge under the dashes, so they read over the bars as well as between them. */}
          <path d={previous} fill="none" strokeWidth="4" strokeLinejoin="round" className="stroke-white" />
          <path d={previous} fill="none" strokeWidth="2" strokeDasharray="5 3" strokeLinejoin="round" className="stroke-ink-700" />
        </>
      )}
      <line x1={left} x2={width - right} y1={baseline} y2={baseline} className="stroke-ink-500" strokeWidth="1" />
      {series.map((point, index) =>
        index % every === 0 ? (
          <text key={point.start} x={x(index) + band / 2} y={baseline + 17} textAnchor="middle" fontSize="12" className="fill-ink-500">
            {format.tick(point.start, bucket, withYear)}
          </text>
        ) : null,
      )}
    </PlotSvg>
  );
}
