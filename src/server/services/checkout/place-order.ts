import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import {
  calendarFor,
  orderingContext,
  preferredTimeProblem,
  validateCheckoutDetails,
  type CheckoutRulesContext,
} from "@shared/checkout/checkout";
import { deliveryAreaProblem, deliveryFeeCents, deliveryMinimumProblem } from "@shared/checkout/delivery";
import { latestReady, preorderProblem } from "@shared/ordering/ordering";
import { shopDate } from "@shared/ordering/schedule";
import { MAX_TIP_CENTS, tipCents } from "@shared/checkout/tips";
import { checkoutFingerprintSource } from "@shared/checkout/checkout-fingerprint";
import type { CheckoutRequest } from "@shared/checkout/checkout.schema";
import { DEFAULT_LOCALE, localizedPath, type Locale } from "@shared/core/i18n";
import type { PriceUnit } from "@shared/menu/menu";
import { MONEY_TAKEN, type CounterPayment } from "@shared/orders/orders";
import { formatCents, formatRate, formatUnitPrice } from "@shared/core/money";
import { priceOrder, type OrderPrice } from "@shared/orders/order-totals";
import { normalizeGiftCardCode } from "@shared/gift-cards/gift-cards";
import { shortOrderId } from "@shared/orders/orders";
import { findCardByCode, lockCard, recordReservation, spendableBalance, type CardRow } from "../gift-cards/gift-card-ledger";
import { checkPromo, recordRedemption, type CheckedPromo, type PromoCart } from "../promos/promo-check";
import { describeOptions } from "@shared/menu/options";
import { formatQuantity } from "@shared/core/quantity";
import { orderHistoryNotes } from "@shared/texts/orders-admin";
import { textsFor } from "@shared/texts/registry.server";
import { fromWallTime } from "@shared/core/time";
import type { Actor, ServiceContext } from "../service-context";
import type { Executor } from "../../db/client";
import { items } from "../../db/schema/menu";
import { orderItems, orders } from "../../db/schema/orders";
import { ServiceError } from "../../lib/errors";
import { keyedWords, say, saidFields } from "../../lib/say";
import { changeOrder, openOrder, recordPaymentSession, renewPaymentExpiry, type NewOrderLine } from "../orders/lifecycle";
import { isAcceptableExpiry, sessionExpiresAt, type CheckoutLine, type CreateCheckoutSessionInput } from "../payments/provider";
import { callProvider } from "../payments/provider-call";
import type { LoadedSettings } from "../ordering/ordering-settings";
import { checkDailyStock, checkSlotCapacity, lockSlotAndStock, slotAndStockLockKeys, slotLoad, type SlotRequest } from "./capacity";
import { priceCartFrom, readCartAndSettings, scheduledLines, type PricedCart, type PricedLine } from "./pricing";
import { said, saidOf, type Said } from "@shared/core/said";

export interface PlacedOrder {
  orderId: string;
  url: string;
}

/** The same cart and details always hash the same (key order, spacing and case aside). */
function fingerprint(request: CheckoutRequest): string {
  return createHash("sha256")
    .update(checkoutFingerprintSource(request.details, request.lines, request.tip, request.smsOptIn, request))
    .digest("hex");
}

/**
 * Places an order and opens its payment session (docs/product.md 'Checkout progress', 'Customer API', 'Checkout page').
 * Prices, tax and total come from the database; the browser's numbers are never read.
 * The order and its lines are written in one transaction, then the provider is asked for a
 * session; if that fails, the order is kept and marked cancelled. The idempotency key makes a
 * retry or a double click return the same order and the same session. The order keeps the
 * language it was placed in (the request's unless said): its pay page and e-mails speak it.
 */
