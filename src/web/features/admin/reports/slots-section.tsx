import { useId, useState } from "react";
import type { SlotFigure } from "@shared/reports/reports";
import { useLocale, useTexts } from "~/lib/texts";
import { reportFormat } from "./report-format";
import { FigureTable, ReportSection, TableToggle } from "./report-parts";

/** Monday first, as the shop's calendar (reports.ts weekStart); the figures count 0 = Sunday. */
const WEEKDAY_ROWS = [1, 2, 3, 4, 5, 6, 0] as const;
const rowOf = (weekday: number) => (weekday + 6) % 7;

/**
 * How full a cell is, in five steps, light to dark: none, up to a quarter, half, three quarters,
 * more. Dark text on the light ones, white on the dark one (AA contrast on each); the number is
 * always in the cell, so the colour is never the only thing that tells.
 */
const LEVEL_STYLES = [
  "bg-cream-50 text-ink-500",
  "bg-brand-100 text-ink-900",
  "bg-brand-200 text-ink-900",
  "bg-brand-400 text-ink-900",
  "bg-brand-700 text-white",
] as const;

type Measure = "orders" | "pounds";

const amount = (slot: SlotFigure, measure: Measure) => (measure === "orders" ? slot.orders : slot.pounds);
const capacity = (slot: SlotFigure, measure: Measure) => (measure === "orders" ? slot.capacityOrders : slot.capacityPounds);

/**
 * A cell's step (0 to 4): its share of the slots' capacity, or, where the hour has no limit, its
 * share of the busiest cell's.
 */
export function slotLevel(slot: SlotFigure | undefined, measure: Measure, busiest: number): number {
  const value = slot ? amount(slot, measure) : 0;
  if (!slot || value <= 0) return 0;
  const limit = capacity(slot, measure);
  const share = limit !== null ? (limit > 0 ? value / limit : Infinity) : busiest > 0 ? value / busiest : 0;
  return share <= 0.25 ? 1 : share <= 0.5 ? 2 : share <= 0.75 ? 3 : 4;
}

/** The hours worth a column: those with orders or a capacity. */
export const slotHours = (slots: readonly SlotFigure[]) =>
  [
    ...new Set(
      slots
        .filter((slot) => slot.orders > 0 || slot.pounds > 0 || slot.capacityOrders !== null || slot.capacityPounds !== null)
        .map((slot) => slot.hour),
    ),
  ].sort((a, b) => a - b);

/**
 * 'Slot use': a heat map of weekdays by hours, which is itself a table (row and column headers,
 * the figure in each cell), in orders or in pounds; the slots one by one, with their capacity,
 * behind 'Show table'.
 */
