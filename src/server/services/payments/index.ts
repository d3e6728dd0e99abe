import type { Config } from "../../config";
import type { Database } from "../../db/client";
import type { PaymentProvider } from "./provider";
import { createSandboxProvider, type SandboxProvider } from "./sandbox-provider";

export interface Payments {
  provider: PaymentProvider;
  /** The sandbox's pay-page operations; null when Stripe is the provider. */
  sandbox: SandboxProvider | null;
}

/** Stripe when configured; otherwise the sandbox, which production refuses (env.ts, ADR 0006). */
export async function createPayments(config: Config, db: Database): Promise<Payments> {
  if (config.payments.stripe) {
    // The Stripe SDK loads only when Stripe is configured (cold start).
    const { createStripeProvider } = await import("./stripe-provider");
    return { provider: createStripeProvider(config.payments.stripe), sandbox: null };
  }
  if (config.isProduction) throw new Error("The sandbox payment provider is not allowed in production");
  const sandbox = createSandboxProvider(db, config.publicUrl);
  return { provider: sandbox, sandbox };
}
