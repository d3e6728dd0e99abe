import { createHash } from "node:crypto";
import Stripe from "stripe";
import {
  PaymentProviderError,
  type CheckoutSession,
  type CreateCheckoutSessionInput,
  type PaymentEvent,
  type PaymentProvider,
  type ProductDetails,
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

/** A Stripe price id (a sandbox id left from demo mode is not one). */
export const isStripePriceId = (id: string | null): id is string => !!id && id.startsWith("price_");

/** The same request always gets the same key, so a retry never makes a second product or price. */
function idempotencyKey(...parts: unknown[]): string {
  return createHash("sha256").update(JSON.stringify(parts)).digest("base64url");
}

/** Stripe Checkout in mode 'payment'; menu items kept as Stripe products with their prices. */
export function createStripeProvider(settings: StripeSettings, stripe = createStripeClient(settings)): PaymentProvider {
  return {
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

    async createProduct(product: ProductDetails): Promise<string> {
      const params: Stripe.ProductCreateParams = {
        name: product.name,
        ...(product.description ? { description: product.description } : {}),
        ...(product.imageUrl ? { images: [product.imageUrl] } : {}),
        metadata: { item_id: product.itemId, price_unit: product.priceUnit },
        default_price_data: { currency: "usd", unit_amount: product.priceCents },
      };
      try {
        const created = await stripe.products.create(params, { idempotencyKey: idempotencyKey("product", params) });
        const price = created.default_price;
        const priceId = typeof price === "string" ? price : price?.id;
        if (!priceId) throw new PaymentProviderError("Stripe made the product without a price");
        return priceId;
      } catch (error) {
        throw error instanceof PaymentProviderError ? error : new PaymentProviderError(reasonOf(error));
      }
    },

    async updateProduct(current: { priceId: string; priceCents: number }, product: ProductDetails): Promise<string> {
      if (!isStripePriceId(current.priceId)) return this.createProduct(product);
      try {
        let price: Stripe.Price;
        try {
          price = await stripe.prices.retrieve(current.priceId);
        } catch (error) {
          // The price is gone (another Stripe account, deleted in test mode): start afresh.
          if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return await this.createProduct(product);
          throw error;
        }
        const productId = typeof price.product === "string" ? price.product : price.product.id;
        let priceId = price.id;
        if (price.unit_amount !== product.priceCents || price.currency !== "usd" || !price.active) {
          const params: Stripe.PriceCreateParams = {
            product: productId,
            currency: "usd",
            unit_amount: product.priceCents,
            metadata: { item_id: product.itemId },
          };
          priceId = (await stripe.prices.create(params, { idempotencyKey: idempotencyKey("price", price.id, params) })).id;
        }
        await stripe.products.update(productId, {
          name: product.name,
          description: product.description ?? "",
          images: product.imageUrl ? [product.imageUrl] : "",
          metadata: { item_id: product.itemId, price_unit: product.priceUnit },
          active: true,
          ...(priceId !== price.id ? { default_price: priceId } : {}),
        });
        // The old amount must not be sold any more; Stripe keeps it for past payments.
        if (priceId !== price.id && price.active) await stripe.prices.update(price.id, { active: false });
        return priceId;
      } catch (error) {
        throw error instanceof PaymentProviderError ? error : new PaymentProviderError(reasonOf(error));
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