export async function placeOrder(
  ctx: ServiceContext,
  input: { actor: Actor; request: CheckoutRequest; locale?: Locale },
): Promise<PlacedOrder> {
  const { actor, request } = input;
  const locale = input.locale ?? DEFAULT_LOCALE;
  const requestHash = fingerprint(request);
  // Most keys are new, so none is looked up first: a key already used for this customer stops the
  // order's insert (its unique index), and every way placing can fail looks for the key's order.
  let created: CreatedOrder;
  try {
    created = await createOrder(ctx, {
      request,
      locale,
      requestHash,
      taker: { kind: "customer", userId: actor.userId },
      withSession: true,
    });
  } catch (error) {
    // A key we have seen: its order stands even if the details would no longer pass (the preferred
    // time has come closer since the first attempt, its own place fills the slot), and two requests
    // with one key at once: the loser finds the winner's order.
    const existing = await findByKey(ctx, actor.userId, request.idempotencyKey);
    if (existing) return resume(ctx, existing, requestHash);
    if (error instanceof ServiceError) throw error;
    ctx.log.error({ err: error }, "could not create the order");
    throw new ServiceError("order_failed", said("checkoutErrorTexts.orderFailed"));
  }

  // Covered by a gift card (ADR 0024): nothing to pay on a card page.
  if (created.coveredByGiftCard) return successPage(ctx, created.order.id, created.order.paymentSessionId ?? "", created.order.locale);
  // A provider keeping its sessions in our database (the sandbox) wrote the session with the order.
  if (created.session) return { orderId: created.order.id, url: created.session.url };
  return openSession(ctx, created.order, created.priced);
}

export interface CreatedOrder {
  order: typeof orders.$inferSelect;
  priced: PricedLine[];
  /** The gift card paid (or holds) the whole order: no pay page (ADR 0024). */
  coveredByGiftCard: boolean;
  /** The order's payment session, when it was written with the order (`withSession`). */
  session?: { id: string; url: string };
}

/** Who an order is placed for: the signed-in customer, or staff taking it for someone (ADR 0016). */
export type OrderTaker =
  | { kind: "customer"; userId: string }
  | { kind: "staff"; userId: string; email: string; counter: CounterPayment | null; emailOptional: boolean };

/**
 * The order written, priced and checked as docs/product.md and ADRs 0013 and 0014 say, whoever takes it: the
 * details' rules in the order's language, the database's prices and options, the time's rules with
 * each item's schedule, the delivery terms, the slot's capacity and the day's stock under their
 * locks, and the order with its lines and first history row, in one transaction (or one statement
 * when there is no limit or stock to hold). Staff may leave
 * the e-mail out (`emailOptional`); an order paid at the counter (`counter`) is charged for what
 * was entered, with no card hold. `withSession`: where the provider keeps its sessions in our
 * database (the sandbox), the order's payment session is written in the order's own statement.
 */
