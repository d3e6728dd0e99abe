import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeProduct {
  id: string;
  object: "product";
  name: string;
  description: string | null;
  images: string[];
  metadata: Record<string, string>;
  active: boolean;
  default_price: string | null;
}

export interface FakePrice {
  id: string;
  object: "price";
  product: string;
  currency: string;
  unit_amount: number;
  active: boolean;
  metadata: Record<string, string>;
}

/**
 * A local HTTP server speaking the part of Stripe's API the shop uses (Checkout Sessions, the
 * PaymentIntents behind them with manual capture, and Products and Prices for the menu's
 * product sync), so the real `stripe` SDK is exercised against it (ARCHITECTURE.md: mock only
 * what is outside the machine, at the HTTP boundary). Tests change a session's state with
 * `complete()` etc., let a hold lapse with `lapse()`, and build signed-ready webhook bodies with
 * `eventPayload()`.
 *
 * It keeps Stripe's rules that have bitten us: a POST with an Idempotency-Key that already ran
 * gets the stored answer again, failures (500, 402) included, for any later request with that
 * key, and a 400 idempotency_error when the parameters differ; a request refused for its
 * parameters stores nothing. A session's expires_at must be 30 minutes to 24 hours away.
 * A held payment (payment_intent_data[capture_method]=manual) is captured at most once, for at
 * most what is held; its session reads payment_status 'unpaid' until then.
 */
export interface FakeSession {
  id: string;
  object: "checkout.session";
  mode: string;
  status: "open" | "complete" | "expired";
  payment_status: "paid" | "unpaid" | "no_payment_required";
  amount_total: number;
  currency: string;
  /** Only while the session is open. */
  url: string | null;
  success_url: string;
  cancel_url: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  expires_at: number;
  line_items: { price?: string; quantity: number; unit_amount?: number; name?: string }[];
}

/** A PaymentIntent as Stripe shows it (the fields the shop reads). */
export interface FakePaymentIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_capturable: number;
  amount_received: number;
  currency: string;
  capture_method: "automatic" | "automatic_async" | "manual";
  status: "requires_payment_method" | "processing" | "requires_capture" | "succeeded" | "canceled";
  cancellation_reason: string | null;
  canceled_at: number | null;
  created: number;
  metadata: Record<string, string>;
  /** A charge id; the Charge itself with `expand[]=latest_charge`. */
  latest_charge: string | null;
}

/** The card charge of a PaymentIntent: a held one says until when it can be captured. */
export interface FakeCharge {
  id: string;
  object: "charge";
  amount: number;
  amount_captured: number;
  captured: boolean;
  payment_intent: string;
  status: "succeeded";
  payment_method_details: { type: "card"; card: { brand: string; last4: string; capture_before?: number } };
}

/** What a session's payment_intent_data asked for: kept apart, as Stripe does not show it on the session. */
interface IntentData {
  captureMethod: FakePaymentIntent["capture_method"];
  metadata: Record<string, string>;
}

const CANCELABLE: readonly FakePaymentIntent["status"][] = ["requires_payment_method", "requires_capture", "processing"];
const CANCELLATION_REASONS = ["abandoned", "duplicate", "fraudulent", "requested_by_customer"];

