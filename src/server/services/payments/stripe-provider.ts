import { createHash } from "node:crypto";
import Stripe from "stripe";
import type { Locale } from "@shared/core/i18n";
import { HOLD_LIFETIME_DAYS } from "@shared/core/quantity";
import {
  PaymentProviderError,
  type PaymentProblem,
  type CheckoutSession,
  type CreateCheckoutSessionInput,
  type PaymentEvent,
  type PaymentProvider,
  type PaymentState,
  type ProductDetails,
  type ProductRef,
  type RefundState,
  type SessionState,
  type SyncedProduct,
} from "./provider";

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another API address (a local server speaking Stripe's API, in tests). */
  apiUrl: string | null;
}

export function createStripeClient(settings: StripeSettings): Stripe {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(api && {
      host: api.hostname,
      port: Number(api.port) || (api.protocol === "https:" ? 443 : 80),
      protocol: api.protocol.replace(":", "") as "http" | "https",
    }),
  });
}

function sessionStatus(value: string | null): SessionState["status"] {
  return value === "complete" ? "complete" : value === "expired" ? "expired" : "open";
}

function paymentStatus(value: string): SessionState["paymentStatus"] {
  return value === "paid" ? "paid" : value === "no_payment_required" ? "no_payment_required" : "unpaid";
}

/**
 * Stripe's refusal as one of our payment problems (paymentProblemTexts), by its type and code,
 * never its English sentence, which stays in `detail` for the logs.
 */
export function providerErrorOf(error: unknown): PaymentProviderError {
  if (error instanceof PaymentProviderError) return error;
  if (!(error instanceof Stripe.errors.StripeError))
    return new PaymentProviderError("unknown", error instanceof Error ? error.message : undefined);
  return new PaymentProviderError(problemOf(error), error.message);
}

const STRIPE_CODES: Readonly<Record<string, PaymentProblem>> = {
  payment_intent_unexpected_state: "notCapturable",
  amount_too_large: "amountTooLarge",
  charge_already_refunded: "alreadyRefunded",
  charge_exceeds_source_limit: "amountTooLarge",
  resource_missing: "notFound",
};

function problemOf(error: InstanceType<typeof Stripe.errors.StripeError>): PaymentProblem {
  if (error instanceof Stripe.errors.StripeCardError) return "declined";
  if (error instanceof Stripe.errors.StripeRateLimitError) return "busy";
  if (error instanceof Stripe.errors.StripeConnectionError || error instanceof Stripe.errors.StripeAPIError) return "noAnswer";
  if (error instanceof Stripe.errors.StripeAuthenticationError || error instanceof Stripe.errors.StripePermissionError)
    return "notConfigured";
  return (error.code && STRIPE_CODES[error.code]) || "refused";
}

/** A Stripe price id (a sandbox id left from demo mode is not one). */
export const isStripePriceId = (id: string | null): id is string => !!id && id.startsWith("price_");
const isStripeProductId = (id: string | null): id is string => !!id && id.startsWith("prod_");

/**
 * The same request of the same save always gets the same key, so the SDK's retries never make a
 * second product or price; the save's sync key makes the next save a new request.
 */
function idempotencyKey(...parts: unknown[]): string {
  return createHash("sha256").update(JSON.stringify(parts)).digest("base64url");
}

const isNotFound = (error: unknown) => error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404;

const HOLD_LIFETIME_SECONDS = HOLD_LIFETIME_DAYS * 24 * 60 * 60;

/** Stripe Checkout's language for each of ours. */
const STRIPE_LOCALES: Record<Locale, Stripe.Checkout.SessionCreateParams.Locale> = { en: "en", es: "es-419" };

const PAYMENT_STATUSES: readonly PaymentState["status"][] = ["requires_capture", "succeeded", "canceled"];

function paymentIntentStatus(value: Stripe.PaymentIntent.Status): PaymentState["status"] {
  return PAYMENT_STATUSES.find((status) => status === value) ?? "other";
}

/**
 * A PaymentIntent in the provider's terms. The hold lapses when its charge says
 * (`payment_method_details.card.capture_before`, with `latest_charge` expanded); without it,
 * after the usual 7 days of an online card authorisation (DOMAIN-NOTES.md).
 */
function toPaymentState(intent: Stripe.PaymentIntent): PaymentState {
  const charge = typeof intent.latest_charge === "object" ? intent.latest_charge : null;
  const captureBefore = charge?.payment_method_details?.card?.capture_before;
  return {
    id: intent.id,
    orderId: intent.metadata?.order_id || null,
    status: paymentIntentStatus(intent.status),
    amountCents: intent.amount,
    amountCapturableCents: intent.amount_capturable,
    amountReceivedCents: intent.amount_received,
    holdExpiresAt: new Date((captureBefore ?? intent.created + HOLD_LIFETIME_SECONDS) * 1000),
    cancellationReason: intent.cancellation_reason ?? null,
  };
}

