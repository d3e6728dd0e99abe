import { Hono } from "hono";
import { z } from "@shared/core/zod";
import { idParamSchema } from "@shared/core/params.schema";
import {
  cateringAcceptSchema,
  cateringBalanceLinkSchema,
  cateringCounterPaymentSchema,
  cateringListQuerySchema,
  cateringQuoteSchema,
  cateringRequestSchema,
  cateringSettingsSchema,
  cateringWeighSchema,
} from "@shared/catering/catering.schema";
import { said } from "@shared/core/said";
import type { AppEnv } from "../app-context";
import { noStore } from "../http/answers";
import { rateLimitByClient } from "../http/rate-limit";
import { getActor } from "../http/session";
import { validate } from "../http/validation";
import { cateringForm, requestCatering } from "../services/catering/catering-requests";
import { acceptQuote, cancelByCustomer, customerView, payNow } from "../services/catering/catering-customer";
import {
  cancelByOwner,
  closeEvent,
  declineEvent,
  fulfilEvent,
  getCateringEvent,
  listCateringEvents,
  markNoShow,
  quoteEvent,
  sendBalanceLink,
  takeAtCounter,
} from "../services/catering/catering-admin";
import { weighCatering } from "../services/catering/catering-weigh";
import { readCateringSettings, saveCateringSettings } from "../services/catering/catering-settings";

/** A party is planned once or twice; a script sends hundreds. 5 requests per client per 10 minutes. */
export const CATERING_RATE_LIMIT = { max: 5, windowMs: 10 * 60_000 } as const;

/** The customer's link: 43 characters of base64url (32 random bytes); anything else is not one. */
const tokenParamSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

/**
 * Catering's public side (ADR 0023):
 * - GET  /catering/form?lang=            → CateringFormDto: the catering menu, the rules, the calendar
 * - POST /catering/requests {CateringRequestInput} → 201 { reference }: anyone, no account; rate limited
 * - GET  /catering/q/:token              → CateringCustomerViewDto (404 for a guessed or altered token)
 * - POST /catering/q/:token/accept {version, acceptTerms} → { url }: the deposit's hosted pay page
 * - POST /catering/q/:token/pay          → { url }: what is due now (deposit or balance), once per amount
 * - POST /catering/q/:token/cancel       → CateringCustomerViewDto: cancelled, refunded by the policy
 */
export const cateringRoutes = new Hono<AppEnv>()
  .use("/catering/*", noStore)
  .get("/catering/form", async (c) => c.json(await cateringForm(c.var.ctx, c.req.query("lang") === "es" ? "es" : "en"), 200))
  .post(
    "/catering/requests",
    rateLimitByClient("catering", CATERING_RATE_LIMIT, said("cateringErrorTexts.rateLimited")),
    validate("json", cateringRequestSchema),
    async (c) => c.json(await requestCatering(c.var.ctx, c.req.valid("json")), 201),
  )
  .get("/catering/q/:token", validate("param", tokenParamSchema), async (c) =>
    c.json(await customerView(c.var.ctx, c.req.valid("param").token), 200),
  )
  .post("/catering/q/:token/accept", validate("param", tokenParamSchema), validate("json", cateringAcceptSchema), async (c) =>
    c.json(await acceptQuote(c.var.ctx, { token: c.req.valid("param").token, accept: c.req.valid("json") }), 200),
  )
  .post("/catering/q/:token/pay", validate("param", tokenParamSchema), async (c) =>
    c.json(await payNow(c.var.ctx, { token: c.req.valid("param").token }), 200),
  )
  .post("/catering/q/:token/cancel", validate("param", tokenParamSchema), async (c) =>
    c.json(await cancelByCustomer(c.var.ctx, { token: c.req.valid("param").token }), 200),
  );

