import Stripe from "stripe";
import { expect } from "vitest";

/**
 * What a load of checkouts must have left in the database, whatever happened to the processes
 * (checkout-under-faults.test.ts: one killed process; instances.test.ts: two instances behind
 * nginx, one killed): every answered order on record exactly once with the lines its customer
 * sent at the menu's price, consistent totals, exactly one payment transition and one
 * confirmation e-mail per paid order, none for the others.
 */
export type Query = <T>(text: string, values?: unknown[]) => Promise<T[]>;

export type Line = { itemId: string; quantity: number; notes: string };

/**
 * The lines of the load's checkout number `index`: one to three of `itemIds`, and every fifth
 * names an item twice (the shop merges them into one line).
 */
export function checkoutLines(index: number, itemIds: string[]): Line[] {
  const pickItem = (k: number) => itemIds[(index * 7 + k * 3) % itemIds.length]!;
  const lines: Line[] = Array.from({ length: 1 + (index % 3) }, (_, k) => ({
    itemId: pickItem(k),
    quantity: 1 + ((index + k) % 4),
    notes: k === 0 ? `note ${index}` : "",
  }));
  if (index % 5 === 0) lines.push({ itemId: lines[0]!.itemId, quantity: 2, notes: "" });
  return lines;
}

const signer = new Stripe("sk_test_signer");

/** Posts a webhook body to the shop signed with `secret`, as Stripe does. */
export function postStripeWebhook(base: string, payload: string, secret: string): Promise<Response> {
  return fetch(`${base}/api/payments/webhook`, {
    method: "POST",
    body: payload,
    headers: { "Content-Type": "application/json", "Stripe-Signature": signer.webhooks.generateTestHeaderString({ payload, secret }) },
  });
}

export interface Answer {
  status: number;
  body: string;
  /** How many times the request was sent. */
  attempts: number;
}

/**
 * A request a shop being killed may not answer: sent again every 250 ms until it answers below
 * 500, for up to `retryForMs` (after that, its answer or error stands). `inFlight` is told of each
 * attempt under way (+1) and done (-1). With `onRateLimited`, a 429 is waited out (Retry-After)
 * and sent again, as a customer told to try again in a moment would; without, it is the answer.
 */
