import { CART_PENDING_PAYMENT_STORAGE_KEY as KEY, MAX_PENDING_PAYMENTS } from "@shared/cart/cart";
import type { CustomerPaymentView, PaymentView } from "@shared/orders/orders";
import { notify } from "~/components/ui/toaster";
import { ApiError } from "~/lib/api";
import { api, unwrap } from "~/lib/api-client";
import { addLine } from "./add-to-cart";
import { cart, parseLines, toStoredLine, type CartLine, type StoredCartLine } from "./cart-store";

/**
 * The cart handed over to an order while its payment is made (docs/product.md 'Checkout progress': "on success the cart is cleared and the
 * browser goes to the payment page").
 *
 * Pressing Pay clears the cart before the browser leaves for the pay page, so a paid order's
 * items can never be ordered twice from it; the lines are kept under `cart.pending_payment`, one
 * record per order, and settled by what the server says of that order's payment:
 *
 * - paid, authorized (the card is held for cuts priced by weight, charged once weighed), or
 *   processing with the provider's word in → dropped: the order lives on;
 * - failed, expired or cancelled → put back into the cart (merged with anything added since,
 *   by the cart's own add rules) and dropped;
 * - unpaid with the pay page still open → put back too: the customer came back from it (Cancel
 *   leads to /cart, Back to /checkout). The order stays unpaid until its session expires and
 *   the server's sweeper cancels it; checking out again from a page loaded anew is a new
 *   idempotency key, so a new order and session (place-order.ts);
 * - unpaid, but the provider already sent the customer to the order-success page (`returned`)
 *   → kept: the payment was made a moment ago and its confirmation is on its way;
 * - someone else's order, or no such order (404) → dropped: those lines are not this
 *   customer's to see;
 * - signed out, or no answer → kept, and asked again on the next visit.
 *
 * What the server cannot tell apart: a payment made a moment ago whose confirmation has not
 * landed yet looks like an open pay page when the order-success page's script never ran to mark
 * it `returned`; asking the provider about unpaid orders (as the sweeper does) would close that.
 *
 * A record per order rather than one at a time: a second checkout while an earlier order is
 * still unsettled (no answer last time) must neither drop that order's lines (it may end
 * unpaid) nor put them back (it may be paid); each one waits for its own order's answer.
 * Beyond MAX_PENDING_PAYMENTS the oldest goes (they settle on every visit to /cart or /checkout).
 */
export interface PendingPayment {
  orderId: string;
  /** The cart as it was sent to the order. */
  lines: CartLine[];
  /** When the cart was handed over (ISO instant). */
  at: string;
  /** The order-success page showed this order as processing: the provider sent the customer there. */
  returned?: true;
}

interface StoredPendingPayment {
  orderId: string;
  lines: StoredCartLine[];
  at: string;
  returned?: true;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The records as stored now; anything unreadable is left out. */
export function parsePendingPayments(text: string | null): PendingPayment[] {
  let value: unknown;
  try {
    value = JSON.parse(text ?? "[]");
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (typeof entry !== "object" || entry === null) return [];
    const record = entry as Record<string, unknown>;
    if (typeof record.orderId !== "string" || typeof record.at !== "string") return [];
    const lines = parseLines(record.lines);
    if (lines.length === 0) return [];
    return [{ orderId: record.orderId, lines, at: record.at, ...(record.returned === true ? { returned: true as const } : {}) }];
  });
}

export function readPendingPayments(): PendingPayment[] {
  return parsePendingPayments(storage()?.getItem(KEY) ?? null);
}

function writePendingPayments(records: readonly PendingPayment[]) {
  const store = storage();
  try {
    if (records.length === 0) store?.removeItem(KEY);
    else {
      const stored: StoredPendingPayment[] = records.map((record) => ({ ...record, lines: record.lines.map(toStoredLine) }));
      store?.setItem(KEY, JSON.stringify(stored));
    }
  } catch {
    // Quota exceeded or storage disabled: nothing to keep the lines in.
  }
}

/**
 * At Pay, before the browser leaves for the pay page: the cart becomes the order's record and
 * the cart is emptied. The same order again (a retry that found it) replaces its record.
 * The cart is emptied even if the record cannot be written (storage full): docs/product.md 'Cart' says it is
 * cleared, and a paid order's items must not stay in it.
 */