/**
 * The shop's side (ADR 0023), mounted at /api/admin. Staff and the owner see events, weigh them,
 * take the balance at the counter and hand them over; money decisions (quotes, the balance
 * link, cancelling with a refund, no-shows, closing) and the settings are the owner's
 * (http/guards.ts). Every answer with an event is its CateringEventDto.
 * - GET  /catering?status=open|all|<status> → { events: CateringSummaryDto[] }, soonest first
 * - GET  /catering/:id                   → CateringEventDto
 * - POST /catering/:id/quote {CateringQuoteInput} → CateringEventDto: a new version, mailed
 * - POST /catering/:id/decline           → CateringEventDto
 * - POST /catering/:id/balance-link {by} → CateringEventDto: the balance asked for now
 * - POST /catering/:id/weigh {lines}     → CateringEventDto: charged the rest, or paid over refunded
 * - POST /catering/:id/counter {method}  → CateringEventDto: what is owed taken at the counter, once
 * - POST /catering/:id/fulfil            → CateringEventDto (409 while money is owed)
 * - POST /catering/:id/close             → CateringEventDto
 * - POST /catering/:id/cancel            → CateringEventDto: refunded by the policy's tier
 * - POST /catering/:id/no-show           → CateringEventDto
 * - GET  /settings/catering              → CateringSettings
 * - PUT  /settings/catering {CateringSettings} → CateringSettings
 */
export const adminCateringRoutes = new Hono<AppEnv>()
  .use("/catering/*", noStore)
  .use("/catering", noStore)
  .get("/catering", validate("query", cateringListQuerySchema), async (c) =>
    c.json({ events: await listCateringEvents(c.var.ctx, c.req.valid("query")) }, 200),
  )
  .get("/catering/:id", validate("param", idParamSchema), async (c) =>
    c.json(await getCateringEvent(c.var.ctx, c.req.valid("param").id), 200),
  )
  .post("/catering/:id/quote", validate("param", idParamSchema), validate("json", cateringQuoteSchema), async (c) => {
    const actor = (await getActor(c))!;
    return c.json(await quoteEvent(c.var.ctx, { actor, id: c.req.valid("param").id, quote: c.req.valid("json") }), 200);
  })
  .post("/catering/:id/decline", validate("param", idParamSchema), async (c) => {
    const actor = (await getActor(c))!;
    return c.json(await declineEvent(c.var.ctx, { actor, id: c.req.valid("param").id }), 200);
  })
  .post("/catering/:id/balance-link", validate("param", idParamSchema), validate("json", cateringBalanceLinkSchema), async (c) => {
    const actor = (await getActor(c))!;
    return c.json(await sendBalanceLink(c.var.ctx, { actor, id: c.req.valid("param").id, by: c.req.valid("json").by }), 200);
  })
  .post("/catering/:id/weigh", validate("param", idParamSchema), validate("json", cateringWeighSchema), async (c) => {
    const actor = (await getActor(c))!;
    return c.json(await weighCatering(c.var.ctx, { actor, id: c.req.valid("param").id, weigh: c.req.valid("json") }), 200);
  })
  .post("/catering/:id/counter", validate("param", idParamSchema), validate("json", cateringCounterPaymentSchema), async (c) => {
    const actor = (await getActor(c))!;
    return c.json(await takeAtCounter(c.var.ctx, { actor, id: c.req.valid("param").id, method: c.req.valid("json").method }), 200);
  })
  .post("/catering/:id/fulfil", validate("param", idParamSchema), async (c) => {
    const actor = (await getActor(c))!;
    return c.json(await fulfilEvent(c.var.ctx, { actor, id: c.req.valid("param").id }), 200);
  })
  .post("/catering/:id/close", validate("param", idParamSchema), async (c) => {
    const actor = (await getActor(c))!;
    return c.json(await closeEvent(c.var.ctx, { actor, id: c.req.valid("param").id }), 200);
  })
  .post("/catering/:id/cancel", validate("param", idParamSchema), async (c) => {
    const actor = (await getActor(c))!;
    return c.json(await cancelByOwner(c.var.ctx, { actor, id: c.req.valid("param").id }), 200);
  })
  .post("/catering/:id/no-show", validate("param", idParamSchema), async (c) => {
    const actor = (await getActor(c))!;
    return c.json(await markNoShow(c.var.ctx, { actor, id: c.req.valid("param").id }), 200);
  })
  .get("/settings/catering", async (c) => c.json(await readCateringSettings(c.var.ctx), 200))
  .put("/settings/catering", validate("json", cateringSettingsSchema), async (c) =>
    c.json(await saveCateringSettings(c.var.ctx, c.req.valid("json")), 200),
  );
