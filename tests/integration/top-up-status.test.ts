import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { createCategory, createItem } from "@server/db/factories";
import { orderTopUps } from "@server/db/schema/orders";
import { moveTopUp, supersedeOpenLinks, TOP_UP_MOVES } from "@server/services/orders/top-up-status";
import { addLink } from "@server/services/orders/top-ups";
import { createOrder } from "../setup/order-factory";
import { describeEachDatabase, type TestHarness } from "../setup/test-app";

/**
 * A payment link's status has one owner (services/orders/top-up-status.ts, ADR 0016), as an
 * order's has (ADR 0010): every move is checked against one table, and a move the link's status
 * does not allow changes nothing.
 */
describeEachDatabase("a payment link's status", (harness) => {
  let h: TestHarness;

  async function newLink() {
    h = harness();
    const category = await createCategory(h.ctx.db);
    const item = await createItem(h.ctx.db, { categoryId: category.id, name: "Carnitas" });
    const order = await createOrder(h.ctx.db, { lines: [{ itemId: item.id, quantity: 1, priceCents: 1500 }], paid: true });
    return addLink(h.ctx.db, order.id, 500);
  }

  const statusOf = async (id: string) => (await h.ctx.db.select().from(orderTopUps).where(eq(orderTopUps.id, id)))[0]!;

  it("moves an open link to paid once, with its payment", async () => {
    const link = await newLink();
    expect(link.status).toBe("open");
    const paidAt = new Date("2031-05-02T18:30:00Z");
    expect(await moveTopUp(h.ctx.db, link.id, { to: "paid", paidAt, paymentReference: "pi_1" })).toBe(true);
    expect(await statusOf(link.id)).toMatchObject({ status: "paid", paidAt, paymentReference: "pi_1" });
    // A second word of the same payment changes nothing.
    expect(await moveTopUp(h.ctx.db, link.id, { to: "paid", paidAt: new Date(), paymentReference: "pi_2" })).toBe(false);
    expect(await statusOf(link.id)).toMatchObject({ status: "paid", paidAt, paymentReference: "pi_1" });
  });

  it("refuses a move the table forbids, and writes nothing", async () => {
    const link = await newLink();
    await moveTopUp(h.ctx.db, link.id, { to: "paid", paidAt: new Date(), paymentReference: "pi_1" });
    expect(TOP_UP_MOVES.paid).toEqual([]);
    // Asked to move from a status the table gives no way to 'expired': refused before any write.
    await expect(moveTopUp(h.ctx.db, link.id, { to: "expired", from: ["paid"] })).rejects.toThrow(
      "a payment link cannot move from paid to expired",
    );
    await expect(moveTopUp(h.ctx.db, link.id, { to: "superseded", from: ["open", "expired"] })).rejects.toThrow(
      "a payment link cannot move from expired to superseded",
    );
    // A paid link is final: closing it or superseding it changes nothing.
    expect(await moveTopUp(h.ctx.db, link.id, { to: "expired" })).toBe(false);
    expect(await moveTopUp(h.ctx.db, link.id, { to: "superseded" })).toBe(false);
    expect(await supersedeOpenLinks(h.ctx.db, link.orderId)).toEqual([]);
    expect((await statusOf(link.id)).status).toBe("paid");
  });

  it("supersedes only open links; a superseded or lapsed link paid all the same is recorded paid", async () => {
    const link = await newLink();
    const superseded = await supersedeOpenLinks(h.ctx.db, link.orderId);
    expect(superseded.map((row) => [row.id, row.status])).toEqual([[link.id, "superseded"]]);
    expect(await moveTopUp(h.ctx.db, link.id, { to: "expired", from: ["open"] })).toBe(false);
    expect(await moveTopUp(h.ctx.db, link.id, { to: "expired" })).toBe(true);
    expect(await moveTopUp(h.ctx.db, link.id, { to: "superseded" })).toBe(false);
    expect(await moveTopUp(h.ctx.db, link.id, { to: "paid", paidAt: new Date(), paymentReference: null })).toBe(true);
    expect((await statusOf(link.id)).status).toBe("paid");
  });
});