export async function createOrder(
  ctx: ServiceContext,
  input: { request: CheckoutRequest; locale: Locale; requestHash: string; taker: OrderTaker; withSession?: boolean },
): Promise<CreatedOrder> {
  const { request, locale, requestHash, taker } = input;
  const now = ctx.clock.now();
  const timeZone = ctx.config.shop.timeZone;
  // The admin's hours, closures, capacity and delivery terms as they are now (ADR 0014), and the
  // cart's items as they are now: their schedules for the form's time rules, then their prices
  // and options (a read takes no lock, so it reads the same outside the transaction). One
  // statement reads both.
  const { rows: itemRows, settings } = await readCartAndSettings(ctx.db, request.lines, shopDate(now, timeZone));
  // The rules answer with keys, said in the request's language at the edge; their dates are
  // written in the order's (docs/product.md 'Two languages').
  const words = keyedWords;
  const rules: CheckoutRulesContext = {
    now,
    timeZone,
    weeklyHours: settings.weeklyHours,
    specialDays: settings.specialDays,
    locale,
  };
  // The time's rules depend on the cart's items: a pre-order may be more than 7 days ahead, so the
  // form's check runs with their schedules (planOrder checks again with the priced cart).
  const problems = validateCheckoutDetails(request.details, { ...rules, lines: scheduledLines(itemRows) }, words);
  if (request.details.orderType === "delivery" && !problems.deliveryAddress) {
    const area = deliveryAreaProblem(request.details.deliveryAddress, settings.delivery, words.orderingTexts);
    if (area) problems.deliveryAddress = area;
  }
  // Staff taking a phone order need no e-mail unless something is to be sent there.
  if (taker.kind === "staff" && taker.emailOptional && !request.details.email.trim()) delete problems.email;
  if (Object.keys(problems).length > 0)
    throw new ServiceError("validation_failed", said("checkoutErrorTexts.invalidForm"), saidFields(problems));
  if (request.lines.length === 0) throw new ServiceError("validation_failed", said("checkoutErrorTexts.emptyCart"));
  const counter = taker.kind === "staff" ? taker.counter : null;
  const cart = priceCartFrom(itemRows, request.lines, ctx.config.shop);
  let plan = planOrder(request, cart, settings, rules, ctx.config.shop, null);
  // A promo code (ADR 0024): checked here for its words, decided again under its lock below.
  const customerId = taker.kind === "customer" ? taker.userId : null;
  const promoCart = (): PromoCart => ({
    lines: cart.lines,
    orderType: request.details.orderType,
    slot: plan.slotRequest.slot,
    subtotalCents: plan.estimate.subtotalCents,
    deliveryFeeCents: plan.estimate.deliveryFeeCents,
    customerId,
    customerEmail: request.details.email.trim().toLowerCase(),
  });
  const promoCode = request.promoCode.trim();
  const promo = promoCode ? await checkPromo(ctx, ctx.db, promoCode, promoCart()) : null;
  if (promo) plan = planOrder(request, cart, settings, rules, ctx.config.shop, promo);
  const { estimate } = plan;
  // A gift card pays first (ADR 0024): found here, its balance taken under its lock below.
  const giftCard = request.giftCardCode.trim() ? await giftCardOf(ctx, request.giftCardCode) : null;
  const write = async (tx: Executor) => {
    // The slot's place and the items' stock, held for this order from here (ADR 0014).
    await lockSlotAndStock(tx, plan.slotRequest, plan.calendar, settings.capacity);
    await checkSlotCapacity(tx, plan.slotRequest, {
      calendar: plan.calendar,
      capacity: settings.capacity,
      latest: plan.latest,
    });
    await checkDailyStock(tx, plan.slotRequest, plan.calendar);
    // The code's limits counted under its lock: the last use goes to one order.
    if (promo) await checkPromo(ctx, tx, promoCode, promoCart(), true);
    // What the card pays: up to the (estimated) total; when that covers it, the weight allowance
    // too, and no card is asked for. Under the card's lock: concurrent orders spend it once.
    const share = giftCard
      ? await giftCardShare(ctx, tx, giftCard, estimate, counter !== null)
      : // A code that takes the whole subtotal off leaves nothing to pay: no pay page for $0.
        estimate.totalCents === 0 && !estimate.hasWeighedLines && !counter
        ? { cents: 0, covered: true }
        : null;
    const d = request.details;
    const id = randomUUID();
    const values = {
      customerName: d.name.trim(),
      customerEmail: d.email.trim().toLowerCase(),
      customerPhone: d.phone.trim(),
      orderType: d.orderType,
      deliveryAddress: d.orderType === "delivery" ? d.deliveryAddress.trim() : null,
      deliveryTime: plan.slotRequest.slot,
      notes: d.notes.trim() || null,
      subtotalCents: estimate.subtotalCents,
      taxCents: estimate.taxCents,
      deliveryFeeCents: estimate.deliveryFeeCents,
      tipCents: estimate.tipCents,
      pounds: plan.slotRequest.pounds,
      totalCents: estimate.totalCents,
      // Paid at the counter: the weights entered are what is charged; no hold, no allowance.
      estimatedTotalCents: estimate.hasWeighedLines && !counter ? estimate.totalCents : null,
      allowanceCents: counter ? 0 : estimate.allowanceCents,
      // The card is held for what the gift card leaves, with the allowance; nothing when it covers the estimate.
      holdCents: counter || share?.covered ? null : estimate.holdCents === null ? null : estimate.holdCents - (share?.cents ?? 0),
      discountCents: estimate.discountCents,
      promo: promo?.terms ?? null,
      giftCardId: giftCard?.id ?? null,
      giftCardCents: share?.cents ?? 0,
      taxRate: ctx.config.shop.taxRate,
      customerId: taker.kind === "customer" ? taker.userId : null,
      takenByUserId: taker.kind === "staff" ? taker.userId : null,
      channel: taker.kind === "staff" ? ("staff" as const) : ("web" as const),
      idempotencyKey: request.idempotencyKey,
      requestFingerprint: requestHash,
      paymentProvider: counter ? ("counter" as const) : share?.covered ? ("gift_card" as const) : ctx.payments.kind,
      locale,
      // Without texts (production without Twilio) the opt-in is not offered, and not kept if sent.
      smsOptIn: request.smsOptIn && ctx.config.sms.enabled,
      paymentExpiresAt: sessionExpiresAt(ctx.config.payments.sessionTtlMinutes, now),
    };
    const withSession = input.withSession && !counter && !share?.covered ? ctx.payments.sessionWithOrder?.bind(ctx.payments) : undefined;
    const session = withSession?.(checkoutSessionInput(ctx, { ...values, id }, cart.lines, values.paymentExpiresAt));
    const order = await openOrder(ctx, {
      tx,
      id,
      session: session && { id: session.session.id, write: session.write },
      actor:
        taker.kind === "customer"
          ? { kind: "customer", userId: taker.userId }
          : { kind: "admin", userId: taker.userId, email: taker.email },
      order: values,
      lines: cart.lines.map((line) => orderLineOf(line, counter !== null)),
    });
    if (giftCard && share) await recordReservation(tx, { cardId: giftCard.id, orderId: order.id, cents: share.cents });
    if (promo) {
      await recordRedemption(tx, {
        orderId: order.id,
        promoId: promo.row.id,
        customerId,
        customerEmail: values.customerEmail,
        discountCents: estimate.discountCents + estimate.feeWaivedCents,
      });
    }
    // Covered by the gift card: paid (or, with cuts to weigh, held) at once, with no pay page. The
    // success page's proof is a random token in the session's place (there is no provider session).
    if (share?.covered) {
      await recordPaymentSession(ctx, { tx, orderId: order.id, sessionId: `gc_${randomBytes(18).toString("base64url")}` });
      await changeOrder(ctx, {
        tx,
        orderId: order.id,
        event: { type: "gift_card_covered", held: estimate.hasWeighedLines },
        actor:
          taker.kind === "customer"
            ? { kind: "customer", userId: taker.userId }
            : { kind: "admin", userId: taker.userId, email: taker.email },
        mail: "confirmation",
      });
    }
    const [written] = share?.covered ? await tx.select().from(orders).where(eq(orders.id, order.id)) : [order];
    return {
      order: written!,
      priced: cart.lines,
      coveredByGiftCard: share?.covered ?? false,
      ...(session && { session: session.session }),
    };
  };
  // With a limit on the slot or a stocked item, a limited code or a gift card, the counts and the
  // order commit under the locks. Without, nothing is counted, and the order's one statement is
  // atomic by itself.
  const holdsSomething = slotAndStockLockKeys(plan.slotRequest, plan.calendar, settings.capacity).length > 0 || promo || giftCard;
  return holdsSomething ? ctx.db.transaction(write) : write(ctx.db);
}

