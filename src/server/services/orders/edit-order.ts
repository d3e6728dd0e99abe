import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { calendarFor, orderingContext, preferredTimeProblem, type CheckoutRulesContext } from "@shared/checkout/checkout";
import { discountOfTerms, isDiscountable, keptFeeAndTip } from "@shared/orders/order-changes";
import { lineTotalCents, priceOrder } from "@shared/orders/order-totals";
import { latestReady } from "@shared/ordering/ordering";
import type { EditSettlement, LinkChannel, OrderEditResult } from "@shared/orders/orders";
import type { OrderEditInput } from "@shared/orders/orders.schema";
import { formatQuantity } from "@shared/core/quantity";
import { quantityProblem } from "@shared/orders/quantity-rules";
import { orderHistoryNotes } from "@shared/texts/orders-admin";
import { shopDate } from "@shared/ordering/schedule";
import { formatShopDateTime, fromWallTime } from "@shared/core/time";
import type { Actor, ServiceContext } from "../service-context";
import type { Executor } from "../../db/client";
import { items } from "../../db/schema/menu";
import { orderEdits, orderItems, orders, refunds } from "../../db/schema/orders";
import { badRequest, notFound, ServiceError } from "../../lib/errors";
import { keyedWords } from "../../lib/say";
import { checkDailyStock, checkSlotCapacity, lockSlotAndStock, slotLoad, type SlotRequest } from "../checkout/capacity";
import { priceCart } from "../checkout/pricing";
import { orderLineOf } from "../checkout/place-order";
import { scheduledItems } from "../menu/menu-service";
import { readOrderingSettings } from "../ordering/ordering-settings";
import { toE164 } from "../sms/phone";
import { reviseOrder, type NewOrderLine, type OrderActor, type OrderRevision } from "./lifecycle";
import { getOrder } from "./order-queries";
import { completeRefund, openRefund, type RefundRow } from "./refund-order";
import { supersedeOpenLinks } from "./top-up-status";
import { addLink, closeSupersededLinks, openLink } from "./top-ups";
import { said, saidOf } from "@shared/core/said";
import { DEFAULT_LOCALE, type Locale } from "@shared/core/i18n";

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderItems.$inferSelect;
type TopUpRow = Awaited<ReturnType<typeof addLink>>;

/**
 * Edits before completion (ADR 0016): staff add or remove lines, change a quantity or weight, or
 * move the time, and the server settles the difference from the order's payment:
 * - card held (cuts to weigh): the hold stays; the weighing captures the new total within it;
 * - paid, and the total went down: the difference is refunded (to the card, or handed back at the
 *   counter for a counter order): money goes back, so only the owner may, as with refunds;
 * - paid by card, and it went up: a payment link for what is owed goes to the customer, and it
 *   stays owed at pickup until paid; paid at the counter: collected at pickup.
 *
 * One transaction holds the order's row lock, the slot's and the stock's locks (capacity is
 * counted without the order itself), writes the lines, the amounts and the history row naming who
 * edited and what, and records the edit under its key, so a double click edits once. Everything
 * the money needs is decided there too, so that edits at once never count the same money twice:
 * what was taken less what was refunded and what refunds under way will give back; the refund
 * (opened, its parts decided); the open payment link superseded and the new one's row. An edit
 * that changes nothing writes and sends nothing. After the commit, the refund is made and the
 * old link's page closed before a new link's page is made and sent.
 */
