import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ChosenOption } from "@shared/menu/options";
import type { CustomerPaymentView } from "@shared/orders/orders";
import type * as CartStore from "~/features/cart/cart-store";
import type { CartLine, CartMenuItem } from "~/features/cart/cart-store";
import { addLine } from "~/features/cart/add-to-cart";
import { mergeLines, settlementFor, type PendingPayment } from "~/features/cart/pending-payment";
import { horchata, maciza, MACIZA_STYLE, MIXED_STYLE } from "../setup/cart-items";

vi.mock("~/components/ui/toaster", () => ({ notify: vi.fn() }));

const ORDER_A = "3f2a9c1e-6f0e-4a59-9d0e-1d9f1c2a3b4c";
const ORDER_B = "9b1d2c3e-4f5a-4b6c-8d7e-0f1a2b3c4d5e";
const line = (item: CartMenuItem, quantity: number, notes = "", id = `${item.id}-1`, options: ChosenOption[] = []): CartLine => ({
  id,
  menuItem: item,
  quantity,
  notes,
  options,
});

const record = (returned = false): PendingPayment => ({
  orderId: ORDER_A,
  lines: [line(maciza, 1)],
  at: "2025-01-01T00:00:00.000Z",
  ...(returned ? { returned: true as const } : {}),
});
const view = (state: CustomerPaymentView["state"], awaitingPayment = false): CustomerPaymentView => ({
  orderId: ORDER_A,
  state,
  totalCents: 1731,
  holdCents: state === "authorized" ? 2000 : null,
  awaitingPayment,
});

describe("what the server's answer means for a handed-over cart", () => {
  it.each([
    ["paid", view("paid"), false, "drop"],
    ["authorized: the card held for cuts priced by weight", view("authorized"), false, "drop"],
    ["processing, the provider's word in", view("processing"), false, "drop"],
    ["failed", view("failed"), false, "restore"],
    ["expired", view("expired"), false, "restore"],
    ["cancelled", view("cancelled"), false, "restore"],
    ["unpaid, pay page still open (Back or Cancel)", view("processing", true), false, "restore"],
    ["unpaid, but the provider sent the customer to the success page", view("processing", true), true, "keep"],
    ["paid, after the success page", view("paid"), true, "drop"],
    ["not this customer's order, or none", "missing", false, "drop"],
    ["signed out, or no answer", "unknown", false, "keep"],
  ] as const)("%s → %s", (_, answer, returned, expected) => {
    expect(settlementFor(record(returned), answer)).toBe(expected);
  });
});

describe("putting a cart back (the add rules of docs/product.md 'Cart')", () => {
  it("sums an item in both, keeps the later note unless it has none, and keeps line ids", () => {
    const earlier = [line(maciza, 2, "extra crispy"), line(horchata, 1, "no ice")];
    const later = [line(horchata, 3, "", "item-2-9"), line({ ...maciza, id: "item-3", name: "Arrachera" }, 1, "thin", "item-3-9")];
    expect(mergeLines(earlier, later)).toEqual([
      line(maciza, 2, "extra crispy"),
      line(horchata, 4, "no ice"),
      line({ ...maciza, id: "item-3", name: "Arrachera" }, 1, "thin", "item-3-9"),
    ]);
    expect(mergeLines(earlier, [line(maciza, 1, "no skin", "item-1-9")])[0]).toEqual(line(maciza, 3, "no skin"));
  });

  it("keeps each line's choices: the same item with other choices stays another line, weights add up", () => {
    const earlier = [line(maciza, 1.5, "", "item-1-1", [MIXED_STYLE])];
    const later = [line(maciza, 0.5, "", "item-1-2", [MACIZA_STYLE]), line(maciza, 1, "", "item-1-3", [MIXED_STYLE])];
    expect(mergeLines(earlier, later)).toEqual([
      line(maciza, 2.5, "", "item-1-1", [MIXED_STYLE]),
      line(maciza, 0.5, "", "item-1-2", [MACIZA_STYLE]),
    ]);
  });
});