/**
 * A priced line as the order stores it. `chargedAsEntered`: the weight staff entered is what is
 * charged (paid at the counter, or added to an order not held on a card): it is the line's weighed
 * quantity from the start, and nothing is left to weigh.
 */
export function orderLineOf(line: PricedLine, chargedAsEntered: boolean): NewOrderLine {
  return {
    itemId: line.itemId,
    itemName: line.name,
    quantity: line.quantity,
    unit: line.unit,
    priceCents: line.priceCents,
    lineTotalCents: line.lineTotalCents,
    options: line.options,
    pricedByWeight: line.pricedByWeight,
    ...(chargedAsEntered && line.pricedByWeight && { weighedQuantity: line.quantity, weighedTotalCents: line.lineTotalCents }),
    notes: line.notes || null,
  };
}

/**
 * What the database's prices and the shop's settings make of the request (ADR 0014): the time's
 * rules with each item's schedule, pre-order windows, the delivery minimum, fee and tip, and the
 * slot the order asks a place in. Refusals carry the form's field where there is one.
 */
function planOrder(
  request: CheckoutRequest,
  cart: PricedCart,
  settings: LoadedSettings,
  rules: CheckoutRulesContext,
  shop: { taxRate: number; weightHoldPercent: number },
  promo: CheckedPromo | null,
) {
  const d = request.details;
  const scheduled = cart.lines.map((line) => ({ name: line.name, schedule: line.schedule }));
  const calendar = calendarFor(rules);
  const words = keyedWords;
  const preorder = preorderProblem(scheduled, d.orderType, shopDate(rules.now, rules.timeZone), words.orderingTexts, rules.locale);
  if (preorder) throw new ServiceError("conflict", saidOf(preorder));
  const time = preferredTimeProblem(d.preferredTime, { ...rules, lines: scheduled, hasWeighedLines: cart.estimate.hasWeighedLines }, words);
  if (time) throw new ServiceError("validation_failed", said("checkoutErrorTexts.invalidForm"), { preferredTime: saidOf(time) });

  const subtotal = cart.estimate.subtotalCents;
  if (d.orderType === "delivery") {
    const minimum = deliveryMinimumProblem(subtotal, settings.delivery, words.orderingTexts);
    if (minimum) throw new ServiceError("validation_failed", saidOf(minimum));
  }
  const tip = tipCents(request.tip, subtotal);
  if (tip > MAX_TIP_CENTS) {
    throw new ServiceError("validation_failed", said("orderingTexts.tipTooLarge", formatCents(MAX_TIP_CENTS)));
  }
  const fee = d.orderType === "delivery" ? deliveryFeeCents(subtotal, settings.delivery) : 0;
  const estimate = priceOrder({
    lines: promo ? cart.lines.map((line) => ({ ...line, discountable: promo.eligible.has(line.itemId) })) : cart.lines,
    taxRate: shop.taxRate,
    weightHoldPercent: shop.weightHoldPercent,
    deliveryFeeCents: fee,
    tipCents: tip,
    discount: promo?.discount ?? null,
  });

  const slotRequest: SlotRequest = {
    orderType: d.orderType,
    slot: fromWallTime(d.preferredTime, rules.timeZone)!,
    ...slotLoad(cart.lines.map((line) => ({ ...line, dailyStock: line.schedule.dailyStock }))),
  };
  return { estimate, calendar, slotRequest, latest: latestReady(scheduled, orderingContext(rules)) };
}

