import { computeTax, lineTotalCents } from "../orders/order-totals";
import { depositCentsOf } from "./catering";

/*
 * Apart from catering.ts: the storefront's request form reads that module and computes no price,
 * so the pricing (and order-totals with it) stays off its first load (ADR 0023).
 */

/**
 * A quote's money, in integer cents (the admin's preview and the server use this one function):
 * each line rounded half up once (its weighed quantity once weighed), the service fee and the
 * delivery fee as lines, tax on the full total (DOMAIN: never on the total minus the deposit),
 * and the deposit as its share of the total.
 */
export function priceCateringQuote(input: {
  lines: readonly { priceCents: number; quantity: number; weighedQuantity?: number | null }[];
  serviceFeeCents: number;
  deliveryFeeCents: number;
  taxRate: number;
  depositPercent: number;
}): { lineTotals: number[]; subtotalCents: number; taxCents: number; totalCents: number; depositCents: number } {
  const lineTotals = input.lines.map((line) => lineTotalCents(line.priceCents, line.weighedQuantity ?? line.quantity));
  const subtotalCents = lineTotals.reduce((sum, cents) => sum + cents, 0);
  const taxCents = computeTax(subtotalCents + input.serviceFeeCents + input.deliveryFeeCents, input.taxRate);
  const totalCents = subtotalCents + input.serviceFeeCents + input.deliveryFeeCents + taxCents;
  return { lineTotals, subtotalCents, taxCents, totalCents, depositCents: depositCentsOf(totalCents, input.depositPercent) };
}