export function handOffCart(orderId: string, lines: readonly CartLine[], now = new Date()) {
  if (lines.length > 0) {
    const others = readPendingPayments().filter((record) => record.orderId !== orderId);
    writePendingPayments([...others, { orderId, lines: [...lines], at: now.toISOString() }].slice(-MAX_PENDING_PAYMENTS));
  }
  cart.clear();
}

/**
 * The lines of an earlier cart put back under the lines added since, by the cart's add rules
 * (docs/product.md 'Cart'): an item with the same choices in both is one line with the summed
 * quantity, and the later line's note wins unless it has none. Lines keep their ids and choices.
 */
export function mergeLines(earlier: readonly CartLine[], later: readonly CartLine[]): CartLine[] {
  let merged = [...earlier];
  for (const line of later) {
    const next = addLine(merged, line.menuItem, line.quantity, line.notes, line.options);
    if (next.length > merged.length && !merged.some((existing) => existing.id === line.id))
      next[next.length - 1] = { ...next[next.length - 1]!, id: line.id };
    merged = next;
  }
  return merged;
}

export type Settlement = "drop" | "restore" | "keep";

/** What the server's answer means for an order's record (see the rules above). */
export function settlementFor(record: PendingPayment, answer: CustomerPaymentView | "missing" | "unknown"): Settlement {
  if (answer === "unknown") return "keep";
  if (answer === "missing") return "drop";
  switch (answer.state) {
    case "paid":
    case "authorized":
      return "drop";
    case "processing":
      if (!answer.awaitingPayment) return "drop";
      return record.returned ? "keep" : "restore";
    default:
      return "restore";
  }
}

/**
 * Applies settlements to the records as stored now (another tab may have settled some since
 * the question was asked): each record is taken out before its lines go back, so no tab puts
 * the same lines back twice. Returns whether any lines went back.
 */
function apply(settlements: ReadonlyMap<string, Settlement | "returned">): boolean {
  const records = readPendingPayments();
  const kept: PendingPayment[] = [];
  let restored: CartLine[] = [];
  let changed = false;
  for (const record of records) {
    const settlement = settlements.get(record.orderId) ?? "keep";
    if (settlement === "keep") kept.push(record);
    else if (settlement === "returned") kept.push({ ...record, returned: true });
    else if (settlement === "restore") restored = mergeLines(restored, record.lines);
    changed ||= settlement !== "keep";
  }
  if (!changed) return false;
  writePendingPayments(kept);
  if (restored.length === 0) return false;
  cart.update((current) => mergeLines(restored, current));
  return true;
}

async function askServer(orderId: string): Promise<CustomerPaymentView | "missing" | "unknown"> {
  try {
    // Loaded on demand (only when a cart was handed over), so the typed client stays off first loads.
    const { payment } = await unwrap(api.checkout.orders[":id"].payment.$get({ param: { id: orderId } }));
    return payment;
  } catch (error) {
    // No such order, or not this customer's; or not an order id at all.
    if (error instanceof ApiError && (error.code === "not_found" || error.code === "validation_failed")) return "missing";
    return "unknown"; // signed out, a server error or no connection: asked again next time
  }
}

/**
 * For /cart and /checkout: asks where each handed-over order's payment stands and settles its
 * record; lines that go back into the cart are announced with the page's words.
 */
export async function settlePendingPayments(restoredMessage: string): Promise<void> {
  const records = readPendingPayments();
  if (records.length === 0) {
    storage()?.removeItem(KEY); // an unreadable record
    return;
  }
  const answers = await Promise.all(
    records.map(async (record) => [record.orderId, settlementFor(record, await askServer(record.orderId))] as const),
  );
  if (apply(new Map(answers))) notify("info", restoredMessage);
}

/**
 * For the order-success page, which follows the payment itself: paid or authorized (the card
 * held until the cuts are weighed) → the record goes;
 * processing → kept, marked as sent back by the provider; failed, expired or cancelled → its
 * lines go back into the cart, where the page's 'Back to Cart' leads.
 */
export function followPayment(orderId: string, state: PaymentView["state"]) {
  const settlement = state === "paid" || state === "authorized" ? "drop" : state === "processing" ? "returned" : "restore";
  apply(new Map([[orderId, settlement]]));
}
