import { sql, type SQL } from "drizzle-orm";
import type { PageCursor } from "@shared/core/params.schema";

/**
 * Keyset pagination (ADR 0019): a list sorted newest first by (time, id) goes on from the last
 * row of the previous page, so a deep page costs what the first does. The cursor carries the time
 * to the microsecond (a JavaScript Date would round it to the millisecond and skip or repeat
 * rows that share a millisecond), as UTC text that PostgreSQL reads back exactly.
 */
export function cursorTime(column: SQL | SQL.Aliased | unknown): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** Rows after the cursor in newest-first order: a row comparison one index on (time, id) serves. */
export function before(time: unknown, id: unknown, cursor: PageCursor): SQL {
  return sql`(${time}, ${id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`;
}
