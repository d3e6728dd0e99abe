import { parsePriceToCents } from "@shared/menu/menu";
import { minutesOfDay } from "@shared/core/time";
import type { OrderType } from "@shared/orders/orders";
import type { PromoKind } from "@shared/promos/promos";
import type { FormErrors } from "~/lib/form-errors";
import type { Texts } from "~/lib/texts";

/** The owner's promo form as typed: every field text, as its control holds it. */
export interface PromoFields {
  code: string;
  kind: PromoKind;
  percent: string;
  amount: string;
  minSubtotal: string;
  firstOrderOnly: boolean;
  perCustomerLimit: string;
  totalLimit: string;
  startsOn: string;
  endsOn: string;
  weekdays: number[];
  /** 'HH:mm' of a time input, or empty. */
  fromTime: string;
  toTime: string;
  orderType: OrderType | "any";
  itemIds: string[];
  categories: string[];
  excludePreorders: boolean;
}

export const BLANK_PROMO: PromoFields = {
  code: "",
  kind: "percent",
  percent: "",
  amount: "",
  minSubtotal: "",
  firstOrderOnly: false,
  perCustomerLimit: "",
  totalLimit: "",
  startsOn: "",
  endsOn: "",
  weekdays: [],
  fromTime: "",
  toTime: "",
  orderType: "any",
  itemIds: [],
  categories: [],
  excludePreorders: false,
};

const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;
const COUNT = /^\d{1,7}$/;

/** A percent as typed ('10', '12.5'), else NaN. */
const percentOf = (text: string) => (PERCENT.test(text.trim()) ? Number(text.trim()) : Number.NaN);
/** Dollars as typed ('5', '5.00', '$5'), else NaN. */
const centsOf = (text: string) => parsePriceToCents(text) ?? Number.NaN;
/** Empty is no limit (null); a whole number is a limit; anything else NaN. */
const countOf = (text: string) => (text.trim() === "" ? null : COUNT.test(text.trim()) ? Number(text.trim()) : Number.NaN);
const orNull = (text: string) => (text.trim() === "" ? null : text.trim());

/**
 * What the form sends to POST /api/admin/promos (promoCreateSchema's input, checked with it before
 * it goes): the value of the kind chosen only, an empty rule as null (or none ticked), the hours
 * as minutes of the day, the days in order.
 */
export function promoCreateCandidate(fields: PromoFields) {
  return {
    code: fields.code.trim().toUpperCase(),
    kind: fields.kind,
    percent: fields.kind === "percent" ? percentOf(fields.percent) : null,
    amountCents: fields.kind === "amount" ? centsOf(fields.amount) : null,
    rules: {
      minSubtotalCents: fields.minSubtotal.trim() === "" ? null : centsOf(fields.minSubtotal),
      firstOrderOnly: fields.firstOrderOnly,
      perCustomerLimit: countOf(fields.perCustomerLimit),
      totalLimit: countOf(fields.totalLimit),
      startsOn: orNull(fields.startsOn),
      endsOn: orNull(fields.endsOn),
      weekdays: [...new Set(fields.weekdays)].sort((a, b) => a - b),
      fromMinute: fields.fromTime ? minutesOfDay(fields.fromTime) : null,
      toMinute: fields.toTime ? minutesOfDay(fields.toTime) : null,
      orderType: fields.orderType === "any" ? null : fields.orderType,
      itemIds: fields.itemIds,
      categories: fields.categories,
      excludePreorders: fields.excludePreorders,
    },
  };
}

/**
 * The mistakes the form words itself, in the admin's language (the schema's own bounds would be
 * said in its units): a value that is not a number, a count that is not whole, dates or hours
 * out of order. Shown with the schema's.
 */
export function promoFieldProblems(fields: PromoFields, t: Texts<"promosAdminTexts">["create"], rulesInvalid: string): FormErrors {
  const candidate = promoCreateCandidate(fields);
  const problems: FormErrors = {};
  const { percent, amountCents, rules } = candidate;
  if (percent !== null && !(percent >= 1 && percent <= 100)) problems.percent = t.percentInvalid;
  if (amountCents !== null && Number.isNaN(amountCents)) problems.amountCents = t.amountInvalid;
  if (rules.minSubtotalCents !== null && Number.isNaN(rules.minSubtotalCents)) problems["rules.minSubtotalCents"] = t.amountInvalid;
  for (const field of ["perCustomerLimit", "totalLimit"] as const) {
    const count = rules[field];
    if (count !== null && !(count >= 1)) problems[`rules.${field}`] = t.countInvalid;
  }
  if (rules.startsOn && rules.endsOn && rules.startsOn > rules.endsOn) problems["rules.endsOn"] = rulesInvalid;
  if (rules.fromMinute !== null && rules.toMinute !== null && rules.fromMinute >= rules.toMinute) problems["rules.toMinute"] = rulesInvalid;
  return problems;
}
