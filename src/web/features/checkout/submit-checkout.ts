import type { ApiErrorCode } from "@shared/core/api-error";
import type { CartCheckItemDto } from "@shared/cart/cart";
import {
  validateCheckoutDetails,
  type CheckoutDetails,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutWords,
} from "@shared/checkout/checkout";
import { checkoutFingerprintSource } from "@shared/checkout/checkout-fingerprint";
import type { OrderPrice } from "@shared/orders/order-totals";
import { deliveryAreaProblem, deliveryMinimumProblem } from "@shared/checkout/delivery";
import type { Locale } from "@shared/core/i18n";
import { NO_SCHEDULE, preorderProblem, type ScheduledLine } from "@shared/ordering/ordering";
import { shopDate } from "@shared/ordering/schedule";
import type { ShopInfo } from "@shared/shop/shop";
import { NO_TIP, type TipChoice } from "@shared/checkout/tips";
import { notify } from "~/components/ui/toaster";
import { ApiError } from "~/lib/api";
import { api, unwrap } from "~/lib/api-client";
import type { Texts } from "~/lib/texts";
import type { CartLine } from "~/features/cart/cart-store";
import { handOffCart } from "~/features/cart/pending-payment";
import { tipProblem, type AppliedCodes } from "./order-extras";

export type SubmitOutcome =
  /** The cart has been handed over to the order (and cleared): the browser goes to `url`, the payment page. */
  | { kind: "placed"; orderId: string; url: string }
  | { kind: "invalid"; errors: CheckoutErrors; message: string }
  | { kind: "signed_out"; message: string }
  /** `ended`: the server ended this attempt (see attemptEnded); otherwise its order may exist. */
  | { kind: "failed"; message: string; errors?: CheckoutErrors; ended: boolean; code?: ApiErrorCode };

interface SubmitInput {
  /**
   * The page's idempotency keys, one per version of the order (as the server compares them:
   * spacing and case aside): a double click or a retry of the same order sends the same key, so
   * an order placed by an attempt whose answer was lost is found again; a real change makes a
   * new one. Kept by the page, read and written here (this module loads on Pay).
   */
  keys: Map<string, string>;
  details: CheckoutDetails;
  lines: readonly CartLine[];
  shop: Pick<ShopInfo, "timeZone" | "weeklyHours" | "specialDays" | "delivery">;
  /** The cart check: its items' schedules (ADR 0014) make the same time rules as the server's. */
  check: { items?: ReadonlyMap<string, CartCheckItemDto> };
  /**
   * The order's estimate: with lines priced by actual weight the preferred time must fall within
   * the card hold; its subtotal meets the delivery minimum or not.
   */
  totals: Pick<OrderPrice, "hasWeighedLines" | "subtotalCents"> & {
    /** A promo code and a gift card (ADR 0024), as applied in the codes panel (priceCheckout's); the server checks both again. */
    codes?: AppliedCodes;
  };
  tip?: TipChoice;
  /** Text me when my order is ready (ADR 0016). */
  smsOptIn?: boolean;
  /** The page's words for the checks and failures (loaded with this module, from its route) and its language. */
  words: CheckoutWords;
  locale: Locale;
  /** Called once the details passed the checks and the order is being sent. */
  onSending: () => void;
}

/**
 * Failures the server names in docs/product.md's own words ('Failed to create order in database',
 * 'Failed to create checkout session: …'): shown as they are. Any other server failure is the
 * spec's general 'Failed to process order. Please try again.'
 */
const SPEC_FAILURES = new Set<ApiErrorCode | undefined>(["order_failed", "payment_unavailable"]);

/**
 * The checkout's submit, loaded when the customer presses Pay (keeping the page's first load
 * small, ADR 0008): the spec's checks with the shared rules, then POST /api/checkout, where the
 * server checks again, prices the order and opens the payment session. "On success the cart is
 * cleared" (docs/product.md 'Checkout progress'): handed over to the order until its payment
 * is settled (pending-payment.ts).
 */
