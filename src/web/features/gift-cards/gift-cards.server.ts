import { data, type AppLoadContext } from "react-router";
import { giftCardForm } from "@server/services/gift-cards/gift-card-sales";

/** A purchase's id as the pay page sends the buyer back with it (`?purchase=<uuid>`); anything else is ignored. */
const PURCHASE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Data of /gift-cards (ADR 0024): the form's facts (presets, range, the shop's today, whether it
 * can text), whether the visitor is signed in (buying needs an account; the page shows a sign-in
 * link instead of Pay), the buyer's name to start with, and the purchase to follow when the pay
 * page sent the buyer back: with `&paid=<session>` after paying, without it after Back or Cancel
 * (only its presence counts). When the facts cannot be read the page still answers (a 503).
 */
export async function loadGiftCardsPage(context: Pick<AppLoadContext, "app" | "actor">, url: URL) {
  const purchase = url.searchParams.get("purchase");
  const visitor = {
    signedIn: context.actor !== null,
    buyerName: context.actor?.name ?? "",
    purchaseId: purchase && PURCHASE_ID.test(purchase) ? purchase : null,
    returnedPaid: Boolean(url.searchParams.get("paid")),
  };
  try {
    return { form: await giftCardForm(context.app), ...visitor };
  } catch (error) {
    context.app.log.error({ err: error }, "the gift card form could not be loaded");
    return data({ form: null, ...visitor }, { status: 503 });
  }
}
