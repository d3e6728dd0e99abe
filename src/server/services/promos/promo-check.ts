import { and, eq, inArray, ne, or, sql } from "drizzle-orm";
import { said, type Said } from "@shared/core/said";
import { zonedParts } from "@shared/core/time";
import { shopDate } from "@shared/ordering/schedule";
import { discountOf, type OrderDiscount } from "@shared/orders/order-totals";
import type { OrderType } from "@shared/orders/orders";
import { normalizePromoCode, promoRuleProblem, type PromoProblem, type PromoTerms } from "@shared/promos/promos";
import type { Executor } from "../../db/client";
import { promoCodes, promoRedemptions } from "../../db/schema/gift-cards";
import { orders } from "../../db/schema/orders";
import { ServiceError } from "../../lib/errors";
import type { ServiceContext } from "../service-context";
import type { PricedLine } from "../checkout/pricing";

/**
 * A promo code checked against a cart (ADR 0024): its status, its rules on the order's own
 * facts (shared/promos/promos.ts promoRuleProblem), then the counts only the database knows
 * (first order, per customer, in total). The same check previews the code at checkout and
 * decides it when the order is placed; there it runs again under the code's row lock, so the
 * last use of a limited code goes to one order.
 */

type PromoRow = typeof promoCodes.$inferSelect;

export interface PromoCart {
  lines: ReadonlyArray<Pick<PricedLine, "itemId" | "categoryId" | "lineTotalCents" | "schedule" | "pricedByWeight">>;
  orderType: OrderType;
  /** The pickup or delivery time. */
  slot: Date;
  subtotalCents: number;
  /** The delivery fee the order would pay without the code. */
  deliveryFeeCents: number;
  customerId: string | null;
  customerEmail: string;
}

export interface CheckedPromo {
  row: PromoRow;
  terms: PromoTerms;
  discount: OrderDiscount;
  /** The cart's items the discount applies to. */
  eligible: ReadonlySet<string>;
}

function refused(problem: PromoProblem, row?: PromoRow): ServiceError {
  const words: Said =
    problem === "minSubtotal"
      ? said("promoErrorTexts.minSubtotal", row?.rules.minSubtotalCents ?? 0)
      : { key: `promoErrorTexts.${problem}` };
  return new ServiceError("promo_invalid", words);
}

/** The code's row (its lock with `forUpdate`, for placing the order). */
async function findPromo(db: Executor, code: string, forUpdate: boolean): Promise<PromoRow | null> {
  const query = db
    .select()
    .from(promoCodes)
    .where(eq(promoCodes.code, normalizePromoCode(code)));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

/** The cart's items the code's discount applies to: its items or categories, less pre-orders when it leaves them out. */
function eligibleItems(row: PromoRow, cart: PromoCart): Set<string> {
  const { itemIds, categories, excludePreorders } = row.rules;
  const everything = itemIds.length === 0 && categories.length === 0;
  return new Set(
    cart.lines
      .filter((line) => everything || itemIds.includes(line.itemId) || categories.includes(line.categoryId))
      .filter((line) => !(excludePreorders && line.schedule.preorder))
      .map((line) => line.itemId),
  );
}

/**
 * The code for this cart, or why not (a ServiceError 'promo_invalid' whose words say which rule).
 * `tx` with `lock`: under the code's row lock, inside the transaction that places the order.
 */
export async function checkPromo(ctx: ServiceContext, db: Executor, code: string, cart: PromoCart, lock = false): Promise<CheckedPromo> {
  const row = await findPromo(db, code, lock);
  if (!row) throw refused("unknown");
  if (row.status === "paused") throw refused("paused");
  if (row.status === "ended") throw refused("ended");
  const now = ctx.clock.now();
  const timeZone = ctx.config.shop.timeZone;
  const slot = zonedParts(cart.slot, timeZone);
  const problem = promoRuleProblem(row.rules, {
    today: shopDate(now, timeZone),
    slotWeekday: slot.weekday,
    slotMinute: slot.hour * 60 + slot.minute,
    orderType: cart.orderType,
    subtotalCents: cart.subtotalCents,
  });
  if (problem) throw refused(problem, row);
  const eligible = eligibleItems(row, cart);
  if (row.kind === "free_delivery") {
    if (cart.orderType !== "delivery" || cart.deliveryFeeCents <= 0) throw refused("noDeliveryFee");
  } else if (eligible.size === 0) throw refused("noEligibleItems");

  // What only the database knows: earlier orders of this customer, and the code's uses.
  const customer = or(
    eq(promoRedemptions.customerEmail, cart.customerEmail),
    ...(cart.customerId ? [eq(promoRedemptions.customerId, cart.customerId)] : []),
  );
  if (row.rules.firstOrderOnly && (await hasPaidOrder(db, cart))) throw refused("firstOrder");
  if (row.rules.perCustomerLimit !== null) {
    const used = await countUses(db, and(eq(promoRedemptions.promoId, row.id), customer));
    if (used >= row.rules.perCustomerLimit) throw refused("customerLimit");
  }
  if (row.rules.totalLimit !== null) {
    const used = await countUses(db, eq(promoRedemptions.promoId, row.id));
    if (used >= row.rules.totalLimit) throw refused("totalLimit");
  }
  const everything = row.rules.itemIds.length === 0 && row.rules.categories.length === 0 && !row.rules.excludePreorders;
  const terms: PromoTerms = {
    promoId: row.id,
    code: row.code,
    kind: row.kind,
    percentBp: row.percentBp,
    amountCents: row.amountCents,
    itemIds: everything ? null : [...eligible],
  };
  const discount: OrderDiscount =
    row.kind === "percent"
      ? { kind: "percent", percentBp: row.percentBp! }
      : row.kind === "amount"
        ? { kind: "amount", amountCents: row.amountCents! }
        : { kind: "free_delivery" };
  return { row, terms, discount, eligible };
}

async function countUses(db: Executor, where: ReturnType<typeof and>): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(promoRedemptions)
    .where(and(where, eq(promoRedemptions.voided, false)));
  return Number(row?.n ?? 0);
}

