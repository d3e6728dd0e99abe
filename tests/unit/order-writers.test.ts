import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../../support/shop-process";

/**
 * One owner of an order's life (ADR 0010): only services/orders/lifecycle/ (order-writes.ts, and
 * note-order.ts for a note in the history) writes an order, its lines and its history. The lint rule (eslint.config.js) holds every other module to
 * that; these cases make sure the rule itself catches each way of writing, and lets the owner be.
 */
const eslint = new ESLint({ cwd: projectRoot });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${projectRoot}/${file}` });
  return result!.messages.filter((message) => message.ruleId === "no-restricted-syntax").map((message) => message.message);
}

const header = `import { orders, orderItems, orderStatusHistory } from "../../db/schema";\ndeclare const db: any;\n`;

describe("only the order lifecycle writes the order tables", () => {
  it.each([
    ["update", "await db.update(orders).set({ status: 'cancelled' });"],
    ["insert", "await db.insert(orders).values({});"],
    ["delete", "await db.delete(orders);"],
    ["insert a line", "await db.insert(orderItems).values({});"],
    ["insert history", "await db.insert(orderStatusHistory).values({});"],
    ["raw SQL", "await db.execute(`update orders set status = 'completed'`);"],
    ["raw SQL in a string", "await db.execute(\"insert into order_status_history (order_id) values ('x')\");"],
  ])("refuses %s anywhere else", async (_, statement) => {
    for (const file of [
      "src/server/services/orders/orders-admin.ts",
      "src/server/services/checkout/place-order.ts",
      "src/server/routes/orders.ts",
    ]) {
      expect(await problems(file, `${header}export async function f() { ${statement} }\n`)).toHaveLength(1);
    }
  });

  it("lets the lifecycle write, and anyone read", async () => {
    const writes = `${header}export async function f() { await db.update(orders).set({}); await db.insert(orderItems).values({}); }\n`;
    expect(await problems("src/server/services/orders/lifecycle/order-writes.ts", writes)).toEqual([]);
    const reads = `${header}export async function f() { return db.select().from(orders); }\n`;
    expect(await problems("src/server/services/orders/orders-admin.ts", reads)).toEqual([]);
  });

  it("the shop's own code passes it", async () => {
    const results = await eslint.lintFiles(["src/server/**/*.ts"]);
    const found = results.flatMap((result) =>
      result.messages.filter((message) => message.ruleId === "no-restricted-syntax").map(() => result.filePath),
    );
    expect(found).toEqual([]);
  });
});

/** A payment link's status has one owner too (services/orders/top-up-status.ts, ADR 0016). */
describe("only the link status's owner writes a payment link's status", () => {
  const links = `import { orderTopUps } from "../../db/schema";\ndeclare const tx: any;\n`;
  const owner = "src/server/services/orders/top-up-status.ts";

  it.each([
    ["update", "await tx.update(orderTopUps).set({ status: 'paid', paidAt: new Date() }).where(undefined);"],
    ["raw SQL", "await tx.execute(`update order_top_ups set status = 'expired' where id = $1`);"],
  ])("refuses %s anywhere else", async (_, statement) => {
    for (const file of ["src/server/services/orders/top-ups.ts", "src/server/services/orders/fulfilment.ts"]) {
      expect(await problems(file, `${links}export async function f() { ${statement} }\n`)).toHaveLength(1);
    }
  });

  it("lets the owner write it, and others write a link's other columns", async () => {
    const status = `${links}export async function f() { await tx.update(orderTopUps).set({ status: 'superseded' }); }\n`;
    expect(await problems(owner, status)).toEqual([]);
    const amount = `${links}export async function f() { await tx.update(orderTopUps).set({ amountCents: 100, checkedAt: null }); }\n`;
    expect(await problems("src/server/services/orders/top-ups.ts", amount)).toEqual([]);
  });

  it("holds the owner to the order tables' rule", async () => {
    expect(await problems(owner, `${header}export async function f() { await db.update(orders).set({}); }\n`)).toHaveLength(1);
  });
});
