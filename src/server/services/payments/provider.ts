/**
 * One interface for taking payments (ADR 0005): Stripe Checkout when configured, otherwise the
 * built-in sandbox with its own pay page. Orders and fulfilment only ever see this interface.
 */

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
  totalCents: number;
  customerEmail: string;
  /** Must contain `{CHECKOUT_SESSION_ID}`; the provider fills it in. */
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  /** The same key always gives back the same session (double clicks, retries). */
  idempotencyKey: string;
}

export interface CheckoutSession {
  id: string;
  url: string | null;
}

/** What the provider says about a session now: the source of truth for fulfilment. */
export interface SessionState {
  id: string;
  orderId: string | null;
  status: "open" | "complete" | "expired";
  paymentStatus: "paid" | "unpaid" | "no_payment_required";
  amountTotalCents: number | null;
  paymentReference: string | null;
}

/** A verified webhook event, reduced to what fulfilment needs. */
export interface PaymentEvent {
  id: string;
  type: string;
  sessionId: string | null;
}

export const HANDLED_EVENT_TYPES = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
] as const;

export class PaymentProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PaymentProviderError";
  }
}

/** A menu item as the payment provider shows it (SPEC.md section 7 create/update-stripe-product). */
export interface ProductDetails {
  itemId: string;
  name: string;
  description: string | null;
  priceCents: number;
  priceUnit: "each" | "lb";
  /** An absolute URL, or null. */
  imageUrl: string | null;
}

export interface PaymentProvider {
  kind: "stripe" | "sandbox";
  /** create-stripe-product: a product with one price; answers the price id to store in price_id. */
  createProduct(product: ProductDetails): Promise<string>;
  /**
   * update-stripe-product: name, description and picture follow; a different amount gets a
   * NEW price (prices are immutable at Stripe) whose id is answered; the same amount keeps
   * `current.priceId`. `current.priceCents` is the amount stored with that id (the sandbox
   * trusts it; Stripe reads the price itself).
   */
  updateProduct(current: { priceId: string; priceCents: number }, product: ProductDetails): Promise<string>;
  createCheckoutSession(input: CreateCheckoutSessionInput): Promise<CheckoutSession>;
  retrieveSession(sessionId: string): Promise<SessionState | null>;
  /** Verifies the signature on the raw body; throws when it does not match. */
  parseWebhook(rawBody: string, signature: string | undefined): PaymentEvent;
}