/** Whether the customer (by account or e-mail) has an order that took money or is held: not a first order. */
async function hasPaidOrder(db: Executor, cart: PromoCart): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        or(eq(orders.customerEmail, cart.customerEmail), ...(cart.customerId ? [eq(orders.customerId, cart.customerId)] : [])),
        inArray(orders.paymentStatus, ["paid", "authorized", "partially_refunded", "refunded", "processing"]),
        ne(orders.status, "cancelled"),
      ),
    )
    .limit(1);
  return !!row;
}

/** The discount a checked code gives this cart now, and the fee it waives. */
export function previewDiscount(
  checked: CheckedPromo,
  cart: PromoCart & { lines: ReadonlyArray<Pick<PricedLine, "itemId" | "lineTotalCents">> },
): { discountCents: number; feeWaivedCents: number } {
  // Free delivery waives the fee the order would pay (checkPromo refused it when there is none).
  if (checked.discount.kind === "free_delivery") return { discountCents: 0, feeWaivedCents: cart.deliveryFeeCents };
  const eligibleCents = cart.lines.filter((line) => checked.eligible.has(line.itemId)).reduce((sum, line) => sum + line.lineTotalCents, 0);
  return { discountCents: discountOf(checked.discount, eligibleCents), feeWaivedCents: 0 };
}

/** The code's use by a new order, written with the order (its limits were checked under the code's lock). */
export async function recordRedemption(
  tx: Executor,
  input: { orderId: string; promoId: string; customerId: string | null; customerEmail: string; discountCents: number },
): Promise<void> {
  await tx.insert(promoRedemptions).values(input).onConflictDoNothing();
}

/** An order that ended unpaid gives its use back; its discount follows the order when weighed or edited. */
export async function voidRedemption(tx: Executor, orderId: string): Promise<void> {
  await tx.update(promoRedemptions).set({ voided: true }).where(eq(promoRedemptions.orderId, orderId));
}

/** The order's discount changed (weighed, edited): the code's use follows it by the difference (a waived fee stays). */
export async function shiftRedemptionDiscount(tx: Executor, orderId: string, deltaCents: number): Promise<void> {
  if (deltaCents === 0) return;
  await tx
    .update(promoRedemptions)
    .set({ discountCents: sql`greatest(0, ${promoRedemptions.discountCents} + ${deltaCents})` })
    .where(eq(promoRedemptions.orderId, orderId));
}
