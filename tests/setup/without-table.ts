import { sql } from "drizzle-orm";
import type { AppContext } from "@server/app-context";

/** Makes a table unreachable for the duration of `fn`, so its queries really fail. */
export async function withoutTable<T>(ctx: AppContext, table: string, fn: () => Promise<T>): Promise<T> {
  const { db, menuCache } = ctx;
  await db.execute(sql.raw(`alter table ${table} rename to ${table}_away`));
  menuCache.invalidate();
  try {
    return await fn();
  } finally {
    await db.execute(sql.raw(`alter table ${table}_away rename to ${table}`));
    menuCache.invalidate();
  }
}