export async function editOrder(
  ctx: ServiceContext,
  input: { actor: Actor; orderId: string; edit: OrderEditInput; locale?: Locale },
): Promise<OrderEditResult> {
  const { orderId, edit } = input;
  const staff: Extract<OrderActor, { kind: "admin" }> = { kind: "admin", userId: input.actor.userId, email: input.actor.email };
  const again = await findEdit(ctx.db, edit.idempotencyKey);
  if (again) return answerAgain(ctx, again, orderId);
  // No texts in this shop (production without Twilio): a link could go by e-mail only.
  if (edit.sendLinkBy === "sms" && !ctx.config.sms.enabled) {
    const textsOff = said("orderErrorTexts.textsOff");
    throw new ServiceError("validation_failed", textsOff, { sendLinkBy: textsOff });
  }

  // The time rules' dates in the request's language; their words are said at the edge.
  const locale = input.locale ?? DEFAULT_LOCALE;
  const timeZone = ctx.config.shop.timeZone;
  const now = ctx.clock.now();
  const settings = await readOrderingSettings(ctx.db, shopDate(now, timeZone));
  const rules: CheckoutRulesContext = { now, timeZone, weeklyHours: settings.weeklyHours, specialDays: settings.specialDays, locale };

  type Recorded = {
    editId: string;
    settlement: EditSettlement;
    previousTotalCents: number;
    refund: RefundRow | null;
    link: TopUpRow | null;
    superseded: boolean;
  };
  let recorded: Recorded | null;
  try {
    recorded = await ctx.db.transaction(async (tx): Promise<Recorded | null> => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
      if (!order) throw notFound(said("orderErrorTexts.notFound"));
      editableOrRefuse(order);
      const current = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
      const { revisionLines, kept, added, changes } = await newLines(ctx, tx, order, current, edit);

      // The time: the same slot, or a new one that passes the website's rules.
      const scheduled = await scheduledItems(
        tx,
        revisionLines.map((line) => line.itemId),
      );
      const byItem = new Map(scheduled.map((row) => [row.id, row]));
      const moved =
        edit.preferredTime !== undefined && fromWallTime(edit.preferredTime, timeZone)?.getTime() !== order.deliveryTime.getTime();
      // Nothing changes (the same lines, the same time): nothing to write, settle or send.
      if (changes.length === 0 && !moved) return null;
      let slot = order.deliveryTime;
      // The fee and tip as placed; the promo's discount worked out again on the new lines (ADR 0024).
      const extras = keptFeeAndTip(order);
      const estimate = priceOrder({
        lines: revisionLines.map((line) => ({ ...line, discountable: isDiscountable(extras.promo, line.itemId) })),
        taxRate: order.taxRate,
        weightHoldPercent: ctx.config.shop.weightHoldPercent,
        deliveryFeeCents: extras.deliveryFeeCents,
        tipCents: extras.tipCents,
        discount: discountOfTerms(extras.promo),
      });
      if (moved) {
        const lines = revisionLines.map((line) => ({ name: line.itemName, schedule: byItem.get(line.itemId)!.schedule }));
        const problem = preferredTimeProblem(
          edit.preferredTime!,
          { ...rules, lines, hasWeighedLines: estimate.hasWeighedLines },
          keyedWords,
        );
        if (problem) throw new ServiceError("validation_failed", saidOf(problem), { preferredTime: saidOf(problem) });
        slot = fromWallTime(edit.preferredTime!, timeZone)!;
        changes.push(orderHistoryNotes.timeChanged(formatShopDateTime(slot, timeZone, "en")));
      }

      // The slot's place and the stock, held as for a new order, without counting this order.
      const calendar = calendarFor(rules);
      const slotRequest: SlotRequest = {
        orderType: order.orderType,
        slot,
        ...slotLoad(
          revisionLines.map((line) => ({
            itemId: line.itemId,
            name: line.itemName,
            unit: line.unit ?? "each",
            quantity: line.quantity,
            dailyStock: byItem.get(line.itemId)?.dailyStock ?? null,
          })),
        ),
      };
      await lockSlotAndStock(tx, slotRequest, calendar);
      const latest = latestReady(
        revisionLines.map((line) => ({ name: line.itemName, schedule: byItem.get(line.itemId)!.schedule })),
        orderingContext(rules),
      );
      await checkSlotCapacity(tx, slotRequest, {
        calendar,
        capacity: settings.capacity,
        latest: latest.getTime() > slot.getTime() ? latest : slot,
        excludeOrderId: orderId,
      });
      await checkDailyStock(tx, slotRequest, calendar, orderId);

      // What the difference comes to, and how it is settled: against the money taken, less what
      // was given back and what refunds under way (an edit a moment ago) will give back.
      const previousTotalCents = order.totalCents;
      const held = order.paymentStatus === "authorized";
      // Held on the card, on a gift card, or both (ADR 0024).
      const holdAll = (order.holdCents ?? 0) + (held ? order.giftCardCents : 0);
      const taken = (order.capturedCents ?? order.totalCents) - order.refundedCents - (await refundsUnderWay(tx, orderId));
      const owed = held || order.paymentStatus === "expired" ? 0 : estimate.totalCents - taken;
      const atCounter = order.paymentProvider === "counter";
      let settlement: EditSettlement;
      if (held) settlement = { kind: "hold", holdCents: holdAll, overCents: Math.max(0, estimate.totalCents - holdAll) };
      else if (order.paymentStatus === "expired" || owed === 0) settlement = { kind: "none" };
      else if (owed < 0) settlement = { kind: "refund", amountCents: -owed, atCounter };
      else if (owed === order.balanceDueCents) settlement = { kind: "none" };
      else if (atCounter) settlement = { kind: "collect", amountCents: owed };
      else settlement = { kind: "link", amountCents: owed, url: "", sentBy: null };
      // Money going back is the owner's to give, however it is asked for.
      if (settlement.kind === "refund" && !input.actor.isAdmin) {
        throw new ServiceError("forbidden", said("orderErrorTexts.editRefundOwnerOnly"));
      }
      const balanceDueCents = owed > 0 ? owed : 0;

      const revision: OrderRevision = {
        removeLineIds: current.filter((line) => !kept.has(line.id)).map((line) => line.id),
        updateLines: [...kept.values()],
        addLines: added,
        amounts: {
          subtotalCents: estimate.subtotalCents,
          discountCents: estimate.discountCents,
          taxCents: estimate.taxCents,
          totalCents: estimate.totalCents,
          pounds: slotRequest.pounds,
          deliveryTime: slot,
          estimatedTotalCents: held ? estimate.totalCents : order.estimatedTotalCents,
          // The hold stays what the card holds: the allowance is what is left of it above the estimate.
          allowanceCents: held ? Math.max(0, holdAll - estimate.totalCents) : order.allowanceCents,
          balanceDueCents,
        },
      };
      const summary = changes.length > 0 ? changes.join(", ") : "-";
      await reviseOrder(ctx, {
        tx,
        orderId,
        actor: staff,
        revision,
        note: [orderHistoryNotes.edited(summary, previousTotalCents, estimate.totalCents), settlementNote(settlement)]
          .filter(Boolean)
          .join("; "),
      });
      const editId = randomUUID();
      // One open link per order: a balance that changed supersedes the link for the old one.
      const superseded = balanceDueCents !== order.balanceDueCents ? await supersedeOpenLinks(tx, orderId) : [];
      const link = settlement.kind === "link" ? await addLink(tx, orderId, settlement.amountCents) : null;
      const refund =
        settlement.kind === "refund"
          ? await openRefund(ctx, tx, {
              order,
              amountCents: settlement.amountCents,
              lineIds: null,
              reason: orderHistoryNotes.refundReasonEdit,
              idempotencyKey: `edit-${editId}`,
              admin: staff,
            })
          : null;
      await tx.insert(orderEdits).values({
        id: editId,
        orderId,
        idempotencyKey: edit.idempotencyKey,
        previousTotalCents,
        totalCents: estimate.totalCents,
        settlement,
        createdByUserId: staff.userId,
      });
      return { editId, settlement, previousTotalCents, refund, link, superseded: superseded.length > 0 };
    });
  } catch (error) {
    // The same key at the same moment (a double click): the first one's edit answers.
    const raced = error instanceof ServiceError ? null : await findEdit(ctx.db, edit.idempotencyKey);
    if (raced) return answerAgain(ctx, raced, orderId);
    throw error;
  }

  if (!recorded) {
    const order = (await getOrder(ctx.db, orderId))!;
    return { order, previousTotalCents: order.totalCents, settlement: { kind: "none" }, edited: false };
  }
  const settlement = await settle(ctx, { orderId, staff, edit, ...recorded });
  return { order: (await getOrder(ctx.db, orderId))!, previousTotalCents: recorded.previousTotalCents, settlement, edited: true };
}

