import type { Catalog } from "../core/i18n";
import { formatCents } from "../core/money";
import type { orderingTexts } from "../texts/ordering";

/** The words delivery's problems are said in (orderingTexts, in the page's or the request's language). */
type DeliveryWords = Pick<Catalog<typeof orderingTexts>, "zipMissing" | "outsideArea" | "belowMinimum">;

/**
 * Delivery (ADR 0014): the area as a list of ZIP codes, a minimum order, and docs/product.md's free
 * delivery over $30 made real: below it a fee the admin sets. An empty list delivers anywhere
 * and a zero fee charges nothing, which is how a shop upgraded from before ordering ahead (ADR 0014) behaves.
 */
export interface DeliverySettings {
  /** Five-digit ZIP codes; empty = no area set (every address accepted). */
  zipCodes: string[];
  /** The least subtotal for delivery, cents (0 = none). */
  minimumCents: number;
  /** Charged below the free-delivery threshold, cents (0 = free). */
  feeCents: number;
  /** Subtotals from this amount deliver free (docs/product.md 'Delivery and tips': $30); null = the fee always applies. */
  freeOverCents: number | null;
}

export const DEFAULT_DELIVERY: DeliverySettings = { zipCodes: [], minimumCents: 0, feeCents: 0, freeOverCents: 3000 };

export const ZIP_PATTERN = /^\d{5}$/;

/** The ZIP code of an address as typed: its last five-digit number (ZIP+4 allowed). */
export function zipOf(address: string): string | null {
  const matches = [...address.matchAll(/(?<!\d)(\d{5})(?:-\d{4})?(?!\d)/g)];
  return matches.length > 0 ? matches[matches.length - 1]![1]! : null;
}

export function deliveryFeeCents(subtotalCents: number, settings: DeliverySettings): number {
  if (settings.freeOverCents !== null && subtotalCents >= settings.freeOverCents) return 0;
  return settings.feeCents;
}

/** Why this address cannot be delivered to (null: it can). */
export function deliveryAreaProblem(address: string, settings: DeliverySettings, t: DeliveryWords): string | null {
  if (settings.zipCodes.length === 0) return null;
  const zip = zipOf(address);
  if (!zip) return t.zipMissing;
  return settings.zipCodes.includes(zip) ? null : t.outsideArea(zip);
}

/** Why this subtotal is too small for delivery (null: it is not). */
export function deliveryMinimumProblem(subtotalCents: number, settings: DeliverySettings, t: DeliveryWords): string | null {
  if (subtotalCents >= settings.minimumCents) return null;
  return t.belowMinimum(formatCents(settings.minimumCents), formatCents(settings.minimumCents - subtotalCents));
}
