import type { DeliverySettings } from "@shared/checkout/delivery";
import { parseDollarsToCents } from "@shared/core/dollars";
import type { CapacityByType, CapacitySettings, SlotCapacity } from "@shared/ordering/ordering";
import { formatQuantityNumber } from "@shared/core/quantity";
import type { AdminOrderingSettingsDto, OrderingSettings } from "@shared/ordering/ordering-settings";
import { WEEKDAY_KEYS } from "@shared/ordering/ordering-settings.schema";
import type { WeeklyHours } from "@shared/shop/shop";

/**
 * The Ordering page's fields as typed (text, as inputs hold it) and back to the settings the
 * API takes. Text that is not a number becomes NaN, so the shared schema refuses it with its
 * own words; errors are keyed by the API's paths, the same keys the server's 400 names.
 */

export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];

/** Monday first, as the shop's week reads. */
export const WEEK_ORDER: readonly WeekdayKey[] = ["1", "2", "3", "4", "5", "6", "0"];

export interface DayFields {
  open: boolean;
  opensAt: string;
  closesAt: string;
}

export interface CapacityFields {
  pickupOrders: string;
  pickupPounds: string;
  deliveryOrders: string;
  deliveryPounds: string;
}

export interface OrderingFields {
  weekly: Record<WeekdayKey, DayFields>;
  everyDay: CapacityFields;
  byWeekday: Partial<Record<WeekdayKey, CapacityFields>>;
  zipCodes: string;
  minimum: string;
  fee: string;
  freeOver: string;
}

/** The three parts of the settings, each saved by its own button. */
export type OrderingSection = keyof OrderingSettings;

const numberText = (value: number | null) => (value === null ? "" : formatQuantityNumber(value));
const dollarsText = (cents: number) => (cents / 100).toFixed(2);

function capacityFields(capacity: CapacityByType): CapacityFields {
  return {
    pickupOrders: numberText(capacity.pickup.maxOrders),
    pickupPounds: numberText(capacity.pickup.maxPounds),
    deliveryOrders: numberText(capacity.delivery.maxOrders),
    deliveryPounds: numberText(capacity.delivery.maxPounds),
  };
}

export function fieldsOf(settings: OrderingSettings): OrderingFields {
  const weekly = {} as Record<WeekdayKey, DayFields>;
  for (const key of WEEKDAY_KEYS) {
    const hours = settings.weeklyHours[Number(key) as keyof WeeklyHours];
    weekly[key] = hours ? { open: true, opensAt: hours.open, closesAt: hours.close } : { open: false, opensAt: "09:00", closesAt: "17:00" };
  }
  const byWeekday: OrderingFields["byWeekday"] = {};
  for (const key of WEEKDAY_KEYS) {
    const day = settings.capacity.byWeekday[key];
    if (day) byWeekday[key] = capacityFields(day);
  }
  const delivery = settings.delivery;
  return {
    weekly,
    everyDay: capacityFields(settings.capacity.everyDay),
    byWeekday,
    zipCodes: delivery.zipCodes.join(", "),
    minimum: dollarsText(delivery.minimumCents),
    fee: dollarsText(delivery.feeCents),
    freeOver: delivery.freeOverCents === null ? "" : dollarsText(delivery.freeOverCents),
  };
}

/** '' → null (no limit); otherwise the number typed, NaN when it is none. */
export function limitOf(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  return /^\d*\.?\d+$|^\d+\.$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** Dollars as typed ('5', '5.00', '$5') → cents; `empty` when blank; NaN when not an amount. */
export function centsOf<T extends number | null>(text: string, empty: T): number | T {
  const trimmed = text.trim().replace(/^\$\s*/, "");
  if (trimmed === "") return empty;
  return parseDollarsToCents(trimmed) ?? Number.NaN;
}

/** ZIP codes typed with commas, spaces, semicolons or new lines between them. */
export function zipCodesOf(text: string): string[] {
  return text.split(/[\s,;]+/).filter((zip) => zip !== "");
}

function slotOf(orders: string, pounds: string): SlotCapacity {
  return { maxOrders: limitOf(orders), maxPounds: limitOf(pounds) };
}

function capacityByType(fields: CapacityFields): CapacityByType {
  return { pickup: slotOf(fields.pickupOrders, fields.pickupPounds), delivery: slotOf(fields.deliveryOrders, fields.deliveryPounds) };
}

/** The settings the fields say (numbers may be NaN: check them with `checkSettings`). */
export function settingsOf(fields: OrderingFields): OrderingSettings {
  const weeklyHours = {} as WeeklyHours;
  for (const key of WEEKDAY_KEYS) {
    const day = fields.weekly[key];
    weeklyHours[Number(key) as keyof WeeklyHours] = day.open ? { open: day.opensAt, close: day.closesAt } : null;
  }
  const byWeekday: CapacitySettings["byWeekday"] = {};
  for (const key of WEEKDAY_KEYS) {
    const day = fields.byWeekday[key];
    if (day) byWeekday[key] = capacityByType(day);
  }
  const delivery: DeliverySettings = {
    zipCodes: zipCodesOf(fields.zipCodes),
    minimumCents: centsOf(fields.minimum, 0),
    feeCents: centsOf(fields.fee, 0),
    freeOverCents: centsOf(fields.freeOver, null),
  };
  return { weeklyHours, capacity: { everyDay: capacityByType(fields.everyDay), byWeekday }, delivery };
}

/**
 * What to send to save one section: that section from the fields, the others as last saved,
 * so a save never sends another section's unsaved edits. Check it with the shared schema, its
 * mistakes scoped to the section (lib/form-errors.ts).
 */
export function sectionCandidate(fields: OrderingFields, saved: OrderingSettings, section: OrderingSection): OrderingSettings {
  const typed = settingsOf(fields);
  return {
    weeklyHours: saved.weeklyHours,
    capacity: saved.capacity,
    delivery: saved.delivery,
    [section]: typed[section],
  };
}

/** The settings of the DTO, without the page's extras. */
export function savedSettings(dto: AdminOrderingSettingsDto): OrderingSettings {
  return { weeklyHours: dto.weeklyHours, capacity: dto.capacity, delivery: dto.delivery };
}
