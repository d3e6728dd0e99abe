import type { CheckoutDetails } from "./checkout";
import { optionKey } from "../menu/options";
import { NO_TIP, type TipChoice } from "./tips";

/**
 * What makes two checkout submissions the same order: the cart and the details, with key
 * order, spacing and the e-mail's case set aside. The server hashes it to refuse an
 * idempotency key reused for other content; the checkout form keeps one key per value, so
 * a retry of the same order reuses the key and a real change gets a new one. Kept apart from
 * checkout.ts so the form's first load does not carry the validators (ADR 0008).
 */
export function checkoutFingerprintSource(
  details: CheckoutDetails,
  lines: ReadonlyArray<{ itemId: string; quantity: number; optionIds?: readonly string[]; notes: string }>,
  tip: TipChoice = NO_TIP,
  smsOptIn = false,
  codes: { promoCode?: string; giftCardCode?: string } = {},
): string {
  const cart = lines
    .map((line) => `${line.itemId}:${line.quantity}:${optionKey(line.optionIds ?? [])}:${line.notes.trim()}`)
    .sort()
    .join("|");
  const d = details;
  const fields = [
    d.orderType,
    d.name.trim(),
    d.email.trim().toLowerCase(),
    d.phone.trim(),
    d.deliveryAddress.trim(),
    d.preferredTime,
    d.notes.trim(),
  ];
  const tipKey = tip.kind === "percent" ? `${tip.percent}%` : tip.kind === "amount" ? `${tip.cents}c` : "";
  // Only a ticked opt-in is written: the fingerprints of orders placed before it are unchanged.
  // Codes likewise (ADR 0024): only when given, canonical (case and spacing aside).
  const promo = codes.promoCode?.trim().toUpperCase() ?? "";
  const giftCard = codes.giftCardCode?.toUpperCase().replace(/[\s-]/g, "") ?? "";
  return `${cart}#${fields.join("|")}${tipKey ? `#tip:${tipKey}` : ""}${smsOptIn ? "#sms" : ""}${promo ? `#promo:${promo}` : ""}${giftCard ? `#gc:${giftCard}` : ""}`;
}
