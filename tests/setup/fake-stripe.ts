import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local HTTP server speaking the part of Stripe's API the shop uses (Checkout Sessions),
 * so the real `stripe` SDK is exercised against it (ARCHITECTURE.md: mock only what is outside
 * the machine, at the HTTP boundary). Tests change a session's state with `complete()` etc.
 */
export interface FakeSession {
  id: string;
  object: "checkout.session";
  mode: string;
  status: "open" | "complete" | "expired";
  payment_status: "paid" | "unpaid" | "no_payment_required";
  amount_total: number;
  currency: string;
  url: string;
  success_url: string;
  cancel_url: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  expires_at: number;
  line_items: { price?: string; quantity: number; unit_amount?: number; name?: string }[];
}

export class FakeStripe {
  readonly sessions = new Map<string, FakeSession>();
  readonly requests: { method: string; path: string; idempotencyKey: string | undefined; body: URLSearchParams }[] = [];
  /** Answer the next N session creations with a 500 (a Stripe outage). */
  failNextCreates = 0;
  /**
   * Refuse this share of session creations, decided per idempotency key (so the SDK's own
   * retries of one request fail alike, as an account problem would), with a 402.
   */
  failRate = 0;
  private readonly byIdempotencyKey = new Map<string, string>();
  private server: Server | undefined;
  url = "";

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      void this.handle(req).then(
        ({ status, body }) => {
          res.writeHead(status, { "Content-Type": "application/json", "Request-Id": `req_${randomBytes(6).toString("hex")}` });
          res.end(JSON.stringify(body));
        },
        (error: unknown) => {
          res.writeHead(500, { "Content-Type": "application/json" });
          res.end(JSON.stringify({ error: { type: "api_error", message: String(error) } }));
        },
      );
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  complete(sessionId: string, paymentStatus: FakeSession["payment_status"] = "paid") {
    const session = this.sessions.get(sessionId)!;
    session.status = "complete";
    session.payment_status = paymentStatus;
    session.payment_intent = `pi_${randomBytes(8).toString("hex")}`;
  }

  expire(sessionId: string) {
    this.sessions.get(sessionId)!.status = "expired";
  }

  /** The body of a Stripe event about a session, as Stripe would post it to the webhook. */
  eventPayload(type: string, sessionId: string, eventId = `evt_${randomBytes(8).toString("hex")}`): string {
    return JSON.stringify({
      id: eventId,
      object: "event",
      type,
      api_version: "2024-06-20",
      created: Math.floor(Date.now() / 1000),
      data: { object: { ...this.sessions.get(sessionId) } },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });
  }

  private async handle(req: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const raw = await new Promise<string>((resolve) => {
      let data = "";
      req.on("data", (chunk: Buffer) => (data += chunk.toString()));
      req.on("end", () => resolve(data));
    });
    const url = new URL(req.url ?? "/", "http://fake");
    const body = new URLSearchParams(raw);
    const idempotencyKey = req.headers["idempotency-key"] as string | undefined;
    this.requests.push({ method: req.method ?? "", path: url.pathname, idempotencyKey, body });

    if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      if (idempotencyKey && this.byIdempotencyKey.has(idempotencyKey)) {
        return { status: 200, body: this.sessions.get(this.byIdempotencyKey.get(idempotencyKey)!) };
      }
      if (this.failNextCreates > 0) {
        this.failNextCreates--;
        return { status: 500, body: { error: { type: "api_error", message: "Stripe is having a bad day" } } };
      }
      if (this.failRate > 0 && idempotencyKey && fractionOf(idempotencyKey) < this.failRate) {
        return { status: 402, body: { error: { type: "card_error", message: "Your account cannot currently make live charges." } } };
      }
      const id = `cs_test_${randomBytes(12).toString("hex")}`;
      const lines: FakeSession["line_items"] = [];
      for (let i = 0; body.has(`line_items[${i}][quantity]`); i++) {
        lines.push({
          price: body.get(`line_items[${i}][price]`) ?? undefined,
          quantity: Number(body.get(`line_items[${i}][quantity]`)),
          unit_amount: body.has(`line_items[${i}][price_data][unit_amount]`) ? Number(body.get(`line_items[${i}][price_data][unit_amount]`)) : undefined,
          name: body.get(`line_items[${i}][price_data][product_data][name]`) ?? undefined,
        });
      }
      const session: FakeSession = {
        id,
        object: "checkout.session",
        mode: body.get("mode") ?? "",
        status: "open",
        payment_status: "unpaid",
        amount_total: lines.reduce((sum, line) => sum + (line.unit_amount ?? 0) * line.quantity, 0),
        currency: "usd",
        url: `https://checkout.stripe.test/c/pay/${id}`,
        success_url: body.get("success_url") ?? "",
        cancel_url: body.get("cancel_url") ?? "",
        client_reference_id: body.get("client_reference_id"),
        customer_email: body.get("customer_email"),
        metadata: { order_id: body.get("metadata[order_id]") ?? "" },
        payment_intent: null,
        expires_at: Number(body.get("expires_at") ?? 0),
        line_items: lines,
      };
      this.sessions.set(id, session);
      if (idempotencyKey) this.byIdempotencyKey.set(idempotencyKey, id);
      return { status: 200, body: session };
    }
    const match = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(url.pathname);
    if (req.method === "GET" && match) {
      const session = this.sessions.get(match[1]!);
      return session
        ? { status: 200, body: session }
        : { status: 404, body: { error: { type: "invalid_request_error", message: "No such checkout.session" } } };
    }
    return { status: 404, body: { error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${url.pathname})` } } };
  }
}

/** A stable number in [0, 1) for a string. */
function fractionOf(value: string): number {
  return createHash("sha256").update(value).digest().readUInt32BE(0) / 2 ** 32;
}
