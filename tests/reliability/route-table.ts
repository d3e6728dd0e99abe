import { DEFAULT_CATERING_SETTINGS } from "@shared/catering/catering";
import { DEFAULT_GIFT_CARD_SETTINGS } from "@shared/gift-cards/gift-cards";
/**
 * Every route of the shop with a well-formed request for it and what each role must get back
 * (the reliability suite's authorization matrix, docs/benchmarks.md 'Reliability'). The matrix test fails when the app, the page routes or
 * better-auth gain a route that is not listed here, so nothing new passes unclassified. The
 * hostile-input test takes the same requests as the templates it breaks.
 */

/** Staff (ADR 0016): granted on the Team page; orders and the kitchen, nothing else of the admin. */
export const ROLES = ["anonymous", "customer", "otherCustomer", "staff", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** Rows and values the requests point at (made through the API before the matrix runs). */
export interface Fixtures {
  category: { id: string; slug: string };
  item: { id: string };
  customerOrder: { id: string; sessionId: string };
  otherOrder: { id: string; sessionId: string };
  message: { id: string };
  post: { id: string; slug: string };
  /** A post the admin's DELETE may remove. */
  doomedPost: { id: string };
  upload: { url: string };
  /** A picture the admin's DELETE may remove. */
  doomedUpload: { url: string };
  preferredTime: string;
  /** A picture file for the upload route. */
  png: Buffer;
  /** Makes e-mails, keys and slugs unique per request; the hostile-input test tags its requests with it. */
  tag: string;
}

export interface Probe {
  method: string;
  path: string;
  json?: unknown;
  /** A form body (the sandbox pay page, uploads). */
  form?: Record<string, string | Blob>;
  /** The response is a Server-Sent Events stream: read the head, then close it. */
  stream?: boolean;
}

export type Expectation =
  | number
  | {
      status: number;
      /** Where a redirect goes (path and query). */
      location?: string;
      /** Text the page must contain, and text it must not. */
      contains?: string[];
      lacks?: string[];
    };

export interface RouteCase {
  method: string;
  /** As in the app's route table, routes.ts (pages) or better-auth's endpoint list. */
  path: string;
  probe(fx: Fixtures, role: Role): Probe;
  expect: Record<Role, Expectation> | ((fx: Fixtures) => Record<Role, Expectation>);
  /** Ends or changes the caller's session: the matrix runs it with a client signed in for it alone. */
  endsSession?: boolean;
  /** Changes the caller's own account (name, sessions…): the hostile-input test sends it only with a throwaway user. */
  selfService?: boolean;
  /**
   * A provider's webhook, proven by its signature rather than by coming from the shop's own pages
   * (Twilio posts without an Origin): the cross-site refusal does not apply to it.
   */
  signedWebhook?: boolean;
}

const everyone = (expectation: Expectation): Record<Role, Expectation> => ({
  anonymous: expectation,
  customer: expectation,
  otherCustomer: expectation,
  staff: expectation,
  admin: expectation,
});
const signedIn = (expectation: Expectation, anonymous: Expectation = 401): Record<Role, Expectation> => ({
  anonymous,
  customer: expectation,
  otherCustomer: expectation,
  staff: expectation,
  admin: expectation,
});
const adminOnly = (expectation: Expectation): Record<Role, Expectation> => ({
  anonymous: 401,
  customer: 403,
  otherCustomer: 403,
  staff: 403,
  admin: expectation,
});
/** The orders and the kitchen: staff as well as the owner. */
const staffAndAdmin = (expectation: Expectation): Record<Role, Expectation> => ({ ...adminOnly(expectation), staff: expectation });

const get = (path: string): Probe => ({ method: "GET", path });
/** A catering event and a customer's link that do not exist (ADR 0023). */
const NO_EVENT = "00000000-0000-4000-8000-000000000000";
const NO_TOKEN = "A".repeat(43);
const orderOf = (fx: Fixtures, role: Role) => (role === "otherCustomer" ? fx.otherOrder : fx.customerOrder);

function checkoutBody(fx: Fixtures, role: Role) {
  return {
    idempotencyKey: `matrix-${role}-${fx.tag}`.replace(/[^\w-]/g, "-").padEnd(16, "x"),
    details: {
      orderType: "pickup",
      name: `Matrix ${fx.tag}`,
      email: `matrix.${fx.tag}@example.com`,
      phone: "3235550100",
      deliveryAddress: "",
      preferredTime: fx.preferredTime,
      notes: `notes ${fx.tag}`,
    },
    lines: [{ itemId: fx.item.id, quantity: 2, notes: `line ${fx.tag}` }],
  };
}

const itemBody = (fx: Fixtures) => ({
  name: `Matrix item ${fx.tag}`,
  description: `A cut ${fx.tag}`,
  price: "12.50",
  priceUnit: "lb",
  categoryId: fx.category.id,
  imageUrl: "",
  isAvailable: true,
  isFeatured: false,
});
const hours = (open: string, close: string) => ({ open, close });
/** The shop's settings as migration 0008 writes them: the admin's PUT changes nothing the other suites rely on. */
const orderingSettingsBody = () => ({
  weeklyHours: {
    0: hours("09:00", "18:00"),
    1: hours("08:00", "20:00"),
    2: hours("08:00", "20:00"),
    3: hours("08:00", "20:00"),
    4: hours("08:00", "20:00"),
    5: hours("08:00", "20:00"),
    6: hours("08:00", "20:00"),
  },
  capacity: { everyDay: { pickup: { maxOrders: null, maxPounds: null }, delivery: { maxOrders: null, maxPounds: null } }, byWeekday: {} },
  delivery: { zipCodes: [], minimumCents: 0, feeCents: 0, freeOverCents: 3000 },
});
/** A date far ahead: special hours there touch no order of the tests. */
const SPECIAL_DATE = "2099-12-24";
const postBody = (fx: Fixtures) => ({
  title: `Matrix post ${fx.tag}`,
  slug: `matrix-${fx.tag}`.toLowerCase().replace(/[^a-z0-9-]/g, "-"),
  content: `# Post\n\n${fx.tag}`,
  imageUrl: "",
  isPublished: true,
});

/** The JSON API, the sandbox pay page, uploads, the dev mailbox and the plain files of app.ts. */
export const API_ROUTES: RouteCase[] = [
  { method: "GET", path: "/healthz", probe: () => get("/healthz"), expect: everyone(200) },
  { method: "GET", path: "/readyz", probe: () => get("/readyz"), expect: everyone({ status: 200, contains: ['"status":"ready"'] }) },
  { method: "GET", path: "/robots.txt", probe: () => get("/robots.txt"), expect: everyone(200) },
  { method: "GET", path: "/sitemap.xml", probe: () => get("/sitemap.xml"), expect: everyone({ status: 200, contains: ["<urlset"] }) },
  // The language switch (ADR 0015): the same page in the other language.
  {
    method: "GET",
    path: "/lang/:locale",
    // To English: the cookie it sets must not turn the later probes' pages (/, /admin) Spanish.
    probe: () => get("/lang/en?next=/es/menu"),
    expect: everyone({ status: 303, location: "/menu" }),
  },
  // Demo mode only (never with NODE_ENV=production and DEMO_MODE off): the built-in mailbox.
  { method: "GET", path: "/dev/mailbox", probe: () => get("/dev/mailbox"), expect: everyone(200) },
  {
    method: "GET",
    path: "/dev/mailbox.json",
    probe: (fx) => get(`/dev/mailbox.json?to=matrix.${fx.tag}@example.com`),
    expect: everyone(200),
  },
  // The dev SMS outbox (ADR 0016), beside the dev mailbox while no SMS provider is configured.
  { method: "GET", path: "/dev/sms", probe: () => get("/dev/sms"), expect: everyone(200) },
  { method: "GET", path: "/dev/sms.json", probe: () => get("/dev/sms.json?to=%2B13235550100"), expect: everyone(200) },
  // Twilio's inbound messages (STOP): there is no such endpoint without Twilio.
  {
    method: "POST",
    path: "/api/sms/inbound",
    probe: () => ({ method: "POST", path: "/api/sms/inbound", form: { From: "+13235550100", Body: "STOP" } }),
    expect: everyone(404),
    signedWebhook: true,
  },
  { method: "GET", path: "/uploads/:store/:file", probe: (fx) => get(new URL(fx.upload.url, "http://x").pathname), expect: everyone(200) },
  {
    method: "HEAD",
    path: "/uploads/:store/:file",
    probe: (fx) => ({ method: "HEAD", path: new URL(fx.upload.url, "http://x").pathname }),
    expect: everyone(200),
  },
  // The sandbox's hosted pay page: whoever holds the session id (Stripe's page works alike).
  {
    method: "GET",
    path: "/sandbox/pay/:sessionId",
    probe: (fx) => get(`/sandbox/pay/${fx.customerOrder.sessionId}`),
    expect: everyone(200),
  },
  {
    method: "POST",
    path: "/sandbox/pay/:sessionId",
    probe: (fx) => ({ method: "POST", path: `/sandbox/pay/${fx.customerOrder.sessionId}`, form: { card_number: "4000 0000 0000 0002" } }),
    expect: everyone(402),
  },

  { method: "GET", path: "/api/categories", probe: () => get("/api/categories"), expect: everyone(200) },
  { method: "GET", path: "/api/menu", probe: (fx) => get(`/api/menu?category=${fx.category.slug}`), expect: everyone(200) },
  { method: "GET", path: "/api/menu/featured", probe: () => get("/api/menu/featured"), expect: everyone(200) },
  { method: "GET", path: "/api/session", probe: () => get("/api/session"), expect: everyone(200) },
  {
    method: "POST",
    path: "/api/cart/check",
    probe: (fx) => ({ method: "POST", path: "/api/cart/check", json: { itemIds: [fx.item.id] } }),
    expect: everyone(200),
  },
  { method: "GET", path: "/api/blog/posts", probe: () => get("/api/blog/posts"), expect: everyone(200) },
  { method: "GET", path: "/api/blog/posts/:slug", probe: (fx) => get(`/api/blog/posts/${fx.post.slug}`), expect: everyone(200) },
  {
    method: "POST",
    path: "/api/contact",
    probe: (fx) => ({
      method: "POST",
      path: "/api/contact",
      json: { name: `Matrix ${fx.tag}`, email: `matrix.${fx.tag}@example.com`, phone: "", message: `Hello ${fx.tag}` },
    }),
    expect: everyone(201),
  },
  // Catering's public side (ADR 0023): anyone; a link no one was sent is not found, for everyone alike.
  { method: "GET", path: "/api/catering/form", probe: () => get("/api/catering/form?lang=es"), expect: everyone(200) },
  {
    method: "POST",
    path: "/api/catering/requests",
    probe: () => ({ method: "POST", path: "/api/catering/requests", json: {} }),
    expect: everyone(400),
  },
  { method: "GET", path: "/api/catering/q/:token", probe: () => get(`/api/catering/q/${NO_TOKEN}`), expect: everyone(404) },
  ...(
    [
      ["accept", { version: 1, acceptTerms: true }],
      ["pay", {}],
      ["cancel", {}],
    ] as const
  ).map(([action, json]) => ({
    method: "POST",
    path: `/api/catering/q/:token/${action}`,
    probe: () => ({ method: "POST", path: `/api/catering/q/${NO_TOKEN}/${action}`, json }),
    expect: everyone(404),
  })),
  // Gift cards and promo codes in public (ADR 0024): a code no one has is not found, for everyone alike.
  { method: "GET", path: "/api/gift-cards/form", probe: () => get("/api/gift-cards/form"), expect: everyone(200) },
  {
    method: "POST",
    path: "/api/gift-cards/purchases",
    probe: () => ({ method: "POST", path: "/api/gift-cards/purchases", json: {} }),
    expect: signedIn(400),
  },
  {
    method: "GET",
    path: "/api/gift-cards/purchases/:id",
    probe: () => get(`/api/gift-cards/purchases/${NO_EVENT}`),
    expect: signedIn(404),
  },
  {
    method: "POST",
    path: "/api/gift-cards/balance",
    probe: () => ({ method: "POST", path: "/api/gift-cards/balance", json: { code: "2222-3333-4444-5555" } }),
    expect: everyone(404),
  },
  {
    method: "POST",
    path: "/api/checkout/promo",
    probe: (fx) => ({
      method: "POST",
      path: "/api/checkout/promo",
      json: {
        code: "NO-SUCH-CODE",
        details: { orderType: "pickup", preferredTime: fx.preferredTime },
        lines: [{ itemId: fx.item.id, quantity: 2 }],
        tip: { kind: "none" },
      },
    }),
    expect: everyone({ status: 422, contains: ['"promo_invalid"'] }),
  },
  {
    method: "POST",
    path: "/api/checkout",
    probe: (fx, role) => ({ method: "POST", path: "/api/checkout", json: checkoutBody(fx, role) }),
    expect: signedIn(200),
  },
  // The checkout's quick picks (ADR 0014): advice anyone may ask for; placing decides.
  {
    method: "POST",
    path: "/api/checkout/slots",
    probe: (fx) => ({
      method: "POST",
      path: "/api/checkout/slots",
      json: { orderType: "pickup", lines: [{ itemId: fx.item.id, quantity: 2 }] },
    }),
    expect: everyone({ status: 200, contains: ['"slots"'] }),
  },
  // The order-success page's poll: the session id (from the provider's redirect) is the key.
  {
    method: "GET",
    path: "/api/checkout/payment",
    probe: (fx) => get(`/api/checkout/payment?order_id=${fx.customerOrder.id}&session_id=${fx.customerOrder.sessionId}`),
    expect: everyone(200),
  },
  // Where one's own order's payment stands (for the cart the browser handed over to it): the
  // customer who placed it only; anyone else, the admin too, gets the 404 of an unknown order.
  {
    method: "GET",
    path: "/api/checkout/orders/:id/payment",
    probe: (fx) => get(`/api/checkout/orders/${fx.customerOrder.id}/payment`),
    expect: {
      anonymous: 401,
      customer: { status: 200, contains: ['"awaitingPayment"'] },
      otherCustomer: { status: 404, lacks: ['"state"'] },
      staff: { status: 404, lacks: ['"state"'] },
      admin: { status: 404, lacks: ['"state"'] },
    },
  },
  // Only Stripe sends webhooks; with the sandbox there is no such endpoint.
  {
    method: "POST",
    path: "/api/payments/webhook",
    probe: () => ({ method: "POST", path: "/api/payments/webhook", json: { id: "evt_matrix" } }),
    expect: everyone(404),
  },
  { method: "GET", path: "/api/account/orders", probe: () => get("/api/account/orders"), expect: signedIn(200) },
  {
    method: "GET",
    path: "/api/account/orders/events",
    probe: () => ({ ...get("/api/account/orders/events"), stream: true }),
    expect: signedIn(200),
  },

  { method: "GET", path: "/api/admin/dashboard", probe: () => get("/api/admin/dashboard"), expect: adminOnly(200) },
  { method: "GET", path: "/api/admin/orders", probe: () => get("/api/admin/orders?status=pending&limit=10"), expect: staffAndAdmin(200) },
  // The kitchen screen's queue (ADR 0016): staff as well as the owner.
  { method: "GET", path: "/api/admin/kitchen", probe: () => get("/api/admin/kitchen"), expect: staffAndAdmin(200) },
  // Catering (ADR 0023): staff see events, weigh, take the balance and hand over; the owner decides money. An
  // event no one has answers 404 to whoever may act on it, so the matrix changes nothing.
  { method: "GET", path: "/api/admin/catering", probe: () => get("/api/admin/catering?status=all"), expect: staffAndAdmin(200) },
  { method: "GET", path: "/api/admin/catering/:id", probe: () => get(`/api/admin/catering/${NO_EVENT}`), expect: staffAndAdmin(404) },
  ...(
    [
      ["quote", { lines: [{ itemId: NO_EVENT, quantity: 1 }], serviceFeeCents: 0, deliveryFeeCents: 0, note: "" }, false],
      ["decline", {}, false],
      ["balance-link", { by: "email" }, false],
      ["cancel", {}, false],
      ["no-show", {}, false],
      ["close", {}, false],
      ["weigh", { lines: [{ index: 0, weighedQuantity: 1 }] }, true],
      ["counter", { method: "cash" }, true],
      ["fulfil", {}, true],
    ] as const
  ).map(([action, json, staffMay]) => ({
    method: "POST",
    path: `/api/admin/catering/:id/${action}`,
    probe: () => ({ method: "POST", path: `/api/admin/catering/${NO_EVENT}/${action}`, json }),
    expect: staffMay ? staffAndAdmin(404) : adminOnly(404),
  })),
  // Gift cards and promo codes (ADR 0024): staff look up and pay out small balances; the owner changes.
  { method: "GET", path: "/api/admin/gift-cards", probe: () => get("/api/admin/gift-cards?q=ZZZZ"), expect: staffAndAdmin(200) },
  { method: "GET", path: "/api/admin/gift-cards/settings", probe: () => get("/api/admin/gift-cards/settings"), expect: adminOnly(200) },
  {
    method: "PUT",
    path: "/api/admin/gift-cards/settings",
    probe: () => ({ method: "PUT", path: "/api/admin/gift-cards/settings", json: DEFAULT_GIFT_CARD_SETTINGS }),
    expect: adminOnly(200),
  },
  {
    method: "POST",
    path: "/api/admin/gift-cards/promotional",
    probe: () => ({ method: "POST", path: "/api/admin/gift-cards/promotional", json: {} }),
    expect: adminOnly(400),
  },
  {
    method: "POST",
    path: "/api/admin/gift-cards/lookup",
    probe: () => ({ method: "POST", path: "/api/admin/gift-cards/lookup", json: { code: "2222-3333-4444-5555" } }),
    expect: staffAndAdmin(404),
  },
  { method: "GET", path: "/api/admin/gift-cards/:id", probe: () => get(`/api/admin/gift-cards/${NO_EVENT}`), expect: staffAndAdmin(404) },
  ...(
    [
      ["cash-out", { idempotencyKey: "matrix-cash-out-key" }, true],
      ["status", { status: "frozen" }, false],
      ["adjust", { idempotencyKey: "matrix-adjust-key-1", amountCents: 100, note: "matrix" }, false],
    ] as const
  ).map(([action, json, staffMay]) => ({
    method: "POST",
    path: `/api/admin/gift-cards/:id/${action}`,
    probe: () => ({ method: "POST", path: `/api/admin/gift-cards/${NO_EVENT}/${action}`, json }),
    expect: staffMay ? staffAndAdmin(404) : adminOnly(404),
  })),
  { method: "GET", path: "/api/admin/promos", probe: () => get("/api/admin/promos"), expect: staffAndAdmin(200) },
  // The owner's reports (ADR 0025): neither staff nor customers.
  { method: "GET", path: "/api/admin/reports", probe: () => get("/api/admin/reports?pick=this_month"), expect: adminOnly(200) },
  {
    method: "GET",
    path: "/api/admin/reports/csv",
    probe: () => get("/api/admin/reports/csv?pick=today&rows=payments"),
    expect: adminOnly(200),
  },
  {
    method: "POST",
    path: "/api/admin/promos",
    probe: () => ({ method: "POST", path: "/api/admin/promos", json: {} }),
    expect: adminOnly(400),
  },
  {
    method: "POST",
    path: "/api/admin/promos/:id/status",
    probe: () => ({ method: "POST", path: `/api/admin/promos/${NO_EVENT}/status`, json: { status: "paused" } }),
    expect: adminOnly(404),
  },
  { method: "GET", path: "/api/admin/settings/catering", probe: () => get("/api/admin/settings/catering"), expect: adminOnly(200) },
  {
    method: "PUT",
    path: "/api/admin/settings/catering",
    probe: () => ({ method: "PUT", path: "/api/admin/settings/catering", json: DEFAULT_CATERING_SETTINGS }),
    expect: adminOnly(200),
  },
  {
    method: "GET",
    path: "/api/admin/orders/events",
    probe: () => ({ ...get("/api/admin/orders/events"), stream: true }),
    expect: staffAndAdmin(200),
  },
  {
    method: "GET",
    path: "/api/admin/orders/:id",
    probe: (fx, role) => get(`/api/admin/orders/${orderOf(fx, role).id}`),
    expect: staffAndAdmin(200),
  },
  {
    method: "GET",
    path: "/api/admin/orders/:id/history",
    probe: (fx, role) => get(`/api/admin/orders/${orderOf(fx, role).id}/history`),
    expect: staffAndAdmin(200),
  },
  {
    method: "PATCH",
    path: "/api/admin/orders/:id/status",
    probe: (fx, role) => ({ method: "PATCH", path: `/api/admin/orders/${orderOf(fx, role).id}/status`, json: { status: "processing" } }),
    expect: staffAndAdmin(200),
  },
  {
    method: "POST",
    path: "/api/admin/orders/:id/weigh",
    // The fixture's order is not held on a card: the admin is answered that it awaits no weighing.
    probe: (fx, role) => ({
      method: "POST",
      path: `/api/admin/orders/${orderOf(fx, role).id}/weigh`,
      json: { weights: [{ lineId: "00000000-0000-4000-8000-000000000000", quantity: 1 }] },
    }),
    expect: staffAndAdmin(409),
  },
  // Phone and walk-in orders (ADR 0016): staff as well as the owner; an empty order is refused by its fields.
  {
    method: "POST",
    path: "/api/admin/orders",
    probe: () => ({ method: "POST", path: "/api/admin/orders", json: {} }),
    expect: staffAndAdmin(400),
  },
  {
    method: "POST",
    path: "/api/admin/orders/:id/edit",
    // The fixture's order waits for its payment: staff are told to change it once it is paid.
    probe: (fx, role) => ({
      method: "POST",
      path: `/api/admin/orders/${orderOf(fx, role).id}/edit`,
      json: {
        idempotencyKey: `edit-${fx.tag}-${role}`.replace(/[^\w-]/g, "-").padEnd(16, "x"),
        lines: [{ lineId: "00000000-0000-4000-8000-000000000000", itemId: "00000000-0000-4000-8000-000000000000", quantity: 1 }],
      },
    }),
    expect: staffAndAdmin(409),
  },
  {
    method: "POST",
    path: "/api/admin/orders/:id/balance",
    // Taking what is owed at pickup is the counter's job: staff as well as the owner. The fixture's
    // order owes nothing at pickup, so a second tap's answer comes back: nothing taken, nothing changed.
    probe: (fx, role) => ({
      method: "POST",
      path: `/api/admin/orders/${orderOf(fx, role).id}/balance`,
      json: { method: "cash", amountCents: 100 },
    }),
    expect: staffAndAdmin(200),
  },
  { method: "GET", path: "/api/admin/messages", probe: () => get("/api/admin/messages?type=all&limit=10"), expect: adminOnly(200) },
  { method: "GET", path: "/api/admin/messages/unread-count", probe: () => get("/api/admin/messages/unread-count"), expect: adminOnly(200) },
  {
    method: "PATCH",
    path: "/api/admin/messages/:id",
    probe: (fx) => ({ method: "PATCH", path: `/api/admin/messages/${fx.message.id}`, json: { type: "contact_form", isRead: true } }),
    expect: adminOnly(200),
  },
  { method: "GET", path: "/api/admin/items", probe: () => get("/api/admin/items?archived=false"), expect: adminOnly(200) },
  { method: "GET", path: "/api/admin/categories", probe: () => get("/api/admin/categories"), expect: adminOnly(200) },
  {
    method: "PUT",
    path: "/api/admin/categories/:id",
    probe: (fx) => ({ method: "PUT", path: `/api/admin/categories/${fx.category.id}`, json: { nameEs: `Categoría ${fx.tag}` } }),
    expect: adminOnly(200),
  },
  {
    method: "POST",
    path: "/api/admin/items",
    probe: (fx) => ({ method: "POST", path: "/api/admin/items", json: itemBody(fx) }),
    expect: adminOnly(201),
  },
  {
    method: "PUT",
    path: "/api/admin/items/:id",
    probe: (fx) => ({ method: "PUT", path: `/api/admin/items/${fx.item.id}`, json: itemBody(fx) }),
    expect: adminOnly(200),
  },
  {
    method: "PUT",
    path: "/api/admin/items/:id/availability",
    probe: (fx) => ({ method: "PUT", path: `/api/admin/items/${fx.item.id}/availability`, json: { isAvailable: true } }),
    expect: adminOnly(200),
  },
  {
    method: "POST",
    path: "/api/admin/items/:id/sold-out",
    probe: (fx) => ({ method: "POST", path: `/api/admin/items/${fx.item.id}/sold-out`, json: { soldOut: false } }),
    expect: adminOnly(200),
  },
  {
    method: "POST",
    path: "/api/admin/items/:id/archive",
    probe: (fx) => ({ method: "POST", path: `/api/admin/items/${fx.item.id}/archive` }),
    expect: adminOnly(200),
  },
  {
    method: "POST",
    path: "/api/admin/items/:id/restore",
    probe: (fx) => ({ method: "POST", path: `/api/admin/items/${fx.item.id}/restore` }),
    expect: adminOnly(200),
  },
  {
    method: "POST",
    path: "/api/admin/uploads/:store",
    probe: (fx) => ({
      method: "POST",
      path: "/api/admin/uploads/products",
      form: { file: new Blob([new Uint8Array(fx.png)], { type: "image/png" }) },
    }),
    expect: adminOnly(201),
  },
  {
    method: "DELETE",
    path: "/api/admin/uploads",
    probe: (fx) => ({ method: "DELETE", path: "/api/admin/uploads", json: { url: fx.doomedUpload.url } }),
    expect: adminOnly(204),
  },
  { method: "GET", path: "/api/admin/blog/posts", probe: () => get("/api/admin/blog/posts"), expect: adminOnly(200) },
  {
    method: "POST",
    path: "/api/admin/blog/posts",
    probe: (fx) => ({ method: "POST", path: "/api/admin/blog/posts", json: postBody(fx) }),
    expect: adminOnly(201),
  },
  { method: "GET", path: "/api/admin/blog/posts/:id", probe: (fx) => get(`/api/admin/blog/posts/${fx.post.id}`), expect: adminOnly(200) },
  {
    method: "PUT",
    path: "/api/admin/blog/posts/:id",
    probe: (fx) => ({ method: "PUT", path: `/api/admin/blog/posts/${fx.post.id}`, json: { ...postBody(fx), slug: fx.post.slug } }),
    expect: adminOnly(200),
  },
  {
    method: "PUT",
    path: "/api/admin/blog/posts/:id/published",
    probe: (fx) => ({ method: "PUT", path: `/api/admin/blog/posts/${fx.post.id}/published`, json: { isPublished: true } }),
    expect: adminOnly(200),
  },
  {
    method: "DELETE",
    path: "/api/admin/blog/posts/:id",
    probe: (fx) => ({ method: "DELETE", path: `/api/admin/blog/posts/${fx.doomedPost.id}` }),
    expect: adminOnly(204),
  },
  { method: "GET", path: "/api/admin/ai", probe: () => get("/api/admin/ai"), expect: adminOnly(200) },
  // AI enhance is off in this configuration: the admin is told so (409), the others refused first.
  {
    method: "POST",
    path: "/api/admin/ai/enhance",
    probe: (fx) => ({ method: "POST", path: "/api/admin/ai/enhance", json: { content: `Make it better ${fx.tag}` } }),
    expect: adminOnly(409),
  },
  {
    method: "POST",
    path: "/api/admin/ai/translate",
    probe: (fx) => ({ method: "POST", path: "/api/admin/ai/translate", json: { to: "es", texts: { name: `Carnitas ${fx.tag}` } } }),
    expect: adminOnly(409),
  },
  { method: "GET", path: "/api/admin/settings/ordering", probe: () => get("/api/admin/settings/ordering"), expect: adminOnly(200) },
  {
    method: "PUT",
    path: "/api/admin/settings/ordering",
    probe: () => ({ method: "PUT", path: "/api/admin/settings/ordering", json: orderingSettingsBody() }),
    expect: adminOnly(200),
  },
  {
    method: "PUT",
    path: "/api/admin/settings/special-days/:date",
    probe: (fx) => ({
      method: "PUT",
      path: `/api/admin/settings/special-days/${SPECIAL_DATE}`,
      json: { hours: hours("10:00", "14:00"), label: `Matrix ${fx.tag}`.slice(0, 60) },
    }),
    expect: adminOnly(200),
  },
  {
    method: "DELETE",
    path: "/api/admin/settings/special-days/:date",
    probe: () => ({ method: "DELETE", path: `/api/admin/settings/special-days/${SPECIAL_DATE}` }),
    expect: adminOnly(200),
  },
  // Refunds (ADR 0016): the owner's alone; the fixture's order is unpaid, so nothing to refund.
  {
    method: "POST",
    path: "/api/admin/orders/:id/refunds",
    probe: (fx, role) => ({
      method: "POST",
      path: `/api/admin/orders/${orderOf(fx, role).id}/refunds`,
      json: { idempotencyKey: `refund-${fx.tag}`.replace(/[^\w-]/g, "-").padEnd(16, "x"), amountCents: 100 },
    }),
    expect: adminOnly(409),
  },
  // The Team page (ADR 0016): the owner's alone; staff cannot grant themselves more.
  {
    method: "GET",
    path: "/api/admin/team",
    probe: () => get("/api/admin/team"),
    expect: adminOnly({ status: 200, contains: ["matrix-staff@example.com"] }),
  },
  {
    method: "PUT",
    path: "/api/admin/team",
    probe: (fx) => ({
      method: "PUT",
      path: "/api/admin/team",
      json: { email: `team-${fx.tag}@example.com`.replace(/[^\w@.-]/g, "-"), role: "staff" },
    }),
    expect: adminOnly(200),
  },
  {
    method: "DELETE",
    path: "/api/admin/team",
    probe: () => ({ method: "DELETE", path: "/api/admin/team", json: { email: DOOMED_STAFF } }),
    expect: adminOnly(204),
  },
];

/** A staff member the admin's DELETE may remove (granted before the matrix runs). */
export const DOOMED_STAFF = "matrix-doomed-staff@example.com";

const auth = (path: string) => `/api/auth${path}`;
const post = (path: string, json: unknown = {}): Probe => ({ method: "POST", path: auth(path), json });
const strongPassword = "Carnitas-Sunday-2026!";

/**
 * better-auth's endpoints behind /api/auth/* (its own list, so a plugin or an upgrade that adds
 * one fails the matrix until it is classified). Only e-mail + password and magic links are
 * configured: no social providers, no account deletion, no e-mail change.
 */
export const AUTH_ROUTES: RouteCase[] = [
  { method: "GET", path: "/ok", probe: () => get(auth("/ok")), expect: everyone(200) },
  // better-auth's error page; with no error page of its own configured it sends the browser home.
  { method: "GET", path: "/error", probe: () => get(auth("/error?error=matrix")), expect: everyone(302) },
  { method: "GET", path: "/get-session", probe: () => get(auth("/get-session")), expect: everyone(200) },
  // POST is only offered with deferred session refresh, which the shop does not use.
  { method: "POST", path: "/get-session", probe: () => post("/get-session"), expect: everyone(405) },
  {
    method: "POST",
    path: "/sign-in/magic-link",
    probe: (fx) => post("/sign-in/magic-link", { email: `matrix.${fx.tag}@example.com`, callbackURL: "/" }),
    expect: everyone(200),
  },
  {
    method: "GET",
    path: "/magic-link/verify",
    probe: (fx) => get(auth(`/magic-link/verify?token=${fx.tag}&callbackURL=%2F`)),
    expect: everyone({ status: 302, location: "/?error=INVALID_TOKEN" }),
  },
  {
    method: "POST",
    path: "/sign-up/email",
    probe: (fx) => post("/sign-up/email", { email: `matrix.${fx.tag}@example.com`, password: strongPassword, name: "Matrix" }),
    expect: everyone(200),
  },
  {
    method: "POST",
    path: "/sign-in/email",
    probe: (fx) => post("/sign-in/email", { email: `matrix.${fx.tag}@example.com`, password: strongPassword }),
    expect: everyone(401),
  },
  // Signed in, only one's own address may be sent a link (the answer for a stranger's address stays generic).
  {
    method: "POST",
    path: "/send-verification-email",
    probe: (fx) => post("/send-verification-email", { email: `matrix.${fx.tag}@example.com` }),
    expect: signedIn(400, 200),
  },
  { method: "GET", path: "/verify-email", probe: (fx) => get(auth(`/verify-email?token=${fx.tag}`)), expect: everyone(401) },
  {
    method: "POST",
    path: "/request-password-reset",
    probe: (fx) => post("/request-password-reset", { email: `matrix.${fx.tag}@example.com`, redirectTo: "/" }),
    expect: everyone(400),
  },
  {
    method: "GET",
    path: "/reset-password/:token",
    probe: (fx) => get(auth(`/reset-password/${fx.tag}?callbackURL=%2F`)),
    expect: everyone(302),
  },
  {
    method: "POST",
    path: "/reset-password",
    probe: (fx) => post("/reset-password", { token: fx.tag, newPassword: strongPassword }),
    expect: everyone(400),
  },
  {
    method: "POST",
    path: "/sign-in/social",
    probe: () => post("/sign-in/social", { provider: "google", callbackURL: "/" }),
    expect: everyone(404),
  },
  { method: "GET", path: "/callback/:id", probe: () => get(auth("/callback/google?state=x&code=y")), expect: everyone(302) },
  { method: "POST", path: "/callback/:id", probe: () => post("/callback/google", { state: "x", code: "y" }), expect: everyone(302) },

  {
    method: "POST",
    path: "/verify-password",
    probe: () => post("/verify-password", { password: strongPassword }),
    expect: signedIn(400),
    selfService: true,
  },
  {
    method: "POST",
    path: "/update-user",
    probe: () => post("/update-user", { name: "Matrix Name" }),
    expect: signedIn(200),
    selfService: true,
  },
  // No session fields are writable: nothing to update, but only after the session check.
  { method: "POST", path: "/update-session", probe: () => post("/update-session", {}), expect: signedIn(400), selfService: true },
  {
    method: "POST",
    path: "/change-email",
    probe: (fx) => post("/change-email", { newEmail: `changed.${fx.tag}@example.com` }),
    expect: signedIn(400),
    selfService: true,
  },
  {
    method: "POST",
    path: "/change-password",
    probe: () => post("/change-password", { currentPassword: strongPassword, newPassword: `${strongPassword}x` }),
    expect: signedIn(400),
    selfService: true,
  },
  { method: "POST", path: "/delete-user", probe: () => post("/delete-user", {}), expect: signedIn(404), selfService: true },
  {
    method: "GET",
    path: "/delete-user/callback",
    probe: (fx) => get(auth(`/delete-user/callback?token=${fx.tag}`)),
    expect: everyone(404),
    selfService: true,
  },
  { method: "GET", path: "/list-sessions", probe: () => get(auth("/list-sessions")), expect: signedIn(200) },
  { method: "GET", path: "/list-accounts", probe: () => get(auth("/list-accounts")), expect: signedIn(200) },
  { method: "GET", path: "/account-info", probe: () => get(auth("/account-info?accountId=matrix")), expect: signedIn(400) },
  {
    method: "POST",
    path: "/link-social",
    probe: () => post("/link-social", { provider: "google", callbackURL: "/" }),
    expect: signedIn(404),
    selfService: true,
  },
  {
    method: "POST",
    path: "/unlink-account",
    probe: () => post("/unlink-account", { providerId: "google", accountId: "matrix" }),
    expect: signedIn(400),
    selfService: true,
  },
  { method: "POST", path: "/refresh-token", probe: () => post("/refresh-token", { providerId: "google" }), expect: signedIn(400, 400) },
  {
    method: "POST",
    path: "/get-access-token",
    probe: () => post("/get-access-token", { providerId: "google" }),
    expect: signedIn(400, 400),
  },
  {
    method: "POST",
    path: "/revoke-session",
    probe: (fx) => post("/revoke-session", { token: fx.tag }),
    expect: signedIn(200),
    selfService: true,
  },
  { method: "POST", path: "/revoke-other-sessions", probe: () => post("/revoke-other-sessions"), expect: signedIn(200), selfService: true },
  {
    method: "POST",
    path: "/revoke-sessions",
    probe: () => post("/revoke-sessions"),
    expect: signedIn(200),
    selfService: true,
    endsSession: true,
  },
  { method: "POST", path: "/sign-out", probe: () => post("/sign-out"), expect: signedIn(200, 200), selfService: true, endsSession: true },
];

const LOGIN = "/auth/login?redirect=";
/**
 * An admin page: the anonymous are sent to sign in; for the signed in, the server's decision is in
 * the page's loader data (the admin's words load in the browser, ADR 0015, so the server renders
 * no text): not an admin, and nothing of the admin's data; an admin, and the admin's e-mail.
 */
const NOT_ADMIN = 'isAdmin\\",false';
const IS_ADMIN = 'isAdmin\\",true';
const NOT_ALLOWED = 'access\\",\\"denied';
const ALLOWED = 'access\\",\\"owner';
const STAFF_ALLOWED = 'access\\",\\"staff';
/** Staff may open the orders and the kitchen screen (ADR 0016); any other admin page is Access Denied. */
const adminPage = (path: string, staffMay = false): Record<Role, Expectation> => ({
  anonymous: { status: 302, location: `${LOGIN}${encodeURIComponent(path)}` },
  customer: { status: 200, contains: [NOT_ADMIN, NOT_ALLOWED], lacks: [IS_ADMIN, ALLOWED] },
  otherCustomer: { status: 200, contains: [NOT_ADMIN, NOT_ALLOWED], lacks: [IS_ADMIN, ALLOWED] },
  staff: staffMay
    ? { status: 200, contains: [NOT_ADMIN, STAFF_ALLOWED, "matrix-staff@example.com"], lacks: [IS_ADMIN, NOT_ALLOWED] }
    : { status: 200, contains: [NOT_ADMIN, NOT_ALLOWED], lacks: [IS_ADMIN, ALLOWED] },
  admin: { status: 200, contains: [IS_ADMIN, ALLOWED, "admin@example.com"], lacks: [NOT_ADMIN, NOT_ALLOWED] },
});

/** The Spanish storefront (ADR 0015): the same pages and guards under /es. */
const ES_LOGIN = "/es/auth/login?redirect=";
const SPANISH_PAGES: RouteCase[] = [
  { method: "GET", path: "/es", probe: () => get("/es"), expect: everyone(200) },
  ...[
    "menu",
    "about",
    "blog",
    "contact",
    "catering",
    "gift-cards",
    "gift-cards/balance",
    "cart",
    "auth/login",
    "auth/register",
    "auth/callback",
  ].map((page) => ({
    method: "GET",
    path: `/es/${page}`,
    probe: () => get(`/es/${page}`),
    expect: everyone(200),
  })),
  { method: "GET", path: "/es/blog/:slug", probe: (fx) => get(`/es/blog/${fx.post.slug}`), expect: everyone(200) },
  {
    method: "GET",
    path: "/es/checkout",
    probe: () => get("/es/checkout"),
    expect: signedIn(200, { status: 302, location: `${ES_LOGIN}%2Fes%2Fcheckout&reason=checkout` }),
  },
  {
    method: "GET",
    path: "/es/order-success",
    probe: (fx, role) => get(`/es/order-success?session_id=${orderOf(fx, role).sessionId}&order_id=${orderOf(fx, role).id}`),
    expect: everyone(200),
  },
  {
    method: "GET",
    path: "/es/account/orders",
    probe: () => get("/es/account/orders"),
    expect: signedIn(200, { status: 302, location: `${ES_LOGIN}%2Fes%2Faccount%2Forders` }),
  },
  { method: "GET", path: "/es/catering/q/:token", probe: () => get(`/es/catering/q/${NO_TOKEN}`), expect: everyone(404) },
  { method: "GET", path: "/es/*", probe: () => get("/es/no-such-page"), expect: everyone(404) },
];

/** The pages of src/web/routes.ts, server-rendered by the real process. */
export const PAGE_ROUTES: RouteCase[] = [
  { method: "GET", path: "/", probe: () => get("/"), expect: everyone(200) },
  { method: "GET", path: "/menu", probe: () => get("/menu"), expect: everyone(200) },
  { method: "GET", path: "/about", probe: () => get("/about"), expect: everyone(200) },
  { method: "GET", path: "/blog", probe: () => get("/blog"), expect: everyone(200) },
  { method: "GET", path: "/blog/:slug", probe: (fx) => get(`/blog/${fx.post.slug}`), expect: everyone(200) },
  { method: "GET", path: "/contact", probe: () => get("/contact"), expect: everyone(200) },
  { method: "GET", path: "/catering", probe: () => get("/catering"), expect: everyone(200) },
  { method: "GET", path: "/gift-cards", probe: () => get("/gift-cards"), expect: everyone(200) },
  { method: "GET", path: "/gift-cards/balance", probe: () => get("/gift-cards/balance"), expect: everyone(200) },
  { method: "GET", path: "/catering/q/:token", probe: () => get(`/catering/q/${NO_TOKEN}`), expect: everyone(404) },
  { method: "GET", path: "/cart", probe: () => get("/cart"), expect: everyone(200) },
  { method: "GET", path: "/auth/login", probe: () => get("/auth/login"), expect: everyone(200) },
  { method: "GET", path: "/auth/register", probe: () => get("/auth/register"), expect: everyone(200) },
  { method: "GET", path: "/auth/callback", probe: () => get("/auth/callback"), expect: everyone(200) },
  {
    method: "GET",
    path: "/checkout",
    probe: () => get("/checkout"),
    expect: signedIn(200, { status: 302, location: `${LOGIN}%2Fcheckout&reason=checkout` }),
  },
  {
    method: "GET",
    path: "/order-success",
    probe: (fx, role) => get(`/order-success?session_id=${orderOf(fx, role).sessionId}&order_id=${orderOf(fx, role).id}`),
    expect: everyone(200),
  },
  {
    method: "GET",
    path: "/account/orders",
    probe: () => get("/account/orders"),
    expect: signedIn(200, { status: 302, location: `${LOGIN}%2Faccount%2Forders` }),
  },
  { method: "GET", path: "*", probe: () => get("/no-such-page"), expect: everyone(404) },
  ...SPANISH_PAGES,
  {
    method: "GET",
    path: "/admin",
    probe: () => get("/admin"),
    // Staff start at the orders (ADR 0016).
    expect: { ...adminPage("/admin"), staff: { status: 302, location: "/admin/orders" } },
  },
  { method: "GET", path: "/admin/menu", probe: () => get("/admin/menu"), expect: adminPage("/admin/menu") },
  { method: "GET", path: "/admin/blog", probe: () => get("/admin/blog"), expect: adminPage("/admin/blog") },
  { method: "GET", path: "/admin/orders", probe: () => get("/admin/orders"), expect: adminPage("/admin/orders", true) },
  // Taking a phone or walk-in order (ADR 0016): staff as well as the owner.
  { method: "GET", path: "/admin/orders/new", probe: () => get("/admin/orders/new"), expect: adminPage("/admin/orders/new", true) },
  {
    method: "GET",
    path: "/admin/orders/:id/ticket",
    probe: (fx) => get(`/admin/orders/${fx.customerOrder.id}/ticket`),
    expect: (fx) => adminPage(`/admin/orders/${fx.customerOrder.id}/ticket`, true),
  },
  { method: "GET", path: "/admin/messages", probe: () => get("/admin/messages"), expect: adminPage("/admin/messages") },
  { method: "GET", path: "/admin/ordering", probe: () => get("/admin/ordering"), expect: adminPage("/admin/ordering") },
  { method: "GET", path: "/admin/team", probe: () => get("/admin/team"), expect: adminPage("/admin/team") },
  { method: "GET", path: "/admin/kitchen", probe: () => get("/admin/kitchen"), expect: adminPage("/admin/kitchen", true) },
  // Catering (ADR 0023): staff as well as the owner.
  { method: "GET", path: "/admin/catering", probe: () => get("/admin/catering"), expect: adminPage("/admin/catering", true) },
  { method: "GET", path: "/admin/gift-cards", probe: () => get("/admin/gift-cards"), expect: adminPage("/admin/gift-cards", true) },
  {
    method: "GET",
    path: "/admin/gift-cards/:id",
    probe: () => get(`/admin/gift-cards/${NO_EVENT}`),
    expect: adminPage(`/admin/gift-cards/${NO_EVENT}`, true),
  },
  { method: "GET", path: "/admin/promos", probe: () => get("/admin/promos"), expect: adminPage("/admin/promos", true) },
  { method: "GET", path: "/admin/reports", probe: () => get("/admin/reports"), expect: adminPage("/admin/reports") },
  {
    method: "GET",
    path: "/admin/catering/:id",
    probe: () => get(`/admin/catering/${NO_EVENT}`),
    expect: adminPage(`/admin/catering/${NO_EVENT}`, true),
  },
  {
    method: "GET",
    path: "/admin/catering/:id/prep",
    probe: () => get(`/admin/catering/${NO_EVENT}/prep`),
    expect: adminPage(`/admin/catering/${NO_EVENT}/prep`, true),
  },
];

/**
 * The loaders' data as the browser fetches it on client navigation (`.data`): the same guards
 * as the pages, answered as a redirect the router follows.
 */
export const PAGE_DATA_ROUTES: RouteCase[] = [
  {
    method: "GET",
    path: "/checkout.data",
    probe: () => get("/checkout.data"),
    expect: signedIn(200, { status: 202, contains: ["SingleFetchRedirect", `${LOGIN}%2Fcheckout`] }),
  },
  {
    method: "GET",
    path: "/account/orders.data",
    probe: () => get("/account/orders.data"),
    expect: signedIn(200, { status: 202, contains: ["SingleFetchRedirect", `${LOGIN}%2Faccount%2Forders`] }),
  },
  {
    method: "GET",
    path: "/admin/orders.data",
    probe: () => get("/admin/orders.data"),
    expect: {
      anonymous: { status: 202, contains: ["SingleFetchRedirect", `${LOGIN}%2Fadmin%2Forders`] },
      customer: { status: 200, contains: ['"isAdmin",false', '"access","denied"'] },
      otherCustomer: { status: 200, contains: ['"isAdmin",false', '"access","denied"'] },
      staff: { status: 200, contains: ['"isAdmin",false', '"access","staff"'] },
      admin: { status: 200, contains: ['"isAdmin",true', '"access","owner"'] },
    },
  },
];