export class FakeStripe {
  readonly sessions = new Map<string, FakeSession>();
  readonly products = new Map<string, FakeProduct>();
  readonly prices = new Map<string, FakePrice>();
  readonly paymentIntents = new Map<string, FakePaymentIntent>();
  readonly charges = new Map<string, FakeCharge>();
  /** How long a card hold may be captured (capture_before): 7 days, as online card authorisations usually are. */
  holdLifetimeSeconds = 7 * 24 * 60 * 60;
  /** Every capture Stripe made (a key's replay is not one): a payment is never captured twice. */
  readonly captures: { paymentIntentId: string; amount: number; idempotencyKey: string | undefined }[] = [];
  /**
   * Told of each event Stripe would send about a PaymentIntent, the moment it happens (a hold,
   * a capture, a cancellation, a lapse): a test builds its body with eventPayload() and delivers it.
   */
  onPaymentEvent: ((type: string, paymentIntentId: string) => void) | null = null;
  private readonly intentData = new Map<string, IntentData>();
  /** While true, every product and price call answers 500 (a Stripe outage during sync). */
  menuOutage = false;
  readonly requests: { method: string; path: string; idempotencyKey: string | undefined; body: URLSearchParams }[] = [];
  /** While true, every request answers 503 before reaching the API (nothing runs, nothing is stored). */
  unreachable = false;
  /** Answer the next N session creations with a 500 (a Stripe outage); stored like any answer. */
  failNextCreates = 0;
  /**
   * Refuse this share of session creations, decided per idempotency key (so the SDK's own
   * retries of one request fail alike, as an account problem would), with a 402.
   */
  failRate = 0;
  /** Stripe's idempotency store: what a key was first used for, and the answer it got. */
  private readonly idempotent = new Map<string, { request: string; status: number; body: unknown }>();
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

  /**
   * The customer pays on Stripe's page; answers the session's PaymentIntent id. A session made
   * with manual capture holds the amount instead (PaymentIntent 'requires_capture', the session
   * 'unpaid' until it is captured), whatever `paymentStatus` says. Otherwise 'paid' pays at
   * once and 'unpaid' is a payment that confirms later (the intent 'processing'); completing
   * again with 'paid' confirms it, on the same PaymentIntent.
   */
  complete(sessionId: string, paymentStatus: FakeSession["payment_status"] = "paid"): string {
    const session = this.sessions.get(sessionId)!;
    const data = this.intentData.get(sessionId) ?? { captureMethod: "automatic", metadata: {} };
    session.status = "complete";
    session.url = null;
    const now = Math.floor(Date.now() / 1000);
    let intent = session.payment_intent ? this.paymentIntents.get(session.payment_intent) : undefined;
    if (!intent) {
      intent = {
        id: `pi_${randomBytes(8).toString("hex")}`,
        object: "payment_intent",
        amount: session.amount_total,
        amount_capturable: 0,
        amount_received: 0,
        currency: session.currency,
        capture_method: data.captureMethod,
        status: "requires_payment_method",
        cancellation_reason: null,
        canceled_at: null,
        created: now,
        metadata: { ...data.metadata },
        latest_charge: null,
      };
      this.paymentIntents.set(intent.id, intent);
      session.payment_intent = intent.id;
    }
    const charge = (captureBefore?: number): FakeCharge => ({
      id: `ch_${randomBytes(8).toString("hex")}`,
      object: "charge",
      amount: intent.amount,
      amount_captured: captureBefore === undefined ? intent.amount : 0,
      captured: captureBefore === undefined,
      payment_intent: intent.id,
      status: "succeeded",
      payment_method_details: {
        type: "card",
        card: { brand: "visa", last4: "4242", ...(captureBefore !== undefined && { capture_before: captureBefore }) },
      },
    });
    if (intent.capture_method === "manual") {
      session.payment_status = "unpaid";
      if (intent.status === "requires_payment_method") {
        const held = charge(now + this.holdLifetimeSeconds);
        this.charges.set(held.id, held);
        Object.assign(intent, { status: "requires_capture", amount_capturable: intent.amount, latest_charge: held.id });
        this.onPaymentEvent?.("payment_intent.amount_capturable_updated", intent.id);
      }
      return intent.id;
    }
    session.payment_status = paymentStatus;
    if (paymentStatus === "paid" && intent.status !== "succeeded") {
      const paid = charge();
      this.charges.set(paid.id, paid);
      Object.assign(intent, { status: "succeeded", amount_received: intent.amount, latest_charge: paid.id });
    } else if (paymentStatus === "unpaid" && intent.status === "requires_payment_method") intent.status = "processing";
    return intent.id;
  }

  /** The PaymentIntent of a paid (or held) session. */
  paymentIntentOf(sessionId: string): FakePaymentIntent | undefined {
    const id = this.sessions.get(sessionId)?.payment_intent;
    return id ? this.paymentIntents.get(id) : undefined;
  }