async function findByKey(ctx: ServiceContext, customerId: string, key: string) {
  const [row] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)));
  return row ?? null;
}

/** A request we have seen: the same order and session again (or why not). */
async function resume(ctx: ServiceContext, order: typeof orders.$inferSelect, requestHash: string): Promise<PlacedOrder> {
  if (order.requestFingerprint !== requestHash) throw new ServiceError("conflict", said("checkoutErrorTexts.keyReused"));
  if (order.paymentProvider === "gift_card") return successPage(ctx, order.id, order.paymentSessionId ?? "", order.locale);
  if (MONEY_TAKEN.includes(order.paymentStatus)) return successPage(ctx, order.id, order.paymentSessionId ?? "", order.locale);
  if (order.status === "cancelled") throw new ServiceError("conflict", said("checkoutErrorTexts.processFailed"));
  if (order.paymentSessionId) return reopenSession(ctx, order.id, order.paymentSessionId);
  // The first attempt never stored a session (it is still under way, or the process stopped):
  // the same request again, which the provider answers with that attempt's session if it made one.
  const lines = await ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const itemRows = await ctx.db
    .select({ id: items.id, priceId: items.priceId, priceCents: items.priceCents })
    .from(items)
    .where(
      inArray(
        items.id,
        lines.map((line) => line.itemId),
      ),
    );
  const byId = new Map(itemRows.map((row) => [row.id, row]));
  return openSession(
    ctx,
    order,
    lines.map((line) => {
      const item = byId.get(line.itemId);
      const samePrice = !!item && item.priceCents === line.priceCents && Number.isInteger(line.quantity);
      return {
        name: line.itemName,
        quantity: line.quantity,
        unit: line.unit,
        priceCents: line.priceCents,
        lineTotalCents: line.lineTotalCents,
        options: line.options,
        priceId: samePrice ? (item.priceId ?? null) : null,
      };
    }),
  );
}

