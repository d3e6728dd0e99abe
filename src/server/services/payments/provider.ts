/**
 * One interface for taking payments (ADR 0005): Stripe Checkout when configured, otherwise the
 * built-in sandbox with its own pay page. Orders and fulfilment only ever see this interface.
 */
import type { SQL } from "drizzle-orm";
import type { Locale } from "@shared/core/i18n";
import type { Said } from "@shared/core/said";
import type { paymentProblemTexts } from "@shared/texts/payments";

export interface CheckoutLine {
  name: string;
  unitAmountCents: number;
  quantity: number;
  /** The item's price at the provider, when it has one (used instead of an inline price). */
  priceId: string | null;
  imageUrl?: string | null;
}

export interface CreateCheckoutSessionInput {
  orderId: string;
  lines: CheckoutLine[];
  /** Sales tax as its own line, so the provider's total equals ours to the cent. */
  taxCents: number;
  taxLabel: string;
  /** The weight allowance as its own line (0 for none): part of the hold, released after weighing. */
  allowanceCents: number;
  allowanceLabel: string;
  /** 'manual': the card is held for the total and captured later (cuts priced by weight). */
  captureMethod: "automatic" | "manual";
  /** The amount the pay page takes or holds: the lines, tax and allowance. */
  totalCents: number;
  customerEmail: string;
  /** Must contain `{CHECKOUT_SESSION_ID}`; the provider fills it in. */
  successUrl: string;
  cancelUrl: string;
  /** Within the provider's bounds at the time of the call: see sessionExpiresAt. */
  expiresAt: Date;
  /** The same key always gives back the same session (double clicks, retries). */
  idempotencyKey: string;
  /** The order's language: the provider's pay page speaks it (ADR 0015). */
  locale?: Locale;
}

/**
 * Stripe accepts a session's expires_at only 30 minutes to 24 hours after it creates the
 * session. The expiry is chosen when the order is placed and the session is created moments
 * later (the SDK's retries take up to about a minute), so it keeps a margin from both bounds.
 */
const SESSION_MIN_MS = 30 * 60_000;
const SESSION_MAX_MS = 24 * 60 * 60_000;
const EXPIRY_MARGIN_MS = 2 * 60_000;

/** When a session opened now should stop taking payment: the configured TTL, kept within the provider's bounds. */
export function sessionExpiresAt(ttlMinutes: number, now: Date): Date {
  const ms = Math.min(Math.max(ttlMinutes * 60_000, SESSION_MIN_MS + EXPIRY_MARGIN_MS), SESSION_MAX_MS - EXPIRY_MARGIN_MS);
  return new Date(Math.ceil((now.getTime() + ms) / 1000) * 1000);
}

/** Whether a session created now may still be given this expiry (with half the margin to spare). */
export function isAcceptableExpiry(expiresAt: Date, now: Date): boolean {
  const left = expiresAt.getTime() - now.getTime();
  return left >= SESSION_MIN_MS + EXPIRY_MARGIN_MS / 2 && left <= SESSION_MAX_MS - EXPIRY_MARGIN_MS / 2;
}

export interface CheckoutSession {
  id: string;
  url: string | null;
}

/**
 * A payment session's row for the order's own statement: an insert with placeholders, the same
 * SQL object for every order of a provider (the order's statement keeps one shape and is prepared
 * once), and the values that fill them. Its placeholders' names start with `session_`.
 */
export interface SessionWrite {
  /** Names the prepared statement that carries it (one text per name on a connection). */
  name: string;
  sql: SQL;
  values: Record<`session_${string}`, unknown>;
}

/** A session made in our own database: its row's insert, for the order's own statement to carry. */
export interface SessionWithOrder {
  session: CheckoutSession & { url: string };
  /** The session's insert (the same SQL for every order, filled by its values); it commits with the order or not at all. */
  write: SessionWrite;
}

/** What the provider says about a session now: the source of truth for fulfilment. */
export interface SessionState {
  id: string;
  orderId: string | null;
  status: "open" | "complete" | "expired";
  /** The pay page, while the session is open. */
  url: string | null;
  paymentStatus: "paid" | "unpaid" | "no_payment_required";
  amountTotalCents: number | null;
  paymentReference: string | null;
  captureMethod: "automatic" | "manual";
  /**
   * The payment behind the session when it is held for capture (manual capture): re-read, since
   * a held session reports payment_status 'unpaid' until it is captured.
   */
  payment: PaymentState | null;
}

/** A payment (Stripe's PaymentIntent) as the provider has it now. */
export interface PaymentState {
  id: string;
  orderId: string | null;
  /** Stripe's words; anything else (requires_payment_method, processing, …) is 'other'. */
  status: "requires_capture" | "succeeded" | "canceled" | "other";
  amountCents: number;
  amountCapturableCents: number;
  amountReceivedCents: number;
  /** When an uncaptured hold lapses (null when the provider does not say). */
  holdExpiresAt: Date | null;
  /** Why it was canceled: 'automatic' or 'expired' when a hold lapsed, else the shop's reason. */
  cancellationReason: string | null;
}

/** A refund as the provider made it. */
export interface RefundState {
  id: string;
  amountCents: number;
}

