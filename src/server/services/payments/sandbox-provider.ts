import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { sandboxCheckoutSessions } from "../../db/schema/payments";
import {
  PaymentProviderError,
  type CheckoutSession,
  type CreateCheckoutSessionInput,
  type PaymentEvent,
  type PaymentProvider,
  type ProductDetails,
  type ProductRef,
  type SessionState,
  type SyncedProduct,
} from "./provider";

/** Test cards of the sandbox pay page, as on Stripe's test mode. */
export const SANDBOX_CARDS = {
  pays: "4242424242424242",
  declined: "4000000000000002",
} as const;

export type SandboxPayOutcome =
  { kind: "paid"; sessionId: string; successUrl: string } | { kind: "declined" | "unknown_card" | "not_open" | "not_found" };

const newId = (prefix: string) => `${prefix}_${randomBytes(18).toString("base64url")}`;

/**
 * The built-in payment provider for demo mode and tests (ADR 0005): sessions live in our own
 * table and are paid on our pay page at /sandbox/pay/{session}. Refused in production.
 */
export function createSandboxProvider(
  db: Database,
  publicUrl: string,
): PaymentProvider & {
  pay(sessionId: string, cardNumber: string): Promise<SandboxPayOutcome>;
  findSession(sessionId: string): Promise<typeof sandboxCheckoutSessions.$inferSelect | null>;
} {
  const payUrl = (sessionId: string) => `${publicUrl}/sandbox/pay/${sessionId}`;

  async function findSession(sessionId: string) {
    const [row] = await db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, sessionId));
    return row ?? null;
  }

  return {
    kind: "sandbox",
    findSession,

    async createCheckoutSession(input: CreateCheckoutSessionInput): Promise<CheckoutSession> {
      if (!input.successUrl.includes("{CHECKOUT_SESSION_ID}")) {
        throw new PaymentProviderError("success_url must contain {CHECKOUT_SESSION_ID}");
      }
      const lines = input.lines.map((line) => ({ name: line.name, unitAmountCents: line.unitAmountCents, quantity: line.quantity }));
      if (input.taxCents > 0) lines.push({ name: input.taxLabel, unitAmountCents: input.taxCents, quantity: 1 });
      const amount = lines.reduce((sum, line) => sum + line.unitAmountCents * line.quantity, 0);
      const id = newId("sbx_cs");
      await db
        .insert(sandboxCheckoutSessions)
        .values({
          id,
          orderId: input.orderId,
          idempotencyKey: input.idempotencyKey,
          lines,
          amountTotalCents: amount,
          customerEmail: input.customerEmail,
          successUrl: input.successUrl.replace("{CHECKOUT_SESSION_ID}", id),
          cancelUrl: input.cancelUrl,
          expiresAt: input.expiresAt,
        })
        .onConflictDoNothing({ target: sandboxCheckoutSessions.idempotencyKey });
      // The same idempotency key gives back the session created first.
      const [session] = await db
        .select({ id: sandboxCheckoutSessions.id })
        .from(sandboxCheckoutSessions)
        .where(eq(sandboxCheckoutSessions.idempotencyKey, input.idempotencyKey));
      return { id: session!.id, url: payUrl(session!.id) };
    },

    async retrieveSession(sessionId: string): Promise<SessionState | null> {
      const row = await findSession(sessionId);
      if (!row) return null;
      const expired = row.status === "open" && row.expiresAt.getTime() <= Date.now();
      const status = expired ? "expired" : row.status;
      return {
        id: row.id,
        orderId: row.orderId,
        status,
        url: status === "open" ? payUrl(row.id) : null,
        paymentStatus: row.paymentStatus,
        amountTotalCents: row.amountTotalCents,
        paymentReference: row.paymentReference,
      };
    },

    // The sandbox has no catalogue: it hands out local ids, a new price id whenever the amount
    // changes, as Stripe would (its checkout prices lines from the order, not from these ids).
    async createProduct(): Promise<SyncedProduct> {
      return { productId: newId("sbx_prod"), priceId: newId("sbx_price") };
    },

    async updateProduct(current: ProductRef, product: ProductDetails): Promise<SyncedProduct> {
      const productId = current.productId?.startsWith("sbx_prod_") ? current.productId : newId("sbx_prod");
      const keepsPrice = !!current.priceId?.startsWith("sbx_price_") && current.priceCents === product.priceCents;
      return { productId, priceId: keepsPrice ? current.priceId! : newId("sbx_price") };
    },

    parseWebhook(): PaymentEvent {
      throw new PaymentProviderError("the sandbox provider sends no webhooks");
    },

    async pay(sessionId: string, cardNumber: string): Promise<SandboxPayOutcome> {
      const row = await findSession(sessionId);
      if (!row) return { kind: "not_found" };
      if (row.status !== "open" || row.expiresAt.getTime() <= Date.now()) return { kind: "not_open" };
      const digits = cardNumber.replace(/\D/g, "");
      if (digits === SANDBOX_CARDS.declined) return { kind: "declined" };
      if (digits !== SANDBOX_CARDS.pays) return { kind: "unknown_card" };
      const paid = await db
        .update(sandboxCheckoutSessions)
        .set({ status: "complete", paymentStatus: "paid", paymentReference: newId("sbx_pi") })
        .where(and(eq(sandboxCheckoutSessions.id, sessionId), eq(sandboxCheckoutSessions.status, "open")))
        .returning({ successUrl: sandboxCheckoutSessions.successUrl });
      if (paid.length === 0) return { kind: "not_open" };
      return { kind: "paid", sessionId, successUrl: paid[0]!.successUrl };
    },
  };
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
