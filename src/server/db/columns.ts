import { getTableColumns, type Table } from "drizzle-orm";

/** A table's insert keys but those named. */
export type ColumnsExcept<T extends Table, K extends keyof T["$inferInsert"]> = Exclude<keyof T["$inferInsert"], K>;

/**
 * The columns a fixed-shape insert writes (a statement prepared once): every column of the
 * table but those named, which the row takes from its defaults or later writes. A column added to
 * the table is then written by the insert unless it is named here, and the row's type asks for it.
 */
export function columnsExcept<T extends Table, K extends keyof T["$inferInsert"]>(table: T, except: readonly K[]): ColumnsExcept<T, K>[] {
  const left = new Set<PropertyKey>(except);
  return Object.keys(getTableColumns(table)).filter((key) => !left.has(key)) as ColumnsExcept<T, K>[];
}