/** The success page, in the order's language. */
function successPage(ctx: ServiceContext, orderId: string, sessionId: string, locale: Locale = DEFAULT_LOCALE): PlacedOrder {
  const query = new URLSearchParams({ session_id: sessionId, order_id: orderId });
  return { orderId, url: `${ctx.config.publicUrl}${localizedPath("/order-success", locale)}?${query}` };
}

/**
 * The order's existing session, as the provider has it now: its pay page while open. Nothing
 * here cancels the order, whose session may still be paid: one that never is gets settled when
 * it expires (orders/payment-sweeper.ts). A failure answers 503, so the browser keeps its key and
 * its next attempt finds this order again.
 */
export async function reopenSession(ctx: ServiceContext, orderId: string, sessionId: string): Promise<PlacedOrder> {
  const read = await callProvider({ call: () => ctx.payments.retrieveSession(sessionId) });
  if (!read.ok) {
    const { reason, error } = read;
    ctx.log.warn({ err: error, orderId, reason: reason.key }, "payment session could not be read; the order is kept");
    throw new ServiceError("payment_unavailable", sessionFailed(reason));
  }
  const session = read.value;
  // Gone or expired: this order cannot be paid any more; the sweeper cancels it.
  if (!session || session.status === "expired") throw new ServiceError("conflict", said("checkoutErrorTexts.processFailed"));
  // Paid, or paid by a method that confirms later: the success page follows it.
  if (session.status === "complete" || session.paymentStatus !== "unpaid") return successPage(ctx, orderId, sessionId);
  if (!session.url) throw new ServiceError("payment_unavailable", said("checkoutErrorTexts.noCheckoutUrl"));
  return { orderId, url: session.url };
}

/**
 * Asks the provider for the order's session. The order's stored expiry is sent, so a retry
 * sends the very same request and gets the same session back; only an expiry the provider
 * would now refuse (a first attempt that never got through, retried much later) is renewed,
 * and with it the key, as the provider refuses a key reused with other parameters.
 */
export async function openSession(
  ctx: ServiceContext,
  order: typeof orders.$inferSelect,
  lines: SessionLineSource[],
): Promise<PlacedOrder> {
  const now = ctx.clock.now();
  let expiresAt = order.paymentExpiresAt;
  if (!isAcceptableExpiry(expiresAt, now)) {
    expiresAt = sessionExpiresAt(ctx.config.payments.sessionTtlMinutes, now);
    await renewPaymentExpiry(ctx, { orderId: order.id, expiresAt });
  }
  // No pay page was ever shown for this order, so none of its sessions can be paid: it ends here.
  const fail = async (reason: Said, message: Said, error?: unknown) => {
    await cancelAfterSessionFailure(ctx, order, reason);
    ctx.log.warn({ err: error, orderId: order.id, reason: reason.key }, "payment session failed; order cancelled");
    throw new ServiceError("payment_failed", message);
  };
  const made = await callProvider({ call: () => ctx.payments.createCheckoutSession(checkoutSessionInput(ctx, order, lines, expiresAt)) });
  if (!made.ok) return fail(made.reason, sessionFailed(made.reason), made.error);
  const session = made.value;
  if (!session.url) return fail(said("paymentProblemTexts.noCheckoutUrl"), said("checkoutErrorTexts.noCheckoutUrl"));
  if (order.paymentSessionId !== session.id) {
    await recordPaymentSession(ctx, { orderId: order.id, sessionId: session.id });
  }
  return { orderId: order.id, url: session.url };
}