/** What refunds under way (opened, not yet settled by the provider) will give back of the order. */
async function refundsUnderWay(tx: Executor, orderId: string): Promise<number> {
  const [row] = await tx
    .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, "pending")));
  return Number(row?.cents ?? 0);
}

/** Only an order still to be made, whose money is settled or held, can change. */
function editableOrRefuse(order: OrderRow): void {
  if (order.status === "completed" || order.status === "cancelled") throw new ServiceError("conflict", said("orderErrorTexts.notEditable"));
  if (order.weighedAt) throw new ServiceError("conflict", said("orderErrorTexts.notEditableWeighed"));
  if (order.paymentStatus === "refunded") throw new ServiceError("conflict", said("orderErrorTexts.notEditableRefunded"));
  const expiredHold = order.paymentStatus === "expired" && order.holdCents !== null;
  if (!["paid", "partially_refunded", "authorized"].includes(order.paymentStatus) && !expiredHold) {
    throw new ServiceError("conflict", said("orderErrorTexts.notEditableUnpaid"));
  }
}

/**
 * The order's lines after the edit: a kept line keeps its price and choices of the time and may
 * change its quantity (on its item's steps); a new line is priced from the database today.
 */
async function newLines(ctx: ServiceContext, tx: Executor, order: OrderRow, current: LineRow[], edit: OrderEditInput) {
  const byId = new Map(current.map((line) => [line.id, line]));
  const keptInput = edit.lines.filter((line) => line.lineId !== undefined);
  const newInput = edit.lines.filter((line) => line.lineId === undefined);
  const rules = await tx
    .select({ id: items.id, priceUnit: items.priceUnit, quantityMin: items.quantityMin, quantityStep: items.quantityStep })
    .from(items)
    .where(
      inArray(
        items.id,
        keptInput.map((line) => line.itemId),
      ),
    );
  const ruleOf = new Map(rules.map((row) => [row.id, row]));
  const kept = new Map<string, OrderRevision["updateLines"][number]>();
  const changes: string[] = [];
  const revisionLines: (Pick<NewOrderLine, "itemId" | "itemName" | "unit"> & {
    quantity: number;
    priceCents: number;
    pricedByWeight: boolean;
  })[] = [];
  for (const wanted of keptInput) {
    const line = byId.get(wanted.lineId!);
    if (!line || line.itemId !== wanted.itemId || kept.has(line.id)) throw badRequest(said("orderErrorTexts.editLineUnknown"));
    const rule = ruleOf.get(line.itemId);
    if (rule && line.quantity !== wanted.quantity && quantityProblem(wanted.quantity, rule) !== null) {
      throw new ServiceError(
        "validation_failed",
        said("checkoutErrorTexts.quantityOffStep", line.itemName, formatQuantity(rule.quantityStep, rule.priceUnit)),
      );
    }
    kept.set(line.id, {
      id: line.id,
      quantity: wanted.quantity,
      lineTotalCents: lineTotalCents(line.priceCents, wanted.quantity),
      weighed: line.weighedQuantity !== null,
    });
    if (line.quantity !== wanted.quantity) {
      changes.push(
        orderHistoryNotes.lineChanged(line.itemName, formatQuantity(line.quantity, line.unit), formatQuantity(wanted.quantity, line.unit)),
      );
    }
    revisionLines.push({ ...line, quantity: wanted.quantity });
  }
  for (const line of current) {
    if (!kept.has(line.id)) changes.push(orderHistoryNotes.lineRemoved(line.itemName, formatQuantity(line.quantity, line.unit)));
  }
  const added: NewOrderLine[] = [];
  if (newInput.length > 0) {
    const cart = await priceCart(tx, newInput, ctx.config.shop);
    // A card held for weighing: the new cuts are weighed too. Otherwise what staff entered is charged.
    const weighNow = order.paymentStatus !== "authorized";
    for (const line of cart.lines) {
      added.push(orderLineOf(line, weighNow));
      changes.push(orderHistoryNotes.lineAdded(line.name, formatQuantity(line.quantity, line.unit)));
      revisionLines.push({
        itemId: line.itemId,
        itemName: line.name,
        unit: line.unit,
        quantity: line.quantity,
        priceCents: line.priceCents,
        pricedByWeight: line.pricedByWeight,
      });
    }
  }
  return {
    // Not held on a card: every line is charged as entered, so none is estimated with an allowance.
    revisionLines: revisionLines.map((line) => (order.paymentStatus === "authorized" ? line : { ...line, pricedByWeight: false })),
    kept,
    added,
    changes,
  };
}