export async function untilAnswered(
  send: () => Promise<Response>,
  options: { retryForMs: number; inFlight?: (change: 1 | -1) => void; onRateLimited?: () => void },
): Promise<Answer> {
  const deadline = Date.now() + options.retryForMs;
  for (let attempt = 1; ; attempt++) {
    options.inFlight?.(1);
    let wait = 250;
    try {
      const res = await send();
      const body = await res.text();
      if (res.status === 429 && options.onRateLimited && Date.now() < deadline) {
        options.onRateLimited();
        wait = Number(res.headers.get("Retry-After")) * 1000;
        expect(wait).toBeGreaterThan(0);
      } else if (res.status < 500 || Date.now() > deadline) return { status: res.status, body, attempts: attempt };
    } catch (error) {
      if (Date.now() > deadline) throw error;
    } finally {
      options.inFlight?.(-1);
    }
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

export interface CheckoutOutcome {
  key: string;
  customer: number;
  lines: Line[];
  /** The status of the answer (below 500) the customer finally got. */
  status: number;
  orderId?: string;
  sessionId?: string;
  paid: boolean;
  attempts: number;
}

/**
 * `emailOf(customer)` is the address the customer signed in with; refused checkouts (not 200)
 * must be the provider's (402, or 409 on a retry of an order cancelled by a 402).
 * Answers the paid orders' ids.
 */
export async function expectCheckoutsRecorded(
  q: Query,
  outcomes: CheckoutOutcome[],
  menuItem: Map<string, { name: string; priceCents: number }>,
  emailOf: (customer: number) => string,
): Promise<{ paidOrderIds: string[] }> {
  const placed = outcomes.filter((o) => o.status === 200);
  const refused = outcomes.filter((o) => o.status !== 200);
  const paid = outcomes.filter((o) => o.paid);
  for (const outcome of refused) expect([402, 409], outcome.key).toContain(outcome.status);

  type OrderRow = { id: string; key: string; email: string; status: string; payment_status: string; payment_session_id: string | null };
  const orders = await q<OrderRow>(
    `select o.id, o.idempotency_key as key, u.email, o.status, o.payment_status, o.payment_session_id from orders o join "user" u on u.id = o.customer_id`,
  );
  const byKey = new Map(orders.map((order) => [order.key, order]));
  // One order per idempotency key, each one of ours, placed by the customer who sent the key.
  expect(byKey.size).toBe(orders.length);
  const outcomeOf = new Map(outcomes.map((o) => [o.key, o]));
  for (const order of orders) {
    const outcome = outcomeOf.get(order.key);
    expect(outcome, order.key).toBeDefined();
    expect(order.email).toBe(emailOf(outcome!.customer));
  }
  // Every answered order is the one on record; every paid session is exactly one paid order.
  for (const outcome of placed) expect(byKey.get(outcome.key)?.id).toBe(outcome.orderId);
  const paidOrders = orders.filter((order) => order.payment_status === "paid");
  expect(paidOrders.map((order) => order.key).sort()).toEqual(paid.map((o) => o.key).sort());
  for (const outcome of paid) expect(byKey.get(outcome.key)!.payment_session_id).toBe(outcome.sessionId);
  // Orders the provider refused are kept, cancelled and unpaid; the ones left unpaid wait.
  for (const outcome of refused)
    expect(byKey.get(outcome.key), outcome.key).toMatchObject({ status: "cancelled", payment_status: "unpaid" });
  for (const outcome of placed.filter((o) => !o.paid))
    expect(byKey.get(outcome.key)).toMatchObject({ status: "pending", payment_status: "unpaid" });

  // Each order has exactly the lines its customer sent (the same item twice merged), at the menu's price.
  const lines = await q<{
    order_id: string;
    item_id: string;
    item_name: string;
    quantity: string;
    price_cents: number;
    notes: string | null;
  }>("select order_id, item_id, item_name, quantity, price_cents, notes from order_items");
  const linesOf = new Map<string, typeof lines>();
  for (const line of lines) linesOf.set(line.order_id, [...(linesOf.get(line.order_id) ?? []), line]);
  for (const order of orders) {
    const sent = outcomeOf.get(order.key)!.lines;
    const expected = new Map<string, { quantity: number; notes: string }>();
    for (const line of sent) {
      const merged = expected.get(line.itemId);
      expected.set(line.itemId, { quantity: (merged?.quantity ?? 0) + line.quantity, notes: line.notes || merged?.notes || "" });
    }
    const stored = (linesOf.get(order.id) ?? []).map((line) => ({
      itemId: line.item_id,
      name: line.item_name,
      // numeric(8, 3): pg answers it as text ('2.000').
      quantity: Number(line.quantity),
      priceCents: line.price_cents,
      notes: line.notes ?? "",
    }));
    const wanted = [...expected].map(([itemId, line]) => ({
      itemId,
      name: menuItem.get(itemId)!.name,
      quantity: line.quantity,
      priceCents: menuItem.get(itemId)!.priceCents,
      notes: line.notes,
    }));
    const byItem = (a: { itemId: string }, b: { itemId: string }) => a.itemId.localeCompare(b.itemId);
    expect(stored.sort(byItem), order.key).toEqual(wanted.sort(byItem));
  }
  // No line without its order; totals add up.
  expect(await q("select i.id from order_items i left join orders o on o.id = i.order_id where o.id is null")).toEqual([]);
  expect(
    await q(`select o.id from orders o join (select order_id, sum(quantity * price_cents)::int as s from order_items group by 1) l on l.order_id = o.id
             where o.subtotal_cents <> l.s or o.total_cents <> o.subtotal_cents + o.tax_cents
                or o.tax_cents <> floor((o.subtotal_cents * o.tax_rate + 5000) / 10000)`),
  ).toEqual([]);
  // Exactly one payment transition and one confirmation e-mail per paid order, none for the others.
  const transitions = await q<{ order_id: string; n: number }>(
    "select order_id, count(*)::int as n from order_status_history where note like 'Payment received%' group by 1",
  );
  const paidOrderIds = paidOrders.map((order) => order.id).sort();
  expect(transitions.map((row) => row.order_id).sort()).toEqual(paidOrderIds);
  expect(transitions.every((row) => row.n === 1)).toBe(true);
  const confirmations = await q<{ related_order_id: string }>("select related_order_id from mail_outbox where kind = 'order_confirmation'");
  expect(confirmations.map((mail) => mail.related_order_id).sort()).toEqual(paidOrderIds);
  return { paidOrderIds };
}