type SessionOrder = Pick<
  typeof orders.$inferSelect,
  | "id"
  | "locale"
  | "taxCents"
  | "taxRate"
  | "allowanceCents"
  | "holdCents"
  | "totalCents"
  | "customerEmail"
  | "deliveryFeeCents"
  | "tipCents"
  | "discountCents"
  | "promo"
  | "giftCardCents"
  | "giftCardId"
>;

/** What the provider is asked for an order's session: the same for the same order and expiry. */
function checkoutSessionInput(
  ctx: ServiceContext,
  order: SessionOrder,
  lines: SessionLineSource[],
  expiresAt: Date,
): CreateCheckoutSessionInput {
  // The pay page, and the pages it returns to, in the order's language.
  const payPageTexts = textsFor(order.locale).payPageTexts;
  const page = (path: string) => `${ctx.config.publicUrl}${localizedPath(path, order.locale)}`;
  // A promo or a gift card (ADR 0024): the pay page takes no negative line, so one line of what is left.
  const reduced = order.discountCents > 0 || order.giftCardCents > 0;
  return {
    orderId: order.id,
    lines: reduced
      ? [afterCodesLine(order, payPageTexts)]
      : [...lines.map((line) => providerLine(line, payPageTexts)), ...extraLines(order, payPageTexts)],
    taxCents: reduced ? 0 : order.taxCents,
    taxLabel: payPageTexts.taxLine(formatRate(order.taxRate)),
    allowanceCents: order.allowanceCents,
    allowanceLabel: payPageTexts.allowanceLine,
    // Cuts priced by weight: the card is held, and charged for what is weighed (ADR 0013).
    captureMethod: order.holdCents !== null ? "manual" : "automatic",
    totalCents: order.holdCents ?? order.totalCents - order.giftCardCents,
    customerEmail: order.customerEmail,
    successUrl: `${page("/order-success")}?session_id={CHECKOUT_SESSION_ID}&order_id=${order.id}`,
    cancelUrl: page("/cart"),
    locale: order.locale,
    expiresAt,
    // The order and its expiry: every retry of this order gets the same session from the provider.
    idempotencyKey: `checkout-session-${order.id}-${expiresAt.getTime() / 1000}`,
  };
}

/** 'Failed to create checkout session: <our words for the provider's problem>', said in the request's language. */
function sessionFailed(reason: Said): Said {
  return said("checkoutErrorTexts.sessionFailed", reason);
}

type PayPageTexts = ReturnType<typeof textsFor>["payPageTexts"];

interface SessionLineSource {
  name: string;
  quantity: number;
  unit: PriceUnit;
  priceCents: number;
  lineTotalCents: number;
  options: ReadonlyArray<{ name: string }>;
  /** Usable only when the line is that price times a whole quantity. */
  priceId: string | null;
}

/**
 * A line as the pay page lists it. Whole units: the item's price at the provider × the quantity
 * when nothing is chosen that the provider's product does not show, else the unit price named
 * with the choices ('Arrachera (Thin for asada)'). A weight: one line of its exact cost, named
 * with what it is ('Carnitas, 1.5 lb × $15.99/lb (Half and half)'), as the provider counts whole
 * units only; either way the provider's total equals the order's to the cent.
 */