  /**
   * A hold not captured in time: Stripe cancels the PaymentIntent itself (cancellation_reason
   * 'automatic') and the card is no longer held.
   */
  lapse(paymentIntentId: string) {
    const intent = this.paymentIntents.get(paymentIntentId)!;
    if (intent.status !== "requires_capture") throw new Error(`only a held payment lapses (this one is ${intent.status})`);
    Object.assign(intent, {
      status: "canceled",
      cancellation_reason: "automatic",
      canceled_at: Math.floor(Date.now() / 1000),
      amount_capturable: 0,
    });
    this.onPaymentEvent?.("payment_intent.canceled", intent.id);
  }

  expire(sessionId: string) {
    const session = this.sessions.get(sessionId)!;
    session.status = "expired";
    session.url = null;
  }

  /**
   * The body of a Stripe event, as Stripe would post it to the webhook: about a session
   * (checkout.session.*, given its id) or a PaymentIntent (payment_intent.*, given its id), as
   * the object is now.
   */
  eventPayload(type: string, objectId: string, eventId = `evt_${randomBytes(8).toString("hex")}`): string {
    const object = type.startsWith("payment_intent.") ? this.paymentIntents.get(objectId) : this.sessions.get(objectId);
    if (!object) throw new Error(`no object ${objectId} for a ${type} event`);
    return JSON.stringify({
      id: eventId,
      object: "event",
      type,
      api_version: "2024-06-20",
      created: Math.floor(Date.now() / 1000),
      data: { object: structuredClone(object) },
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
    if (this.unreachable) return { status: 503, body: { error: { type: "api_error", message: "Stripe could not be reached" } } };
    if (req.method !== "POST" || !idempotencyKey) return this.route(req.method ?? "", url, body, idempotencyKey);

    const request = `${req.method} ${url.pathname} ${raw}`;
    const stored = this.idempotent.get(idempotencyKey);
    if (stored) {
      if (stored.request !== request) {
        const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`;
        return { status: 400, body: { error: { type: "idempotency_error", message } } };
      }
      return { status: stored.status, body: stored.body };
    }
    const answer = await this.route(req.method, url, body, idempotencyKey);
    // Stripe stores the result of a request that ran, a failure too; not one refused for its parameters.
    const refused = answer.status === 400 || answer.status === 404;
    if (!refused) this.idempotent.set(idempotencyKey, { request, ...answer });
    return answer;
  }

  private async route(
    method: string,
    url: URL,
    body: URLSearchParams,
    idempotencyKey: string | undefined,
  ): Promise<{ status: number; body: unknown }> {
    if (method === "POST" && url.pathname === "/v1/checkout/sessions") {
      if (this.failNextCreates > 0) {
        this.failNextCreates--;
        return { status: 500, body: { error: { type: "api_error", message: "Stripe is having a bad day" } } };
      }
      if (this.failRate > 0 && idempotencyKey && fractionOf(idempotencyKey) < this.failRate) {
        return { status: 402, body: { error: { type: "card_error", message: "Your account cannot currently make live charges." } } };
      }
      const now = Math.floor(Date.now() / 1000);
      const expiresAt = body.has("expires_at") ? Number(body.get("expires_at")) : now + 24 * 60 * 60;
      if (!Number.isInteger(expiresAt) || expiresAt < now + 30 * 60) {
        return invalid("The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.", "expires_at");
      }
      if (expiresAt > now + 24 * 60 * 60) {
        return invalid("The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.", "expires_at");
      }
      const captureMethod = body.get("payment_intent_data[capture_method]") ?? "automatic";
      if (captureMethod !== "automatic" && captureMethod !== "automatic_async" && captureMethod !== "manual") {
        return invalid(
          `Invalid payment_intent_data[capture_method]: must be one of automatic, automatic_async, or manual`,
          "capture_method",
        );
      }
      const id = `cs_test_${randomBytes(12).toString("hex")}`;
      const lines: FakeSession["line_items"] = [];
      for (let i = 0; body.has(`line_items[${i}][quantity]`); i++) {
        lines.push({
          price: body.get(`line_items[${i}][price]`) ?? undefined,
          quantity: Number(body.get(`line_items[${i}][quantity]`)),
          unit_amount: body.has(`line_items[${i}][price_data][unit_amount]`)
            ? Number(body.get(`line_items[${i}][price_data][unit_amount]`))
            : this.prices.get(body.get(`line_items[${i}][price]`) ?? "")?.unit_amount,
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
        metadata: { order_id: "", ...metadataOf(body, "metadata") },
        payment_intent: null,
        expires_at: expiresAt,
        line_items: lines,
      };
      this.sessions.set(id, session);
      this.intentData.set(id, { captureMethod, metadata: metadataOf(body, "payment_intent_data[metadata]") });
      return { status: 200, body: { ...session } };
    }
    if (url.pathname.startsWith("/v1/products") || url.pathname.startsWith("/v1/prices")) {
      return this.handleCatalog(method, url, body);
    }
    const expiring = /^\/v1\/checkout\/sessions\/([\w-]+)\/expire$/.exec(url.pathname);
    if (method === "POST" && expiring) {
      const session = this.sessions.get(expiring[1]!);
      if (!session) return { status: 404, body: { error: { type: "invalid_request_error", message: "No such checkout.session" } } };
      if (session.status !== "open") {
        return invalid(
          `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of ${session.status}.`,
          "session",
        );
      }
      this.expire(session.id);
      return { status: 200, body: structuredClone(session) };
    }
    const match = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(url.pathname);
    if (method === "GET" && match) {
      const session = this.sessions.get(match[1]!);
      if (!session) return { status: 404, body: { error: { type: "invalid_request_error", message: "No such checkout.session" } } };
      const expand = expansions(url.searchParams);
      const intent = session.payment_intent ? this.paymentIntents.get(session.payment_intent) : undefined;
      if (!expand.includes("payment_intent") || !intent) return { status: 200, body: structuredClone(session) };
      const nested = expand.filter((path) => path.startsWith("payment_intent.")).map((path) => path.slice("payment_intent.".length));
      return { status: 200, body: { ...structuredClone(session), payment_intent: this.intentBody(intent, nested) } };
    }
    const intentMatch = /^\/v1\/payment_intents\/([\w-]+)(?:\/(capture|cancel))?$/.exec(url.pathname);
    if (intentMatch) return this.handlePaymentIntent(method, intentMatch[1]!, intentMatch[2], url, body, idempotencyKey);
    return {
      status: 404,
      body: { error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${url.pathname})` } },
    };
  }

  /** A PaymentIntent as the API answers it: a copy (a stored answer must not change), its charge expanded when asked. */
  private intentBody(intent: FakePaymentIntent, expand: string[]): unknown {
    const charge = intent.latest_charge ? this.charges.get(intent.latest_charge) : undefined;
    const body = structuredClone(intent);
    return expand.includes("latest_charge") && charge ? { ...body, latest_charge: structuredClone(charge) } : body;
  }

  /** GET a PaymentIntent; POST …/capture and …/cancel, with Stripe's refusals. */
  private handlePaymentIntent(
    method: string,
    id: string,
    action: string | undefined,
    url: URL,
    body: URLSearchParams,
    idempotencyKey: string | undefined,
  ): { status: number; body: unknown } {
    const intent = this.paymentIntents.get(id);
    if (!intent) {
      return {
        status: 404,
        body: {
          error: { type: "invalid_request_error", code: "resource_missing", param: "intent", message: `No such payment_intent: '${id}'` },
        },
      };
    }
    if (method === "GET" && !action) return { status: 200, body: this.intentBody(intent, expansions(url.searchParams)) };
    if (method !== "POST" || !action) {
      return {
        status: 404,
        body: { error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${url.pathname})` } },
      };
    }
    const unexpected = (message: string) => ({
      status: 400,
      body: {
        error: { type: "invalid_request_error", code: "payment_intent_unexpected_state", message, payment_intent: structuredClone(intent) },
      },
    });
    if (action === "capture") {
      if (intent.status !== "requires_capture") {
        return unexpected(`This PaymentIntent could not be captured because it has a status of ${intent.status}.`);
      }
      const amount = body.has("amount_to_capture") ? Number(body.get("amount_to_capture")) : intent.amount_capturable;
      if (!Number.isInteger(amount) || amount < 1) return invalid("Invalid positive integer", "amount_to_capture");
      if (amount > intent.amount_capturable) {
        return {
          status: 400,
          body: {
            error: {
              type: "invalid_request_error",
              code: "amount_too_large",
              param: "amount_to_capture",
              message: `The amount to capture (${amount}) must be less than or equal to the amount capturable (${intent.amount_capturable}).`,
            },
          },
        };
      }
      // The rest of the hold is released; the session reads 'paid' from now on.
      Object.assign(intent, { status: "succeeded", amount_received: amount, amount_capturable: 0 });
      const charge = intent.latest_charge ? this.charges.get(intent.latest_charge) : undefined;
      if (charge) Object.assign(charge, { captured: true, amount_captured: amount });
      const session = [...this.sessions.values()].find((candidate) => candidate.payment_intent === intent.id);
      if (session) session.payment_status = "paid";
      this.captures.push({ paymentIntentId: intent.id, amount, idempotencyKey });
      this.onPaymentEvent?.("payment_intent.succeeded", intent.id);
      return { status: 200, body: this.intentBody(intent, expansions(body)) };
    }
    const reason = body.get("cancellation_reason");
    if (reason !== null && !CANCELLATION_REASONS.includes(reason)) {
      return invalid(`Invalid cancellation_reason: must be one of ${CANCELLATION_REASONS.join(", ")}`, "cancellation_reason");
    }
    if (!CANCELABLE.includes(intent.status)) {
      return unexpected(
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
      );
    }
    Object.assign(intent, {
      status: "canceled",
      cancellation_reason: reason,
      canceled_at: Math.floor(Date.now() / 1000),
      amount_capturable: 0,
    });
    this.onPaymentEvent?.("payment_intent.canceled", intent.id);
    return { status: 200, body: this.intentBody(intent, expansions(body)) };
  }

  /** The product of an item, as the shop last left it. */
  productOf(itemId: string): FakeProduct | undefined {
    return [...this.products.values()].find((product) => product.metadata.item_id === itemId);
  }

  private handleCatalog(method: string, url: URL, body: URLSearchParams): { status: number; body: unknown } {
    const path = url.pathname;
    const notFound = (what: string) => ({
      status: 404,
      body: { error: { type: "invalid_request_error", code: "resource_missing", message: `No such ${what}` } },
    });
    if (this.menuOutage) return { status: 500, body: { error: { type: "api_error", message: "Stripe is having a bad day" } } };
    // A copy: a stored answer must not change with the object afterwards.
    const ok = (reply: unknown) => ({ status: 200, body: structuredClone(reply) });
    const metadataOf = () => {
      const metadata: Record<string, string> = {};
      for (const [key, value] of body) {
        const match = /^metadata\[(.+)\]$/.exec(key);
        if (match) metadata[match[1]!] = value;
      }
      return metadata;
    };
    const imagesOf = (): string[] | undefined => {
      if (body.get("images") === "") return [];
      const images = [...body].filter(([key]) => /^images\[\d+\]$/.test(key)).map(([, value]) => value);
      return images.length > 0 ? images : undefined;
    };
    const newPrice = (product: string, currency: string, amount: number, metadata: Record<string, string>): FakePrice => {
      if (!Number.isInteger(amount) || amount <= 0) throw new Error("unit_amount must be a positive integer");
      const price: FakePrice = {
        id: `price_${randomBytes(10).toString("hex")}`,
        object: "price",
        product,
        currency,
        unit_amount: amount,
        active: true,
        metadata,
      };
      this.prices.set(price.id, price);
      return price;
    };

    if (method === "POST" && path === "/v1/products") {
      const name = body.get("name");
      if (!name) return { status: 400, body: { error: { type: "invalid_request_error", message: "Missing required param: name." } } };
      if (body.get("description") === "")
        return {
          status: 400,
          body: { error: { type: "invalid_request_error", message: "You passed an empty string for 'description'." } },
        };
      const product: FakeProduct = {
        id: `prod_${randomBytes(8).toString("hex")}`,
        object: "product",
        name,
        description: body.get("description"),
        images: imagesOf() ?? [],
        metadata: metadataOf(),
        active: true,
        default_price: null,
      };
      if (body.has("default_price_data[unit_amount]")) {
        product.default_price = newPrice(
          product.id,
          body.get("default_price_data[currency]") ?? "",
          Number(body.get("default_price_data[unit_amount]")),
          {},
        ).id;
      }
      this.products.set(product.id, product);
      return ok(product);
    }
    const productMatch = /^\/v1\/products\/([\w-]+)$/.exec(path);
    if (method === "GET" && productMatch) {
      const product = this.products.get(productMatch[1]!);
      if (!product) return notFound("product");
      const expand = [...url.searchParams].filter(([key]) => /^expand\[\d*\]$/.test(key)).map(([, value]) => value);
      const price = product.default_price ? this.prices.get(product.default_price) : undefined;
      return { status: 200, body: expand.includes("default_price") && price ? { ...product, default_price: price } : product };
    }
    if (method === "POST" && productMatch) {
      const product = this.products.get(productMatch[1]!);
      if (!product) return notFound("product");
      if (body.has("name")) product.name = body.get("name")!;
      if (body.has("description")) product.description = body.get("description") || null;
      const images = imagesOf();
      if (images) product.images = images;
      if (body.has("active")) product.active = body.get("active") === "true";
      if (body.has("default_price")) {
        const price = this.prices.get(body.get("default_price")!);
        if (!price || price.product !== product.id) return notFound("price");
        product.default_price = price.id;
      }
      Object.assign(product.metadata, metadataOf());
      return ok(product);
    }
    if (method === "POST" && path === "/v1/prices") {
      const product = this.products.get(body.get("product") ?? "");
      if (!product) return notFound("product");
      return ok(newPrice(product.id, body.get("currency") ?? "", Number(body.get("unit_amount")), metadataOf()));
    }
    const priceMatch = /^\/v1\/prices\/([\w-]+)$/.exec(path);
    if (priceMatch) {
      const price = this.prices.get(priceMatch[1]!);
      if (!price) return notFound("price");
      if (method === "GET") return { status: 200, body: price };
      if (method === "POST") {
        if (body.has("active")) {
          const active = body.get("active") === "true";
          if (!active && this.products.get(price.product)?.default_price === price.id) {
            return {
              status: 400,
              body: {
                error: {
                  type: "invalid_request_error",
                  message: "This price cannot be archived because it is the default price of its product.",
                },
              },
            };
          }
          price.active = active;
        }
        return ok(price);
      }
    }
    return { status: 404, body: { error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path})` } } };
  }
}

/** The `expand[]` of a query or a form body. */
function expansions(params: URLSearchParams): string[] {
  return [...params].filter(([key]) => /^expand\[\d*\]$/.test(key)).map(([, value]) => value);
}

/** The `prefix[key]=value` pairs of a form body, as an object. */
function metadataOf(body: URLSearchParams, prefix: string): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of body) {
    if (key.startsWith(`${prefix}[`) && key.endsWith("]")) {
      const name = key.slice(prefix.length + 1, -1);
      if (!name.includes("[")) metadata[name] = value;
    }
  }
  return metadata;
}

function invalid(message: string, param: string) {
  return { status: 400, body: { error: { type: "invalid_request_error", message, param } } };
}

/** A stable number in [0, 1) for a string. */
function fractionOf(value: string): number {
  return createHash("sha256").update(value).digest().readUInt32BE(0) / 2 ** 32;
}
