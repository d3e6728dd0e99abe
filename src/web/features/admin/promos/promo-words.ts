import type { Locale } from "@shared/core/i18n";
import { formatCents } from "@shared/core/money";
import { formatShopDate } from "@shared/core/time";
import { formatClock } from "@shared/ordering/schedule";
import type { PromoAdminRow, PromoRules, PromoStatus } from "@shared/promos/promos";
import type { Texts } from "~/lib/texts";

type Words = Texts<"promosAdminTexts">;

/** What a code gives, in short: '10 % off', '$5.00 off', 'Free delivery'. */
export function promoGives(promo: Pick<PromoAdminRow, "kind" | "percentBp" | "amountCents">, t: Words): string {
  if (promo.kind === "percent") return t.gives.percent(String((promo.percentBp ?? 0) / 100));
  if (promo.kind === "amount") return t.gives.amount(formatCents(promo.amountCents ?? 0));
  return t.gives.freeDelivery;
}

/** A shop date ('2026-05-10') in words with its year, read in UTC so the calendar day never shifts. */
const dateWords = (date: string, locale: Locale) => formatShopDate(`${date}T12:00:00Z`, "UTC", locale);

/** Minutes of the day → '8AM', '8:30 a.m.'. */
const clock = (minute: number, locale: Locale) =>
  formatClock(`${String(Math.floor(minute / 60) % 24).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`, locale);

/**
 * A code's rules in short words, as the list shows them: each rule that applies, in the order the
 * owner's form asks them. `categoryNames` names the menu's categories by id (the rules keep ids).
 */
export function promoRuleWords(rules: PromoRules, t: Words, locale: Locale, categoryNames: ReadonlyMap<string, string>): string[] {
  const r = t.rules;
  const words: string[] = [];
  if (rules.minSubtotalCents !== null) words.push(r.minSubtotal(formatCents(rules.minSubtotalCents)));
  if (rules.firstOrderOnly) words.push(r.firstOrderOnly);
  if (rules.perCustomerLimit !== null) words.push(r.perCustomer(rules.perCustomerLimit));
  if (rules.totalLimit !== null) words.push(r.total(rules.totalLimit));
  if (rules.startsOn && rules.endsOn) words.push(r.between(dateWords(rules.startsOn, locale), dateWords(rules.endsOn, locale)));
  else if (rules.startsOn) words.push(r.from(dateWords(rules.startsOn, locale)));
  else if (rules.endsOn) words.push(r.until(dateWords(rules.endsOn, locale)));
  if (rules.weekdays.length > 0 && rules.weekdays.length < 7) {
    words.push(
      r.weekdays(
        [...rules.weekdays]
          .sort((a, b) => a - b)
          .map((day) => t.weekdaysShort[day] ?? String(day))
          .join(", "),
      ),
    );
  }
  if (rules.fromMinute !== null && rules.toMinute !== null)
    words.push(r.hours(clock(rules.fromMinute, locale), clock(rules.toMinute, locale)));
  else if (rules.fromMinute !== null) words.push(r.fromHour(clock(rules.fromMinute, locale)));
  else if (rules.toMinute !== null) words.push(r.untilHour(clock(rules.toMinute, locale)));
  if (rules.orderType === "pickup") words.push(r.pickupOnly);
  if (rules.orderType === "delivery") words.push(r.deliveryOnly);
  if (rules.categories.length > 0) {
    const names = rules.categories.map((id) => categoryNames.get(id)).filter((name): name is string => name !== undefined);
    words.push(names.length === rules.categories.length ? r.categories(names.join(", ")) : r.categoryCount(rules.categories.length));
  }
  if (rules.itemIds.length > 0) words.push(r.items(rules.itemIds.length));
  if (rules.excludePreorders) words.push(r.excludePreorders);
  return words.length > 0 ? words : [r.none];
}

/** What the owner may do with a code now: pause or end an active one, resume or end a paused one; an ended code is final. */
export function promoMoves(status: PromoStatus): ("pause" | "resume" | "end")[] {
  if (status === "active") return ["pause", "end"];
  if (status === "paused") return ["resume", "end"];
  return [];
}
