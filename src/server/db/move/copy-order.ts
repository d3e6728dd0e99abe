/** A foreign key of the public schema: `child` references `parent`. */
export interface ForeignKey {
  name: string;
  child: string;
  parent: string;
  /** pg_get_constraintdef: what re-creates it. */
  definition: string;
}

export interface CopyPlan {
  /** Every table, parents before the tables that reference them. */
  order: string[];
  /**
   * The keys no order can satisfy (a table referencing itself, or tables referencing each
   * other in a cycle): dropped for the copy and re-created after it, which checks every row.
   */
  deferred: ForeignKey[];
}

/**
 * The order to copy tables in so that every row's parents are there before it: repeatedly the
 * first table (by name) whose parents are all placed. When a cycle leaves none, the first
 * remaining table goes next and its keys to tables not yet placed are deferred.
 */
export function planCopyOrder(tables: readonly string[], foreignKeys: readonly ForeignKey[]): CopyPlan {
  const known = new Set(tables);
  const keys = foreignKeys.filter((key) => known.has(key.child) && known.has(key.parent));
  const deferred = keys.filter((key) => key.child === key.parent);
  const remaining = [...tables].sort();
  const placed = new Set<string>();
  const order: string[] = [];
  const unplacedParents = (table: string) => keys.filter((key) => key.child === table && key.parent !== table && !placed.has(key.parent));

  while (remaining.length > 0) {
    let index = remaining.findIndex((table) => unplacedParents(table).length === 0);
    if (index === -1) {
      index = 0;
      deferred.push(...unplacedParents(remaining[0]!));
    }
    const [table] = remaining.splice(index, 1);
    placed.add(table!);
    order.push(table!);
  }
  return { order, deferred };
}
