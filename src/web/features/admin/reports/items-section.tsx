import type { ItemFigure } from "@shared/reports/reports";
import { useLocale, useTexts, type Texts } from "~/lib/texts";
import { reportFormat, type ReportFormat } from "./report-format";
import { FigureTable, ReportSection, PlotSvg, usePlotWidth } from "./report-parts";

/** How many items the plot draws; the table under it has them all. */
const TOP = 10;

/** Best first; ties by name, so the order does not change from one load to the next. */
export const bySales = (items: readonly ItemFigure[]) =>
  [...items].sort((a, b) => b.salesCents - a.salesCents || a.itemName.localeCompare(b.itemName) || a.choice.localeCompare(b.choice));

const itemLabel = (item: ItemFigure, t: Texts<"reportsAdminTexts">) =>
  item.choice ? t.items.withChoice(item.itemName, item.choice) : item.itemName;

/** 'Best sellers': the top ten by sales as horizontal bars (plain SVG, ADR 0025), and every item in a table. */
export function ItemsSection({ items }: { items: ItemFigure[] }) {
  const t = useTexts("reportsAdminTexts");
  const format = reportFormat(useLocale());
  const sorted = bySales(items);
  const top = sorted.slice(0, TOP);
  const none = t.none;
  return (
    <ReportSection title={t.items.heading} testId="report-items">
      {sorted.length === 0 ? (
        <p className="text-sm text-ink-700">{t.items.empty}</p>
      ) : (
        <>
          <BestSellersPlot
            items={top}
            label={(item) => itemLabel(item, t)}
            format={format}
            summary={t.items.summary(top.length, itemLabel(top[0]!, t), format.money(top[0]!.salesCents))}
          />
          <div className="mt-4">
            <FigureTable
              caption={t.items.caption}
              testId="items-table"
              columns={[
                { label: t.items.item },
                { label: t.items.choice },
                { label: t.items.orders, numeric: true },
                { label: t.items.pounds, numeric: true },
                { label: t.items.pieces, numeric: true },
                { label: t.items.sales, numeric: true },
              ]}
              rows={sorted.map((item) => ({
                key: `${item.itemName}\u0000${item.choice}`,
                cells: [
                  item.itemName,
                  item.choice || none,
                  format.count(item.orders),
                  item.pounds > 0 ? t.items.poundsValue(format.pounds(item.pounds)) : none,
                  item.pieces > 0 ? format.count(item.pieces) : none,
                  format.money(item.salesCents),
                ],
              }))}
            />
          </div>
        </>
      )}
    </ReportSection>
  );
}

/** A label cut to the room it has, with an ellipsis; the table under the plot has it whole. */
const clip = (text: string, room: number) => (text.length > room ? `${text.slice(0, Math.max(room - 1, 1))}…` : text);

/** One row per item: its name above, its bar under it, the money at the bar's end. */
function BestSellersPlot({
  items,
  label,
  format,
  summary,
}: {
  items: ItemFigure[];
  label: (item: ItemFigure) => string;
  format: ReportFormat;
  summary: string;
}) {
  const { ref, width } = usePlotWidth(640);
  const row = 40;
  const height = items.length * row;
  const moneyRoom = 90;
  const longest = Math.max(width - moneyRoom, 40);
  const most = Math.max(items[0]?.salesCents ?? 0, 1);
  const room = Math.max(Math.floor(width / 7.5), 8);
  return (
    <PlotSvg plotRef={ref} width={width} height={height} summary={summary}>
      {items.map((item, index) => {
        const top = index * row;
        const bar = Math.max((Math.max(item.salesCents, 0) / most) * longest, 2);
        return (
          <g key={`${item.itemName}\u0000${item.choice}`}>
            <text x="0" y={top + 13} fontSize="13" className="fill-ink-900">
              {clip(label(item), room)}
            </text>
            <rect x="0" y={top + 19} width={bar} height="14" rx="3" className="fill-brand-500" />
            <text x={bar + 6} y={top + 30} fontSize="12" className="fill-ink-700">
              {format.money(item.salesCents)}
            </text>
          </g>
        );
      })}
    </PlotSvg>
  );
}
