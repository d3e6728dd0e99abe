import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The rate limits' counters (ADR 0018), shared by every app instance: hits per scope, key and
 * fixed window, two windows of which make a sliding one (lib/rate-limiter.ts). The key (a
 * client address, an e-mail address, a user id) is kept only as its SHA-256, so no personal
 * data sits here. A row is of no use once the window after it has ended (`expires_at`); each
 * instance deletes those now and then.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    scope: text("scope").notNull(),
    /** SHA-256 of the key, hex. */
    keyHash: text("key_hash").notNull(),
    /** The window's start, in milliseconds since the epoch (a multiple of the window's length). */
    windowStart: bigint("window_start", { mode: "number" }).notNull(),
    hits: integer("hits").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.keyHash, table.windowStart] }),
    index("rate_limit_counters_expires_at_idx").on(table.expiresAt),
  ],
);
