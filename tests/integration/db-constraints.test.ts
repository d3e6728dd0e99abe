import { sql, type SQL } from "drizzle-orm";
import { expect, it } from "vitest";
import { createCategory } from "@server/db/factories";
import { describeEachDatabase } from "../setup/test-app";

/** The PostgreSQL error under the driver's and Drizzle's wrappers (PGlite and pg both carry `code`). */
function databaseError(error: unknown): { code?: string; constraint?: string; message: string } {
  let current = error as { cause?: unknown; code?: string } | undefined;
  while (current && current.code === undefined && current.cause !== undefined) current = current.cause as typeof current;
  return current as { code?: string; constraint?: string; message: string };
}

/**
 * The rules the spec puts on the data hold in the database itself, whatever writes to it (a
 * service with a bug, a script, psql): not only in the services' validation.
 */
describeEachDatabase("the database's own check constraints", (harness) => {
  const run = (statement: SQL) => harness().ctx.db.execute(statement);
  async function violation(statement: SQL) {
    const error = await run(statement).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error, "the database accepted it").not.toBeNull();
    const cause = databaseError(error);
    expect(cause.code).toBe("23514"); // check_violation
    return cause.message;
  }
  const insertOrder = (status: string) => sql`
    insert into orders (customer_name, customer_email, customer_phone, order_type, delivery_time, status,
                        subtotal_cents, tax_cents, total_cents, tax_rate)
    values ('Ana', 'ana@example.com', '(323) 555-0100', 'pickup', now() + interval '1 day', ${status}, 1599, 132, 1731, 825)`;

  it("refuses an item whose price is zero or negative", async () => {
    const category = await createCategory(harness().ctx.db);
    const insertItem = (priceCents: number) =>
      sql`insert into items (name, price_cents, category_id) values ('Chorizo', ${priceCents}, ${category.id})`;
    await run(insertItem(1)); // the same row with a valid price is accepted
    expect(await violation(insertItem(0))).toContain("items_price_positive");
    expect(await violation(insertItem(-1599))).toContain("items_price_positive");
  });

  it("refuses an order whose status is not one of the spec's", async () => {
    await run(insertOrder("processing"));
    expect(await violation(insertOrder("shipped"))).toContain("orders_status_valid");
    await run(sql`update orders set status = 'completed'`);
    expect(await violation(sql`update orders set status = 'shipped'`)).toContain("orders_status_valid");
  });
});