export function SlotsSection({ slots, defaultShowTable = false }: { slots: SlotFigure[]; defaultShowTable?: boolean }) {
  const t = useTexts("reportsAdminTexts");
  const format = reportFormat(useLocale());
  const [measure, setMeasure] = useState<Measure>("orders");
  const [showTable, setShowTable] = useState(defaultShowTable);
  const tableId = useId();
  const captionId = useId();
  const hours = slotHours(slots);
  const cells = new Map(slots.map((slot) => [`${slot.weekday}:${slot.hour}`, slot]));
  const busiest = Math.max(0, ...slots.map((slot) => amount(slot, measure)));
  const shown = (slot: SlotFigure | undefined) =>
    measure === "orders" ? format.count(slot?.orders ?? 0) : format.pounds(slot?.pounds ?? 0, 1);
  const limit = (value: number | null, pounds: boolean) =>
    value === null ? t.slots.noLimit : pounds ? format.pounds(value) : format.count(value);
  const rows = [...slots]
    .filter((slot) => hours.includes(slot.hour))
    .sort((a, b) => rowOf(a.weekday) - rowOf(b.weekday) || a.hour - b.hour);

  if (hours.length === 0) {
    return (
      <ReportSection title={t.slots.heading} testId="report-slots">
        <p className="text-sm text-ink-700">{t.slots.empty}</p>
      </ReportSection>
    );
  }
  return (
    <ReportSection
      title={t.slots.heading}
      hint={t.slots.hint}
      testId="report-slots"
      actions={<TableToggle open={showTable} onToggle={() => setShowTable(!showTable)} controls={tableId} of={t.slots.heading} />}
    >
      <div role="group" aria-label={t.slots.show} className="mb-3 inline-flex rounded-full border border-cream-200 p-1">
        {(["orders", "pounds"] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={measure === option}
            onClick={() => setMeasure(option)}
            className={`min-h-10 rounded-full px-4 text-sm font-semibold ${measure === option ? "bg-ink-900 text-white" : "text-ink-700 hover:bg-cream-100"}`}
          >
            {t.slots[option]}
          </button>
        ))}
      </div>

      <div role="region" aria-labelledby={captionId} tabIndex={0} className="max-w-full overflow-x-auto rounded-lg focus-visible:outline-2">
        <table className="border-separate border-spacing-1 text-center text-sm" data-testid="slot-heat-map" data-measure={measure}>
          <caption id={captionId} className="pb-1 text-left text-sm font-semibold text-ink-700">
            {t.slots.caption(t.slots[measure])}
          </caption>
          <thead>
            <tr>
              <th scope="col" className="px-1 text-left text-xs font-semibold text-ink-500">
                {t.slots.weekday}
              </th>
              {hours.map((hour) => (
                <th key={hour} scope="col" className="whitespace-nowrap px-1 text-xs font-semibold text-ink-500">
                  {format.hour(hour)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {WEEKDAY_ROWS.map((weekday) => (
              <tr key={weekday}>
                <th scope="row" className="pr-2 text-left text-xs font-semibold text-ink-700">
                  <span aria-hidden="true">{t.slots.weekdaysShort[weekday]}</span>
                  <span className="sr-only">{t.slots.weekdays[weekday]}</span>
                </th>
                {hours.map((hour) => {
                  const slot = cells.get(`${weekday}:${hour}`);
                  const level = slotLevel(slot, measure, busiest);
                  return (
                    <td
                      key={hour}
                      data-slot={`${weekday}:${hour}`}
                      data-level={level}
                      className={`h-10 min-w-11 rounded-md px-1 font-semibold tabular-nums ${LEVEL_STYLES[level]}`}
                    >
                      {shown(slot)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-700">
        <span className="font-semibold">{t.slots.legend}</span>
        <ul className="flex flex-wrap gap-x-3 gap-y-1">
          {t.slots.levels.map((words, level) => (
            <li key={words} className="flex items-center gap-1.5">
              <span aria-hidden="true" className={`inline-block h-4 w-4 rounded border border-cream-200 ${LEVEL_STYLES[level] ?? ""}`} />
              {words}
            </li>
          ))}
        </ul>
      </div>

      <div id={tableId} className={showTable ? "mt-4" : ""}>
        {showTable && (
          <FigureTable
            caption={t.slots.tableCaption}
            testId="slots-table"
            columns={[
              { label: t.slots.columns.weekday },
              { label: t.slots.columns.hour },
              { label: t.slots.columns.orders, numeric: true },
              { label: t.slots.columns.capacity, numeric: true },
              { label: t.slots.columns.pounds, numeric: true },
              { label: t.slots.columns.poundsCapacity, numeric: true },
            ]}
            rows={rows.map((slot) => ({
              key: `${slot.weekday}:${slot.hour}`,
              cells: [
                t.slots.weekdays[slot.weekday] ?? String(slot.weekday),
                format.hour(slot.hour),
                format.count(slot.orders),
                limit(slot.capacityOrders, false),
                format.pounds(slot.pounds),
                limit(slot.capacityPounds, true),
              ],
            }))}
          />
        )}
      </div>
    </ReportSection>
  );
}
