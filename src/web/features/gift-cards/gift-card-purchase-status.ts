import { INTL_LOCALE, type Locale } from "@shared/core/i18n";
import type { Texts } from "~/lib/texts";
import { plainCall } from "~/lib/plain-call";

/** GET /api/gift-cards/purchases/:id: the buyer's own purchase. */
export interface GiftCardPurchaseView {
  status: "open" | "paid" | "expired";
  amountCents: number;
  recipientName: string;
  /** ISO instant the card goes (went) out. */
  deliverAt: string;
}

/** How many times the page asks before it says the e-mail will confirm: about 40 seconds in all. */
const ASKS = 8;
export const purchaseAskDelay = (attempt: number) => Math.min(1_500 * 1.5 ** attempt, 10_000);

interface FollowInput {
  purchaseId: string;
  /** The pay page sent the buyer back as paid (`&paid=`); else Back or Cancel. */
  returnedPaid: boolean;
  words: Texts<"giftCardPurchaseTexts">;
  locale: Locale;
  timeZone: string;
}

/** What the page says of a purchase, once it is known: paid (and when the card goes), or not paid. */
export function purchaseWords(
  purchase: GiftCardPurchaseView,
  { words, locale, timeZone }: Omit<FollowInput, "purchaseId" | "returnedPaid">,
  now = new Date(),
): string {
  if (purchase.status !== "paid") return words.notPaid;
  const at = new Date(purchase.deliverAt);
  const paid =
    at.getTime() > now.getTime()
      ? words.paidOn(
          purchase.recipientName,
          new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone, month: "long", day: "numeric" }).format(at),
        )
      : words.paidNow(purchase.recipientName);
  return `${paid} ${words.receipt}`;
}

/**
 * Back from the pay page (`/gift-cards?purchase=<id>`): where the purchase stands, loaded with its
 * words once the page shows. The provider's word may land a moment after the buyer does, so it
 * asks a few times, less often each time, then says the receipt will confirm. Back without paying
 * (no `paid` in the URL), a purchase still open is said not completed at once. It only reads: the
 * provider's event records the payment. `show` gets the words (and whether it is paid); the
 * returned function stops the asking.
 */
export function followPurchase(input: FollowInput, show: (words: string, paid: boolean) => void): () => void {
  let stopped = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ask = async () => {
    try {
      const answer = await plainCall<GiftCardPurchaseView>(`/api/gift-cards/purchases/${encodeURIComponent(input.purchaseId)}`);
      if (stopped) return;
      if (answer.ok && (answer.body.status !== "open" || !input.returnedPaid)) {
        return show(purchaseWords(answer.body, input), answer.body.status === "paid");
      }
      // Not this buyer's, or no such purchase: asking again will not change it.
      if (!answer.ok && answer.status >= 400 && answer.status < 500 && answer.status !== 429) return show(input.words.unknown, false);
    } catch {
      // asked again below
    }
    if (stopped) return;
    if (++attempt >= ASKS) show(input.words.slow, false);
    else timer = setTimeout(ask, purchaseAskDelay(attempt));
  };
  void ask();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