export async function submitCheckout(input: SubmitInput): Promise<SubmitOutcome> {
  const { keys, details, lines } = input;
  // Only what was chosen: the server reads every price, and every choice's, from the database.
  const requestLines = lines.map((line) => ({
    itemId: line.menuItem.id,
    quantity: line.quantity,
    optionIds: line.options.map((option) => option.optionId),
    notes: line.notes,
  }));
  const applied = input.totals.codes;
  const codes = { promoCode: applied?.promo?.code ?? "", giftCardCode: applied?.giftCard?.code ?? "" };
  const version = checkoutFingerprintSource(details, requestLines, input.tip ?? NO_TIP, input.smsOptIn, codes);
  let idempotencyKey = keys.get(version);
  if (!idempotencyKey) keys.set(version, (idempotencyKey = newKey()));
  const outcome = await send(input, idempotencyKey, requestLines, codes);
  // Only an attempt the server ended (refused, or its order cancelled) makes the next one a new
  // order; after a lost answer or a server error the order may exist, and the key finds it.
  if (outcome.kind === "failed" && outcome.ended) keys.delete(version);
  return outcome;
}

function newKey(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

async function send(
  { details, lines, shop, check, totals, tip = NO_TIP, smsOptIn = false, words, locale, onSending }: SubmitInput,
  idempotencyKey: string,
  requestLines: { itemId: string; quantity: number; optionIds: string[]; notes: string }[],
  codes: { promoCode: string; giftCardCode: string },
): Promise<SubmitOutcome> {
  const now = new Date();
  const errors = words.checkoutErrorTexts;
  const ordering = words.orderingTexts;
  // Each line as the menu schedules it now; a line the check has not answered for yet has no
  // schedule here, and the server checks it all the same.
  const scheduled: ScheduledLine[] = lines.map((line) => {
    const item = check.items?.get(line.menuItem.id);
    return { name: item?.name ?? line.menuItem.name, schedule: item?.schedule ?? NO_SCHEDULE };
  });
  // The server's order of checks: a closed pre-order (or its delivery) before the time's rules.
  const preorder = preorderProblem(scheduled, details.orderType, shopDate(now, shop.timeZone), ordering, locale);
  if (preorder) return { kind: "invalid", errors: {}, message: preorder };
  const found = validateCheckoutDetails(
    details,
    {
      now,
      timeZone: shop.timeZone,
      weeklyHours: shop.weeklyHours,
      specialDays: shop.specialDays,
      hasWeighedLines: totals.hasWeighedLines,
      lines: scheduled,
      locale,
    },
    words,
  );
  const delivery = details.orderType === "delivery";
  if (delivery && !found.deliveryAddress) {
    const area = deliveryAreaProblem(details.deliveryAddress, shop.delivery, ordering);
    if (area) found.deliveryAddress = area;
  }
  if (Object.keys(found).length > 0) return { kind: "invalid", errors: found, message: errors.invalidForm };
  if (lines.length === 0) return { kind: "failed", message: errors.emptyCart, ended: true };
  // Problems of the whole order rather than of a field: said as the server says them.
  const whole = (delivery ? deliveryMinimumProblem(totals.subtotalCents, shop.delivery, ordering) : null) ?? tipProblem(tip, ordering);
  if (whole) return { kind: "invalid", errors: {}, message: whole };
  onSending();
  try {
    // The typed client is loaded with this module, on Pay: not on the page's first load (ADR 0008).
    const placed = await unwrap(
      api.checkout.$post({
        json: {
          idempotencyKey,
          details,
          lines: requestLines,
          tip,
          smsOptIn,
          promoCode: codes.promoCode,
          giftCardCode: codes.giftCardCode,
        },
      }),
    );
    handOffCart(placed.orderId, lines);
    return { kind: "placed", orderId: placed.orderId, url: placed.url };
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.code === "unauthorized") return { kind: "signed_out", message: errors.sessionExpired };
      const message = error.status < 500 || SPEC_FAILURES.has(error.code) ? error.message : errors.processFailed;
      return {
        kind: "failed",
        message,
        errors: error.fields as CheckoutErrors | undefined,
        ended: attemptEnded(error.status),
        code: error.code,
      };
    }
    // No answer (the connection dropped): the server may have placed the order all the same.
    return { kind: "failed", message: errors.processFailed, ended: false };
  }
}