/** The store and the records with a fake browser: localStorage, the storage event and fetch. */
describe("handing the cart over at Pay, and settling it", () => {
  let stored: Map<string, string>;
  let answers: Map<string, { status: number; body: unknown } | "offline">;

  beforeEach(() => {
    vi.resetModules();
    vi.clearAllMocks();
    stored = new Map();
    answers = new Map();
    vi.stubGlobal("window", {
      localStorage: {
        getItem: (key: string) => stored.get(key) ?? null,
        setItem: (key: string, value: string) => stored.set(key, value),
        removeItem: (key: string) => stored.delete(key),
      },
      addEventListener: () => {},
    });
    vi.stubGlobal(
      "fetch",
      vi.fn(async (path: string) => {
        const id = /\/api\/checkout\/orders\/([^/]+)\/payment$/.exec(path)?.[1] ?? "";
        const answer = answers.get(id);
        if (!answer || answer === "offline") throw new TypeError("Failed to fetch");
        return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { "Content-Type": "application/json" } });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const modules = async () => ({
    store: await import("~/features/cart/cart-store"),
    pending: await import("~/features/cart/pending-payment"),
    notify: (await import("~/components/ui/toaster")).notify as ReturnType<typeof vi.fn>,
  });
  const cartLines = (store: typeof CartStore) => {
    let lines: readonly CartLine[] = [];
    store.cart.update((current) => (lines = current));
    return lines;
  };
  const payment = (orderId: string, state: string, awaitingPayment = false) => ({
    status: 200,
    body: { payment: { orderId, state, totalCents: 1731, holdCents: null, awaitingPayment } },
  });

  it("clears the cart and keeps its lines, in the cart's stored shape, under the order", async () => {
    const { store, pending } = await modules();
    store.cart.update((lines) => addLine(lines, maciza, 2, "extra crispy", [MIXED_STYLE]));
    const handedOver = stored.get("cart")!;
    pending.handOffCart(ORDER_A, cartLines(store), new Date("2025-01-01T12:00:00Z"));
    expect(stored.get("cart")).toBe("[]");
    expect(cartLines(store)).toEqual([]);
    const records = JSON.parse(stored.get("cart.pending_payment")!) as unknown[];
    expect(records).toEqual([{ orderId: ORDER_A, lines: JSON.parse(handedOver), at: "2025-01-01T12:00:00.000Z" }]);
    expect(records[0]).toMatchObject({ lines: [{ menuItem: { price: 15.99, price_unit: "lb" }, options: [MIXED_STYLE] }] });
    // Put back, the lines keep their choices.
    pending.followPayment(ORDER_A, "failed");
    expect(cartLines(store).map((l) => [l.quantity, l.options])).toEqual([[2, [MIXED_STYLE]]]);
  });

  it("keeps one record per order: a second checkout never drops or puts back the first's lines before its own answer", async () => {
    const { store, pending } = await modules();
    store.cart.update((lines) => addLine(lines, maciza, 1));
    pending.handOffCart(ORDER_A, cartLines(store));
    store.cart.update((lines) => addLine(lines, horchata, 2));
    pending.handOffCart(ORDER_B, cartLines(store));
    // The same order again (a retry that found it) replaces its own record.
    pending.handOffCart(ORDER_B, [line(horchata, 2)]);
    expect(pending.readPendingPayments().map((r) => [r.orderId, r.lines.map((l) => l.menuItem.name)])).toEqual([
      [ORDER_A, ["Carnitas Maciza"]],
      [ORDER_B, ["Horchata"]],
    ]);

    // A paid, B declined and abandoned on its open pay page: B's lines come back, A's never.
    answers.set(ORDER_A, payment(ORDER_A, "paid"));
    answers.set(ORDER_B, payment(ORDER_B, "processing", true));
    store.cart.update((lines) => addLine(lines, { ...maciza, id: "item-3", name: "Arrachera" }, 1));
    const { notify } = await modules();
    await pending.settlePendingPayments("Your cart is back: the payment was not completed.");
    expect(cartLines(store).map((l) => [l.menuItem.name, l.quantity])).toEqual([
      ["Horchata", 2],
      ["Arrachera", 1],
    ]);
    expect(stored.has("cart.pending_payment")).toBe(false);
    expect(notify).toHaveBeenCalledWith("info", "Your cart is back: the payment was not completed.");
  });

  it("keeps a record it could not ask about, drops one the server does not know for this customer", async () => {
    const { store, pending, notify } = await modules();
    pending.handOffCart(ORDER_A, [line(maciza, 1)]);
    pending.handOffCart(ORDER_B, [line(horchata, 1)]);
    answers.set(ORDER_A, "offline");
    answers.set(ORDER_B, { status: 404, body: { error: { code: "not_found", message: "Order not found." } } });
    await pending.settlePendingPayments("back");
    expect(pending.readPendingPayments().map((r) => r.orderId)).toEqual([ORDER_A]);
    expect(cartLines(store)).toEqual([]);

    answers.set(ORDER_A, { status: 401, body: { error: { code: "unauthorized", message: "Please sign in first." } } });
    await pending.settlePendingPayments("back");
    expect(pending.readPendingPayments().map((r) => r.orderId)).toEqual([ORDER_A]);

    answers.set(ORDER_A, payment(ORDER_A, "expired"));
    await pending.settlePendingPayments("back");
    expect(cartLines(store).map((l) => l.menuItem.name)).toEqual(["Carnitas Maciza"]);
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it("puts a cart back once, even when two pages settle it at the same time", async () => {
    const { store, pending } = await modules();
    pending.handOffCart(ORDER_A, [line(maciza, 2)]);
    answers.set(ORDER_A, payment(ORDER_A, "failed"));
    await Promise.all([pending.settlePendingPayments("back"), pending.settlePendingPayments("back")]);
    expect(cartLines(store).map((l) => l.quantity)).toEqual([2]);
  });

  it("order-success page: processing waits for the answer (and is no longer put back as an open pay page), paid drops, not paid puts back", async () => {
    const { store, pending } = await modules();
    pending.handOffCart(ORDER_A, [line(maciza, 1)]);
    pending.followPayment(ORDER_A, "processing");
    expect(pending.readPendingPayments()).toMatchObject([{ orderId: ORDER_A, returned: true }]);
    // Unpaid in the database yet (the provider's word on its way): /cart keeps it aside.
    answers.set(ORDER_A, payment(ORDER_A, "processing", true));
    await pending.settlePendingPayments("back");
    expect(cartLines(store)).toEqual([]);
    expect(pending.readPendingPayments()).toHaveLength(1);

    pending.followPayment(ORDER_A, "expired");
    expect(cartLines(store).map((l) => l.menuItem.name)).toEqual(["Carnitas Maciza"]);
    expect(stored.has("cart.pending_payment")).toBe(false);

    store.cart.clear();
    pending.handOffCart(ORDER_B, [line(horchata, 1)]);
    pending.followPayment(ORDER_B, "paid");
    expect(cartLines(store)).toEqual([]);
    expect(stored.has("cart.pending_payment")).toBe(false);

    // Held for cuts priced by weight: placed, like paid.
    pending.handOffCart(ORDER_B, [line(maciza, 1)]);
    pending.followPayment(ORDER_B, "authorized");
    expect(cartLines(store)).toEqual([]);
    expect(stored.has("cart.pending_payment")).toBe(false);
  });

  it("discards an unreadable record", async () => {
    const { pending } = await modules();
    stored.set("cart.pending_payment", "{not json");
    await pending.settlePendingPayments("back");
    expect(stored.has("cart.pending_payment")).toBe(false);
  });
});
