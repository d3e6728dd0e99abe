/**
 * A statement built once per executor (a database, or a transaction, which is its own): Drizzle
 * builds its SQL on the first call only, and a prepared statement is then parsed and planned once
 * per connection by PostgreSQL. For the statements that run on nearly every request or order.
 *
 * Usage: `const cartQuery = builtOncePer((db: Executor) => db.select(…).prepare("cart"));`
 * then `cartQuery(db).execute(…)`.
 */
export function builtOncePer<K extends object, T>(build: (key: K) => T): (key: K) => T {
  const built = new WeakMap<K, T>();
  return (key) => {
    let value = built.get(key);
    if (value === undefined) built.set(key, (value = build(key)));
    return value;
  };
}