export type Phase = "idle" | "validating" | "creating_session" | "redirecting";

/** What Pay changes on the page. */
interface CheckoutPageState {
  setPhase: (phase: Phase) => void;
  setErrors: (errors: CheckoutErrors) => void;
  /** The chosen time was full: the quick picks are asked again. */
  onSlotFull: () => void;
  /** The applied codes: one the server refused at placing is taken off (the toast says why). */
  setCodes: (change: (codes: AppliedCodes) => AppliedCodes) => void;
  navigate: (to: string) => unknown;
  /** An app path in the page's language (useLocalPath). */
  localPath: (path: string) => string;
  form: HTMLFormElement | null;
}

/**
 * Pay, for the checkout page: submits and shows the outcome (the phase, a toast, each field's
 * message and the focus on the first), here rather than in the page so it loads on Pay too.
 */
export async function payForOrder(
  input: Omit<SubmitInput, "onSending" | "words">,
  /** The route's words for code loaded on demand (useLaterTexts): the checks' and ordering ahead's load here, on Pay. */
  later: <K extends "checkoutErrorTexts" | "orderingTexts">(name: K) => Promise<Texts<K>>,
  page: CheckoutPageState,
): Promise<void> {
  const [checkoutErrorTexts, orderingTexts] = await Promise.all([later("checkoutErrorTexts"), later("orderingTexts")]);
  const outcome = await submitCheckout({
    ...input,
    words: { checkoutErrorTexts, orderingTexts },
    // The page's checkbox is left to the browser (no state on the page's first load): read here, on Pay.
    smsOptIn: (page.form?.elements.namedItem("sms") as HTMLInputElement | null)?.checked,
    onSending: () => {
      page.setErrors({});
      page.setPhase("creating_session");
    },
  });
  if (outcome.kind === "placed") {
    // The cart was handed over to the order, and cleared, before the browser leaves.
    page.setPhase("redirecting");
    window.location.assign(outcome.url);
    return;
  }
  page.setPhase("idle");
  notify("error", outcome.message);
  if (outcome.kind === "failed" && outcome.code === "slot_full") page.onSlotFull();
  if (outcome.kind === "failed" && outcome.code === "promo_invalid") page.setCodes((codes) => ({ ...codes, promo: null }));
  if (outcome.kind === "failed" && outcome.code === "gift_card_unusable") page.setCodes((codes) => ({ ...codes, giftCard: null }));
  if (outcome.kind === "signed_out") {
    await page.navigate(page.localPath(`/auth/login?redirect=${encodeURIComponent(page.localPath("/checkout"))}`));
    return;
  }
  if (outcome.kind === "invalid" || outcome.errors) {
    const found = outcome.errors ?? {};
    page.setErrors(found);
    const first = firstInvalidField(found);
    if (first) page.form?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }
}

const FIELD_ORDER: CheckoutField[] = ["name", "email", "phone", "deliveryAddress", "preferredTime", "notes"];

/** The field the form focuses after a refusal: the first with a problem. */
export function firstInvalidField(errors: CheckoutErrors): CheckoutField | undefined {
  return FIELD_ORDER.find((field) => errors[field]);
}

/**
 * Whether the server ended a checkout attempt with this answer, so the next attempt is a new
 * order: refused (400 invalid details, 409 items unavailable or the order already cancelled) or
 * its order cancelled because no payment session could be made (402). A 5xx, a timeout or a
 * rate limit says nothing of an order the attempt may have placed: its key must find it again.
 */
export function attemptEnded(status: number): boolean {
  return status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429;
}
