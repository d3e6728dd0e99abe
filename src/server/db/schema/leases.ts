import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Work that one app instance does for all of them (the payment sweeper), claimed by name: the
 * instance named in `holder` does it until `expires_at`, renewing as it goes; once that time has
 * passed any instance may take it (lib/lease.ts, ADR 0020). Times are the database's clock, the
 * one every instance shares. A row is written the first time an instance asks for its lease.
 */
export const leases = pgTable("leases", {
  name: text("name").primaryKey(),
  /** Which instance holds it: host name, process id and a random part (lib/lease.ts). */
  holder: text("holder").notNull(),
  /** Since when this holder has held it without a break (renewals keep it). */
  acquiredAt: timestamp("acquired_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});
