import { randomUUID } from "node:crypto";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import {
  CATERING_LIMITS,
  cateringReference,
  earliestEventAt,
  leadHoursFor,
  type CateringFormDto,
  type CateringMenuItem,
} from "@shared/catering/catering";
import type { CateringRequest } from "@shared/catering/catering.schema";
import { deliveryAreaProblem } from "@shared/checkout/delivery";
import type { Locale } from "@shared/core/i18n";
import { said, type Said } from "@shared/core/said";
import { describeOptions } from "@shared/menu/options";
import { resolveOptions } from "@shared/menu/option-rules";
import { isOpenAt, isSlotStart, shopDate } from "@shared/ordering/schedule";
import { fromWallTime } from "@shared/core/time";
import type { Executor } from "../../db/client";
import { items } from "../../db/schema/menu";
import { badRequest } from "../../lib/errors";
import { atShopTime, keyedWords, saidOfProblem } from "../../lib/say";
import { optionGroupsIn } from "../menu/menu-service";
import { cachedOrderingSettings, calendarOf } from "../ordering/ordering-settings";
import type { ServiceContext } from "../service-context";
import { insertEvent, linkTokenOf, tokenHashOf } from "./catering-lifecycle";
import { sendCateringMail } from "./catering-mails";
import { readCateringSettings } from "./catering-settings";

/**
 * The public request (ADR 0023): anyone, no account. The date follows the shop's lead time for
 * the party's size and its hours (closed days refused, as at checkout); delivery stays inside the
 * delivery area; wishes come from the catering menu. Nothing is stored from a refused request.
 */

async function cateringMenu(db: Executor) {
  return db
    .select({
      id: items.id,
      name: items.name,
      nameEs: items.nameEs,
      role: items.cateringRole,
      unit: items.priceUnit,
      priceCents: items.priceCents,
      optionGroups: items.optionGroups,
    })
    .from(items)
    .where(and(isNotNull(items.cateringRole), eq(items.isArchived, false), eq(items.isAvailable, true)))
    .orderBy(asc(items.cateringRole), asc(items.name));
}

export async function cateringForm(ctx: ServiceContext, locale: Locale): Promise<CateringFormDto> {
  const now = ctx.clock.now();
  const timeZone = ctx.config.shop.timeZone;
  const [rows, settings, ordering] = await Promise.all([cateringMenu(ctx.db), readCateringSettings(ctx), cachedOrderingSettings(ctx)]);
  const today = shopDate(now, timeZone);
  const menu: CateringMenuItem[] = rows.map((row) => ({
    id: row.id,
    name: locale === "es" && row.nameEs ? row.nameEs : row.name,
    role: row.role!,
    unit: row.unit,
    priceCents: row.priceCents,
    optionGroups: optionGroupsIn(row.optionGroups, locale).map((group) => ({
      id: group.id,
      name: group.name,
      selection: group.selection,
      minPicks: group.minPicks,
      maxPicks: group.maxPicks,
      options: group.options.map((option) => ({ id: option.id, name: option.name, isDefault: option.isDefault })),
    })),
  }));
  return {
    items: menu,
    minGuests: settings.minGuests,
    leadTiers: settings.leadTiers,
    now: now.toISOString(),
    today,
    timeZone,
    deliveryZipCodes: ordering.delivery.zipCodes,
    closedDates: ordering.specialDays.filter((day) => day.hours === null && day.date >= today).map((day) => day.date),
    weeklyHours: Object.fromEntries(Object.entries(ordering.weeklyHours).map(([day, hours]) => [day, hours])),
  };
}

export async function requestCatering(ctx: ServiceContext, input: CateringRequest): Promise<{ reference: string }> {
  const now = ctx.clock.now();
  const timeZone = ctx.config.shop.timeZone;
  const [settings, ordering] = await Promise.all([readCateringSettings(ctx), cachedOrderingSettings(ctx)]);
  const calendar = calendarOf(ordering, timeZone);
  const field = (name: string, message: Said) => badRequest(message, { [name]: message });

  if (input.guests < settings.minGuests) throw field("guests", said("cateringErrorTexts.guestsMinimum", settings.minGuests));
  const eventAt = fromWallTime(`${input.eventDate}T${input.eventTime}`, timeZone);
  if (!eventAt) throw field("eventDate", said("cateringErrorTexts.dateInvalid"));
  const earliest = earliestEventAt(settings, input.guests, now);
  if (eventAt < earliest) {
    throw field("eventDate", said("cateringErrorTexts.tooSoon", leadHoursFor(settings, input.guests), atShopTime(earliest, timeZone)));
  }
  if (eventAt.getTime() > now.getTime() + CATERING_LIMITS.maxDaysAhead * 24 * 60 * 60_000) {
    throw field("eventDate", said("cateringErrorTexts.tooFarAhead", CATERING_LIMITS.maxDaysAhead));
  }
  if (!isOpenAt(eventAt, calendar)) throw field("eventTime", said("cateringErrorTexts.closedThen"));
  if (!isSlotStart(eventAt, calendar)) throw field("eventTime", said("cateringErrorTexts.notASlot"));
  if (input.fulfilment === "delivery") {
    const problem = deliveryAreaProblem(input.address, ordering.delivery, keyedWords.orderingTexts);
    if (problem) throw field("address", saidOfProblem(problem));
  }

  // Wishes: items of the catering menu, their choices as the item has them.
  const menu = new Map((await cateringMenu(ctx.db)).map((row) => [row.id, row]));
  const wishes = input.wishes.map((wish) => {
    const item = menu.get(wish.itemId);
    if (!item) throw field("wishes", said("cateringErrorTexts.wishUnknown"));
    const resolved = resolveOptions(item.optionGroups, wish.optionIds);
    if (!resolved.ok) throw field("wishes", said("cateringErrorTexts.wishUnknown"));
    return {
      itemId: item.id,
      name: item.name,
      optionIds: resolved.chosen.map((option) => option.optionId),
      options: resolved.chosen.length > 0 ? [describeOptions(resolved.chosen)] : [],
      quantity: wish.quantity,
      unit: item.unit,
    };
  });

  const id = randomUUID();
  const token = linkTokenOf(ctx, id);
  await ctx.db.transaction(async (tx) => {
    const event = await insertEvent(tx, {
      id,
      tokenHash: tokenHashOf(token),
      eventAt,
      fulfilment: input.fulfilment,
      address: input.fulfilment === "delivery" ? input.address : "",
      guests: input.guests,
      style: input.style,
      wishes,
      dietaryNotes: input.dietaryNotes,
      customerName: input.name,
      customerPhone: input.phone,
      customerEmail: input.email,
      locale: input.locale,
      smsOptIn: input.smsOptIn,
    });
    await sendCateringMail(ctx, tx, event, { kind: "request_received" });
  });
  ctx.log.info({ eventId: id, guests: input.guests }, "catering request");
  return { reference: cateringReference(id) };
}