/** A verified webhook event, reduced to what fulfilment needs. */
export interface PaymentEvent {
  id: string;
  type: string;
  sessionId: string | null;
  /** The payment (PaymentIntent) id of a payment_intent.* event. */
  paymentId?: string | null;
}

export const HANDLED_SESSION_EVENT_TYPES = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
] as const;

/** A held payment's life (ADR 0013): held, captured, released or lapsed. */
export const HANDLED_PAYMENT_EVENT_TYPES = [
  "payment_intent.amount_capturable_updated",
  "payment_intent.succeeded",
  "payment_intent.canceled",
] as const;

export const HANDLED_EVENT_TYPES = [...HANDLED_SESSION_EVENT_TYPES, ...HANDLED_PAYMENT_EVENT_TYPES] as const;

/** Whether a canceled payment's reason means its hold lapsed (rather than someone let it go). */
export const isLapsedHold = (reason: string | null) => reason === "automatic" || reason === "expired";

/** Why the provider refused or failed, as one of our codes: its words are paymentProblemTexts'. */
export type PaymentProblem = keyof typeof paymentProblemTexts;

/**
 * A payment step the provider refused or could not do. `problem` is our code for it, said to the
 * customer or the admin in their language; `detail` is the provider's own words, for the logs
 * only (a Stripe decline's English sentence is never passed on).
 */
export class PaymentProviderError extends Error {
  constructor(
    readonly problem: PaymentProblem,
    readonly detail?: string,
  ) {
    super(detail ?? problem);
    this.name = "PaymentProviderError";
  }
}

/** What to say about a failed payment step: our words for its problem ('the payment service did not answer' when it threw anything else). */
export function paymentProblemOf(error: unknown, otherwise: PaymentProblem = "noAnswer"): Said {
  return { key: `paymentProblemTexts.${error instanceof PaymentProviderError ? error.problem : otherwise}` };
}

/** A menu item as the payment provider shows it (docs/product.md 'Product sync'). */
export interface ProductDetails {
  itemId: string;
  name: string;
  description: string | null;
  priceCents: number;
  priceUnit: "each" | "lb";
  /** An absolute URL, or null. */
  imageUrl: string | null;
  /**
   * Names this save of the item: part of the provider's idempotency keys, so saving again after
   * a failed sync is a new request (Stripe answers a key's stored result, a 500 too, for 24 h),
   * while the client's own retries of one request reuse the key.
   */
  syncKey: string;
}

/** Where an item stands at the provider: ids from the last sync (either may be missing). */
export interface ProductRef {
  productId: string | null;
  priceId: string | null;
  /** The amount stored with `priceId` (the sandbox trusts it; Stripe reads the product's price itself). */
  priceCents: number;
}

export interface SyncedProduct {
  productId: string;
  priceId: string;
}

export interface PaymentProvider {
  kind: "stripe" | "sandbox";
  /** create-stripe-product: a product with one price; answers both ids, to store on the item. */
  createProduct(product: ProductDetails): Promise<SyncedProduct>;
  /**
   * update-stripe-product on the item's existing product: name, description and picture follow;
   * a different amount gets a NEW price (prices are immutable at Stripe), made the product's
   * default, and the old one is retired; the same amount keeps the current price. A new product
   * is made only when the item has none at this provider.
   */
  updateProduct(current: ProductRef, product: ProductDetails): Promise<SyncedProduct>;
  createCheckoutSession(input: CreateCheckoutSessionInput): Promise<CheckoutSession>;
  /**
   * A session written in the order's own statement, where the provider keeps its sessions in our
   * database (the sandbox): the order, its session and the session's id on the order commit
   * together, once. A provider across the network (Stripe) has none: its session is asked for
   * after the order is saved (createCheckoutSession, with its idempotency key).
   */
  sessionWithOrder?(input: CreateCheckoutSessionInput): SessionWithOrder;
  retrieveSession(sessionId: string): Promise<SessionState | null>;
  /**
   * Closes a session's pay page so that it can no longer be paid (Stripe's expire), and answers
   * the session as it is then: expired, or complete if it was paid first. A session already
   * closed answers as it is. Null when the provider does not know it.
   */
  expireSession(sessionId: string): Promise<SessionState | null>;
  /** A payment as it is now; null when the provider does not know it. */
  retrievePayment(paymentId: string): Promise<PaymentState | null>;
  /**
   * Captures `amountCents` (at most what is held) of a held payment; the rest of the hold is
   * released. The same key always captures once: a retry answers the payment as captured.
   */
  capturePayment(input: { paymentId: string; amountCents: number; idempotencyKey: string }): Promise<PaymentState>;
  /** Lets a held payment go without charging it (the same key: once). */
  releasePayment(input: { paymentId: string; idempotencyKey: string }): Promise<PaymentState>;
  /**
   * Gives `amountCents` of a taken payment back to the card (ADR 0016). The same key always
   * refunds once: a retry answers the refund made first.
   */
  refundPayment(input: { paymentId: string; amountCents: number; idempotencyKey: string }): Promise<RefundState>;
  /** Verifies the signature on the raw body; throws when it does not match. */
  parseWebhook(rawBody: string, signature: string | undefined): PaymentEvent;
}
