import { deliveryFeeCents } from "@shared/checkout/delivery";
import { fromWallTime } from "@shared/core/time";
import { shopDate } from "@shared/ordering/schedule";
import type { PromoPreviewDto } from "@shared/promos/promos";
import type { PromoCheckInput } from "@shared/promos/promos.schema";
import { priceCartFrom, readCartAndSettings } from "../checkout/pricing";
import type { Actor, ServiceContext } from "../service-context";
import { checkPromo, previewDiscount } from "./promo-check";

/**
 * Checkout's 'Apply' for a promo code (ADR 0024): the cart priced from the database, the code
 * checked by the very rules that decide it when the order is placed, and what it would take off
 * now. A refused code answers why (promo_invalid), and the page shows no discount.
 */
export async function previewPromo(ctx: ServiceContext, input: { actor: Actor | null; check: PromoCheckInput }): Promise<PromoPreviewDto> {
  const { check } = input;
  const now = ctx.clock.now();
  const timeZone = ctx.config.shop.timeZone;
  const { rows, settings } = await readCartAndSettings(ctx.db, check.lines, shopDate(now, timeZone));
  const cart = priceCartFrom(rows, check.lines, ctx.config.shop);
  const subtotalCents = cart.estimate.subtotalCents;
  const fee = check.details.orderType === "delivery" ? deliveryFeeCents(subtotalCents, settings.delivery) : 0;
  const promoCart = {
    lines: cart.lines,
    orderType: check.details.orderType,
    slot: fromWallTime(check.details.preferredTime, timeZone) ?? now,
    subtotalCents,
    deliveryFeeCents: fee,
    customerId: input.actor?.userId ?? null,
    customerEmail: input.actor?.email.toLowerCase() ?? "",
  };
  const checked = await checkPromo(ctx, ctx.db, check.code, promoCart);
  const { discountCents, feeWaivedCents } = previewDiscount(checked, promoCart);
  return {
    code: checked.row.code,
    kind: checked.row.kind,
    percentBp: checked.row.percentBp,
    amountCents: checked.row.amountCents,
    discountCents,
    feeWaivedCents,
  };
}