function providerLine(line: SessionLineSource, payPageTexts: PayPageTexts): CheckoutLine {
  const options = describeOptions(line.options);
  if (Number.isInteger(line.quantity)) {
    if (line.priceId && !options)
      return { name: line.name, unitAmountCents: line.priceCents, quantity: line.quantity, priceId: line.priceId };
    return {
      name: options ? `${line.name} (${options})` : line.name,
      unitAmountCents: line.priceCents,
      quantity: line.quantity,
      priceId: null,
    };
  }
  const name = payPageTexts.lineName(
    line.name,
    formatQuantity(line.quantity, line.unit),
    formatUnitPrice(line.priceCents, line.unit),
    options,
  );
  return { name, unitAmountCents: line.lineTotalCents, quantity: 1, priceId: null };
}

/** What is left of an order after its promo and gift card, as one line, naming what came off (ADR 0024). */
function afterCodesLine(order: SessionOrder, payPageTexts: PayPageTexts): CheckoutLine {
  const deductions = [
    ...(order.promo && order.discountCents > 0 ? [payPageTexts.promoDeduction(order.promo.code, formatCents(order.discountCents))] : []),
    ...(order.giftCardCents > 0 ? [payPageTexts.giftCardDeduction(formatCents(order.giftCardCents))] : []),
  ];
  const left = order.totalCents - order.giftCardCents;
  return {
    name: payPageTexts.orderAfterCodesLine(shortOrderId(order.id), deductions.join(", ")),
    unitAmountCents: left,
    quantity: 1,
    priceId: null,
  };
}

/** The delivery fee and the tip, each its own line on the pay page (ADR 0014); neither is taxed. */
function extraLines(order: Pick<typeof orders.$inferSelect, "deliveryFeeCents" | "tipCents">, payPageTexts: PayPageTexts): CheckoutLine[] {
  const extras: CheckoutLine[] = [];
  if (order.deliveryFeeCents > 0)
    extras.push({ name: payPageTexts.deliveryFeeLine, unitAmountCents: order.deliveryFeeCents, quantity: 1, priceId: null });
  if (order.tipCents > 0) extras.push({ name: payPageTexts.tipLine, unitAmountCents: order.tipCents, quantity: 1, priceId: null });
  return extras;
}

/** The order stays on record, cancelled, with the reason in its history (never deleted). */
async function cancelAfterSessionFailure(ctx: ServiceContext, order: typeof orders.$inferSelect, reason: Said) {
  await ctx.db.transaction((tx) =>
    changeOrder(ctx, {
      tx,
      orderId: order.id,
      event: { type: "checkout_failed" },
      actor: { kind: "customer", userId: order.customerId ?? "" },
      note: orderHistoryNotes.sessionFailed(say("en", reason)),
      mail: null,
    }),
  );
}

/** The gift card a code names, or why not (the code's shape, or no such card). */
async function giftCardOf(ctx: ServiceContext, input: string): Promise<CardRow> {
  const code = normalizeGiftCardCode(input);
  const field = { giftCardCode: said("giftCardErrorTexts.codeInvalid") };
  if (!code) throw new ServiceError("validation_failed", said("giftCardErrorTexts.codeInvalid"), field);
  const card = await findCardByCode(ctx.db, code);
  if (!card)
    throw new ServiceError("not_found", said("giftCardErrorTexts.notFound"), { giftCardCode: said("giftCardErrorTexts.notFound") });
  return card;
}

/**
 * The gift card's share of a new order, under the card's lock (ADR 0024): up to the estimated
 * total; when that covers it, the weight allowance too (the order is then held on the gift card
 * alone, and anything weighed beyond is collected at pickup). At the counter the total is what
 * is charged.
 */
async function giftCardShare(
  ctx: ServiceContext,
  tx: Executor,
  card: CardRow,
  estimate: OrderPrice,
  atCounter: boolean,
): Promise<{ cents: number; covered: boolean }> {
  const locked = await lockCard(tx, card.id);
  const balance = await spendableBalance(tx, locked, shopDate(ctx.clock.now(), ctx.config.shop.timeZone));
  const cents = Math.min(balance, atCounter || estimate.holdCents === null ? estimate.totalCents : estimate.holdCents);
  return { cents, covered: !atCounter && cents >= estimate.totalCents };
}
