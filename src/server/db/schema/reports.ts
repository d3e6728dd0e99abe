import { bigint, bigserial, date, index, numeric, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The owner's reports' roll-ups (ADR 0025): each shop day's figures, summed from the orders,
 * their lines, payments and refunds, so that a report over years reads a few thousand rows, never
 * the million orders. One row per day, fact and dimension ('revenue' / 'card', 'item' /
 * 'Carnitas\u001fMaciza', 'slot' / '5-10'); what each column holds depends on the fact
 * (services/reports/report-rollups.ts says). Months are the days summed, so a year reads twelve
 * month rows and the days at its ends.
 *
 * The roll-ups are rebuilt, never incremented: a change to an order (placed, paid, weighed,
 * edited, refunded, cancelled) appends the instants it touches to `report_dirty` (statement
 * triggers, migration 0023, plain inserts that take no lock another checkout waits on), and the
 * next report or the sweeper works those instants' days out again from the orders, in the
 * shop's time zone. So a refund or a weighing days after the order is counted on its own day,
 * and an edited order's old figures are gone.
 */
const figures = {
  fact: text("fact").notNull(),
  dim: text("dim").notNull().default(""),
  n: bigint("n", { mode: "number" }).notNull().default(0),
  cents: bigint("cents", { mode: "number" }).notNull().default(0),
  centsB: bigint("cents_b", { mode: "number" }).notNull().default(0),
  pounds: numeric("pounds", { precision: 16, scale: 3, mode: "number" }).notNull().default(0),
  pieces: numeric("pieces", { precision: 16, scale: 3, mode: "number" }).notNull().default(0),
};

export const reportDays = pgTable("report_days", { day: date("day", { mode: "string" }).notNull(), ...figures }, (table) => [
  primaryKey({ columns: [table.day, table.fact, table.dim] }),
  // One fact over many days (the revenue plot, the prep list) without reading the days' other facts.
  index("report_days_fact_day_idx").on(table.fact, table.day),
]);

export const reportMonths = pgTable("report_months", { month: date("month", { mode: "string" }).notNull(), ...figures }, (table) => [
  primaryKey({ columns: [table.month, table.fact, table.dim] }),
  index("report_months_fact_month_idx").on(table.fact, table.month),
]);

/** Instants whose shop days need working out again (appended by triggers, emptied by the rebuild). */
export const reportDirty = pgTable("report_dirty", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  at: timestamp("at", { withTimezone: true }).notNull(),
});

/**
 * The time zone the roll-ups were worked out in: none (a new or upgraded shop) or another one
 * (the shop moved) means every day is rebuilt before the next report.
 */
export const reportState = pgTable("report_state", {
  id: smallint("id").primaryKey().default(1),
  timeZone: text("time_zone"),
  builtAt: timestamp("built_at", { withTimezone: true }),
});