/**
 * Stripe Checkout in mode 'payment'; menu items kept as Stripe products with their prices.
 * Orders with cuts priced by weight are held (manual capture) and captured after weighing.
 */
export function createStripeProvider(settings: StripeSettings, stripe = createStripeClient(settings)): PaymentProvider {
  const provider: PaymentProvider = {
    kind: "stripe",

    async createCheckoutSession(input: CreateCheckoutSessionInput): Promise<CheckoutSession> {
      const lineItems: Stripe.Checkout.SessionCreateParams.LineItem[] = input.lines.map((line) =>
        isStripePriceId(line.priceId)
          ? { price: line.priceId, quantity: line.quantity }
          : {
              quantity: line.quantity,
              price_data: {
                currency: "usd",
                unit_amount: line.unitAmountCents,
                product_data: { name: line.name },
              },
            },
      );
      if (input.taxCents > 0) {
        lineItems.push({
          quantity: 1,
          price_data: { currency: "usd", unit_amount: input.taxCents, product_data: { name: input.taxLabel } },
        });
      }
      // Part of the hold only: released after weighing, unless the cuts weigh that much more.
      if (input.allowanceCents > 0) {
        lineItems.push({
          quantity: 1,
          price_data: { currency: "usd", unit_amount: input.allowanceCents, product_data: { name: input.allowanceLabel } },
        });
      }
      const manual = input.captureMethod === "manual";
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: "payment",
            line_items: lineItems,
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            client_reference_id: input.orderId,
            customer_email: input.customerEmail || undefined,
            // The capture method is kept on the session too: an open session has no payment yet.
            metadata: { order_id: input.orderId, capture_method: input.captureMethod },
            payment_intent_data: {
              metadata: { order_id: input.orderId },
              ...(manual && { capture_method: "manual" as const }),
            },
            // Rounded up: Stripe refuses an expiry under 30 minutes away, so never shorten it.
            expires_at: Math.ceil(input.expiresAt.getTime() / 1000),
            // Stripe's hosted page in the order's language (Latin American Spanish for 'es').
            ...(input.locale && { locale: STRIPE_LOCALES[input.locale] }),
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return { id: session.id, url: session.url };
      } catch (error) {
        throw providerErrorOf(error);
      }
    },

    async retrieveSession(sessionId: string): Promise<SessionState | null> {
      try {
        const session = await stripe.checkout.sessions.retrieve(sessionId, {
          expand: ["payment_intent", "payment_intent.latest_charge"],
        });
        const paymentIntent = session.payment_intent;
        const intent = typeof paymentIntent === "object" ? paymentIntent : null;
        const status = sessionStatus(session.status);
        // The payment's own word first; before there is one, what the shop asked for at creation.
        const manual = intent ? intent.capture_method === "manual" : session.metadata?.capture_method === "manual";
        return {
          id: session.id,
          orderId: session.metadata?.order_id ?? session.client_reference_id ?? null,
          status,
          url: status === "open" ? session.url : null,
          paymentStatus: paymentStatus(session.payment_status),
          amountTotalCents: session.amount_total,
          paymentReference: typeof paymentIntent === "string" ? paymentIntent : (paymentIntent?.id ?? null),
          captureMethod: manual ? "manual" : "automatic",
          // A held session reads 'unpaid' until it is captured: its payment tells the rest.
          payment: manual && intent ? toPaymentState(intent) : null,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw providerErrorOf(error);
      }
    },

    async expireSession(sessionId: string): Promise<SessionState | null> {
      try {
        await stripe.checkout.sessions.expire(sessionId);
      } catch (error) {
        // Only an open session can be expired: one paid or closed already answers as it is.
        if (isNotFound(error)) return null;
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw providerErrorOf(error);
      }
      return provider.retrieveSession(sessionId);
    },

    async retrievePayment(paymentId: string): Promise<PaymentState | null> {
      try {
        return toPaymentState(await stripe.paymentIntents.retrieve(paymentId, { expand: ["latest_charge"] }));
      } catch (error) {
        if (isNotFound(error)) return null;
        throw providerErrorOf(error);
      }
    },

    async capturePayment({ paymentId, amountCents, idempotencyKey: key }): Promise<PaymentState> {
      try {
        // The same key: Stripe answers a retry with the first capture, never capturing twice.
        const intent = await stripe.paymentIntents.capture(
          paymentId,
          { amount_to_capture: amountCents, expand: ["latest_charge"] },
          { idempotencyKey: key },
        );
        return toPaymentState(intent);
      } catch (error) {
        // Captured already under another key, lapsed, released…: the caller re-reads the payment.
        throw providerErrorOf(error);
      }
    },

    async releasePayment({ paymentId, idempotencyKey: key }): Promise<PaymentState> {
      try {
        const intent = await stripe.paymentIntents.cancel(
          paymentId,
          { cancellation_reason: "requested_by_customer", expand: ["latest_charge"] },
          { idempotencyKey: key },
        );
        return toPaymentState(intent);
      } catch (error) {
        throw providerErrorOf(error);
      }
    },

    async refundPayment({ paymentId, amountCents, idempotencyKey: key }): Promise<RefundState> {
      try {
        // The same key: Stripe answers a retry with the refund made first, never refunding twice.
        const refund = await stripe.refunds.create({ payment_intent: paymentId, amount: amountCents }, { idempotencyKey: key });
        return { id: refund.id, amountCents: refund.amount };
      } catch (error) {
        throw providerErrorOf(error);
      }
    },

    async createProduct(product: ProductDetails): Promise<SyncedProduct> {
      const params: Stripe.ProductCreateParams = {
        name: product.name,
        ...(product.description ? { description: product.description } : {}),
        ...(product.imageUrl ? { images: [product.imageUrl] } : {}),
        metadata: { item_id: product.itemId, price_unit: product.priceUnit },
        default_price_data: { currency: "usd", unit_amount: product.priceCents },
      };
      try {
        const created = await stripe.products.create(params, { idempotencyKey: idempotencyKey("product", params, product.syncKey) });
        const price = created.default_price;
        const priceId = typeof price === "string" ? price : price?.id;
        if (!priceId) throw new PaymentProviderError("productWithoutPrice");
        return { productId: created.id, priceId };
      } catch (error) {
        throw providerErrorOf(error);
      }
    },

    async updateProduct(current: ProductRef, product: ProductDetails): Promise<SyncedProduct> {
      try {
        // The item's product: its stored id, else the product of its stored price (items synced
        // before product ids were kept); none at this Stripe account means a new one.
        let productId = isStripeProductId(current.productId) ? current.productId : null;
        if (!productId && isStripePriceId(current.priceId)) {
          try {
            const price = await stripe.prices.retrieve(current.priceId);
            productId = typeof price.product === "string" ? price.product : price.product.id;
          } catch (error) {
            if (!isNotFound(error)) throw error;
          }
        }
        if (!productId) return await this.createProduct(product);
        let existing: Stripe.Product;
        try {
          existing = await stripe.products.retrieve(productId, { expand: ["default_price"] });
        } catch (error) {
          // Gone (another Stripe account, deleted in test mode): start afresh.
          if (isNotFound(error)) return await this.createProduct(product);
          throw error;
        }
        // The product's default price is the one being sold, whatever the item kept of it.
        const old = typeof existing.default_price === "object" ? existing.default_price : null;
        let priceId = old?.id ?? null;
        if (!old || old.unit_amount !== product.priceCents || old.currency !== "usd" || !old.active) {
          const params: Stripe.PriceCreateParams = {
            product: productId,
            currency: "usd",
            unit_amount: product.priceCents,
            metadata: { item_id: product.itemId },
          };
          priceId = (await stripe.prices.create(params, { idempotencyKey: idempotencyKey("price", params, product.syncKey) })).id;
        }
        await stripe.products.update(productId, {
          name: product.name,
          description: product.description ?? "",
          images: product.imageUrl ? [product.imageUrl] : "",
          metadata: { item_id: product.itemId, price_unit: product.priceUnit },
          active: true,
          ...(priceId !== old?.id ? { default_price: priceId! } : {}),
        });
        // The old amount must not be sold any more; Stripe keeps it for past payments.
        if (old && priceId !== old.id && old.active) await stripe.prices.update(old.id, { active: false });
        return { productId, priceId: priceId! };
      } catch (error) {
        throw providerErrorOf(error);
      }
    },

    parseWebhook(rawBody: string, signature: string | undefined): PaymentEvent {
      if (!signature) throw new PaymentProviderError("refused", "missing Stripe-Signature header");
      const event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      const object = event.data.object as { object?: string; id?: string };
      // A held payment's events (payment_intent.*) name the payment; fulfilment re-reads it.
      if (object.object === "payment_intent") return { id: event.id, type: event.type, sessionId: null, paymentId: object.id ?? null };
      return { id: event.id, type: event.type, sessionId: object.object === "checkout.session" ? (object.id ?? null) : null };
    },
  };
  return provider;
}
