import Stripe from "stripe";
import {
  PaymentProviderError,
  type CheckoutSession,
  type CreateCheckoutSessionInput,
  type PaymentEvent,
  type PaymentProvider,
  type SessionState,
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

function reasonOf(error: unknown): string {
  if (error instanceof Stripe.errors.StripeError) return error.message;
  return error instanceof Error ? error.message : "unknown error";
}

/** Stripe Checkout in mode 'payment'. */
export function createStripeProvider(settings: StripeSettings, stripe = createStripeClient(settings)): PaymentProvider {
  return {
    kind: "stripe",

    async createCheckoutSession(input: CreateCheckoutSessionInput): Promise<CheckoutSession> {
      const lineItems: Stripe.Checkout.SessionCreateParams.LineItem[] = input.lines.map((line) =>
        line.priceId
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
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: "payment",
            line_items: lineItems,
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            client_reference_id: input.orderId,
            customer_email: input.customerEmail,
            metadata: { order_id: input.orderId },
            payment_intent_data: { metadata: { order_id: input.orderId } },
            expires_at: Math.floor(input.expiresAt.getTime() / 1000),
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return { id: session.id, url: session.url };
      } catch (error) {
        throw new PaymentProviderError(reasonOf(error));
      }
    },

    async retrieveSession(sessionId: string): Promise<SessionState | null> {
      try {
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        const paymentIntent = session.payment_intent;
        return {
          id: session.id,
          orderId: session.metadata?.order_id ?? session.client_reference_id ?? null,
          status: sessionStatus(session.status),
          paymentStatus: paymentStatus(session.payment_status),
          amountTotalCents: session.amount_total,
          paymentReference: typeof paymentIntent === "string" ? paymentIntent : (paymentIntent?.id ?? null),
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw new PaymentProviderError(reasonOf(error));
      }
    },

    parseWebhook(rawBody: string, signature: string | undefined): PaymentEvent {
      if (!signature) throw new PaymentProviderError("missing Stripe-Signature header");
      const event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      const object = event.data.object as { object?: string; id?: string };
      return { id: event.id, type: event.type, sessionId: object.object === "checkout.session" ? (object.id ?? null) : null };
    },
  };
}