function settlementNote(settlement: EditSettlement): string {
  switch (settlement.kind) {
    case "none":
      return "";
    case "hold":
      return orderHistoryNotes.settledByHold(settlement.holdCents, settlement.overCents);
    case "refund":
      return orderHistoryNotes.settledByRefund(settlement.amountCents, settlement.atCounter);
    case "link":
      return orderHistoryNotes.settledByLink(settlement.amountCents);
    case "collect":
      return orderHistoryNotes.settledAtPickup(settlement.amountCents);
  }
}

/**
 * The money an edit calls for, after its commit: the refund made (each part to its payment), the
 * superseded link's page closed, then the new link's page made and sent. Each is keyed by the
 * edit, so a retry moves money once. A refund the provider refused is said as such (its note is
 * in the history; nothing was recorded as refunded).
 */
async function settle(
  ctx: ServiceContext,
  input: {
    orderId: string;
    staff: Extract<OrderActor, { kind: "admin" }>;
    edit: OrderEditInput;
    editId: string;
    settlement: EditSettlement;
    refund: RefundRow | null;
    link: TopUpRow | null;
    superseded: boolean;
  },
): Promise<EditSettlement> {
  const { orderId, editId, settlement, staff } = input;
  // Every old page closed first: a new link goes out only when no old one can still be paid.
  const closed = input.superseded || input.link ? await closeSupersededLinks(ctx, orderId, staff) : true;
  if (input.refund) await completeRefund(ctx, { refund: input.refund, actor: staff });
  if (settlement.kind !== "link" || !input.link) return settlement;
  const order = (await getOrder(ctx.db, orderId))!;
  const byText = ctx.config.sms.enabled && toE164(order.customerPhone) !== null;
  const by: LinkChannel = input.edit.sendLinkBy ?? (byText ? "sms" : "email");
  const opened = closed ? await openLink(ctx, { link: input.link, by, dedupeKey: `payment-link:edit-${editId}`, staff }) : null;
  const done: EditSettlement = opened
    ? { ...settlement, amountCents: opened.amountCents, url: opened.url, sentBy: opened.sentBy }
    : { ...settlement, url: "", sentBy: null };
  await ctx.db.update(orderEdits).set({ settlement: done }).where(eq(orderEdits.id, editId));
  return done;
}

async function findEdit(db: Executor, key: string) {
  const [row] = await db.select().from(orderEdits).where(eq(orderEdits.idempotencyKey, key));
  return row ?? null;
}

async function answerAgain(ctx: ServiceContext, edit: typeof orderEdits.$inferSelect, orderId: string): Promise<OrderEditResult> {
  if (edit.orderId !== orderId) throw new ServiceError("conflict", said("checkoutErrorTexts.keyReused"));
  return {
    order: (await getOrder(ctx.db, orderId))!,
    previousTotalCents: edit.previousTotalCents,
    settlement: edit.settlement,
    edited: false,
  };
}
