import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "@shared/core/zod";
import type { AppEnv } from "../app-context";
import { devSms, smsOutbox } from "../db/schema/sms";
import { validate } from "../http/validation";
import { errorBody } from "../lib/errors";
import { said } from "@shared/core/said";
import { textsFor } from "@shared/texts/registry.server";
import { escapeHtml } from "../services/mail/layout";
import { receiveSms } from "../services/sms/inbound";
import { toE164 } from "../services/sms/phone";
import { isValidTwilioSignature } from "../services/sms/twilio-signature";

/** Where Twilio posts the messages customers send the shop's number (its 'A message comes in' webhook). */
export const SMS_INBOUND_PATH = "/api/sms/inbound";

/** An empty TwiML answer: nothing to reply (Twilio itself confirms STOP and START to the customer). */
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response/>';

/**
 * Twilio's incoming-message webhook (ADR 0016: STOP honoured). Answered only when Twilio is the
 * provider, and only when the request carries Twilio's signature over the URL it was sent to
 * (PUBLIC_URL's, as configured at Twilio) and its form parameters. The signature has no date, so
 * each message is acted on once, by its MessageSid (services/sms/inbound.ts).
 */
export const smsRoutes = new Hono<AppEnv>().post("/sms/inbound", async (c) => {
  const { ctx } = c.var;
  const twilio = ctx.config.sms.twilio;
  if (!twilio) return c.json(errorBody(c, "not_found", said("smsTexts.inbound.notConfigured")), 404);
  const params = new URLSearchParams(await c.req.text());
  const url = `${ctx.config.publicUrl}${c.req.path}${new URL(c.req.url).search}`;
  if (!isValidTwilioSignature(twilio.authToken, url, params, c.req.header("X-Twilio-Signature"))) {
    c.var.log.warn("sms webhook refused: bad signature");
    return c.json(errorBody(c, "forbidden", said("smsTexts.inbound.badSignature")), 403);
  }
  // Every message Twilio posts has its id; one without is acted on by no one (a replay could not be told).
  const messageSid = params.get("MessageSid");
  if (messageSid) await receiveSms(ctx, { messageSid, from: params.get("From") ?? "", body: params.get("Body") ?? "" });
  else c.var.log.warn("sms webhook without a MessageSid: ignored");
  return c.body(EMPTY_TWIML, 200, { "Content-Type": "text/xml; charset=utf-8" });
});

const MAX_LISTED = 200;

/** '?to=+13235550199' unescaped arrives as ' 13235550199' (a '+' in a query is a space). */
function phoneQuery(to: string): string {
  return toE164(to) ?? toE164(`+${to.trim()}`) ?? to.trim();
}

/**
 * The built-in dev SMS outbox (no SMS provider configured, never in production): /dev/sms lists
 * the messages newest first; /dev/sms.json?to=+1… returns them as JSON for tests and scripts.
 * Mounted beside the dev mailbox, behind the same this-machine-only rule (app.ts).
 */
export const devSmsPages = new Hono<AppEnv>()
  .get("/sms.json", validate("query", z.object({ to: z.string().max(40).optional() })), async (c) => {
    const { to } = c.req.valid("query");
    const rows = await c.var.ctx.db
      .select()
      .from(devSms)
      .where(to ? eq(devSms.toPhone, phoneQuery(to)) : undefined)
      .orderBy(desc(devSms.createdAt))
      .limit(MAX_LISTED);
    return c.json(
      rows.map((row) => ({ to: row.toPhone, body: row.body, createdAt: row.createdAt.toISOString() })),
      200,
      { "Cache-Control": "no-store" },
    );
  })
  .get("/sms", async (c) => {
    const t = textsFor(c.var.locale).smsTexts.devOutbox;
    // Each message with the language it was written in: its outbox row's (rows from before it was kept: unknown).
    const rows = await c.var.ctx.db
      .select({ toPhone: devSms.toPhone, body: devSms.body, createdAt: devSms.createdAt, locale: smsOutbox.locale })
      .from(devSms)
      .leftJoin(smsOutbox, eq(smsOutbox.id, devSms.outboxId))
      .orderBy(desc(devSms.createdAt))
      .limit(MAX_LISTED);
    const items = rows
      .map(
        (row) => `<article class="sms" lang="${row.locale ?? ""}"><small lang="${c.var.locale}">${escapeHtml(
          t.envelope(row.toPhone, row.createdAt.toISOString(), row.locale ? t.languages[row.locale] : t.unknownLanguage),
        )}</small>
  <p>${escapeHtml(row.body)}</p></article>`,
      )
      .join("\n");
    return c.html(
      `<!doctype html><html lang="${c.var.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(t.title)}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><meta name="robots" content="noindex">
<style>body{font-family:system-ui,sans-serif;background:#f4f1ec;margin:0;padding:16px;color:#2a1a14}h1{font-size:22px}
.sms{background:#fff;border-radius:12px;padding:12px 16px;margin:0 0 12px;box-shadow:0 1px 3px #0002;max-width:480px}.sms p{margin:6px 0 0}</style></head>
<body><h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.intro(rows.length))}</p>
${items || `<p>${escapeHtml(t.empty)}</p>`}</body></html>`,
      200,
      { "Cache-Control": "no-store" },
    );
  });
