import type { FallbackLang } from "../core/content-language";
import type { DeliverySettings } from "../checkout/delivery";
import type { SpecialDay, TodayHours, WeeklyHours } from "../ordering/schedule";

/**
 * What the browser may know about the shop. The values come from the server's one
 * configuration module (src/server/config.ts) and reach the pages through the root loader.
 */
export interface ShopAddress {
  street: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

export type { WeeklyHours } from "../ordering/schedule";

export interface ShopInfo {
  name: string;
  /** In the page's language (ADR 0015); `taglineLang: "en"` when a Spanish page shows the English (none configured). */
  tagline: string;
  taglineLang?: FallbackLang;
  foundedYear: number;
  address: ShopAddress;
  /** Coordinates of the address for the map; null when not configured. */
  location: { latitude: number; longitude: number } | null;
  phone: string;
  orderEmail: string;
  /** Lines shown to people, e.g. ['Mon-Sat 8AM-8PM', 'Sun 9AM-6PM'], from the weekly hours. */
  hoursText: string[];
  weeklyHours: WeeklyHours;
  /** Closed dates and special hours for the next 60 days (ADR 0014; the admin sets them). */
  specialDays: SpecialDay[];
  /** Today's hours and the next closure, as of the request; null in the bare configuration. */
  today: TodayHours | null;
  /** The delivery area, minimum and fee (ADR 0014). */
  delivery: DeliverySettings;
  timeZone: string;
  /** Basis points: 825 = 8.25 %. */
  taxRate: number;
  /** The weight allowance held above the estimate for cuts priced by weight, in percent (WEIGHT_HOLD_PERCENT). */
  weightHoldPercent: number;
  social: { label: string; url: string }[];
  /** The carnitas award: the external article and our own blog post ({token} in the spec). */
  award: { articleUrl: string; postSlug: string };
  publicUrl: string;
  /**
   * Whether the shop can text customers (Twilio, or the dev SMS outbox outside production): without
   * it, checkout does not offer 'Text me when my order is ready' and staff send payment links by e-mail.
   */
  hasTextMessages: boolean;
}

export function formatAddressLine(address: ShopAddress): string {
  return `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`;
}

/** A link that opens the address on OpenStreetMap (works without coordinates). */
export function mapSearchUrl(address: ShopAddress): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(formatAddressLine(address))}`;
}

/** 'tel:' link target: digits and a leading plus only. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
