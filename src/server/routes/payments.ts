import { Hono, type Context } from "hono";
import { z } from "@shared/core/zod";
import type { Locale } from "@shared/core/i18n";
import { formatCents } from "@shared/core/money";
import { textsFor } from "@shared/texts/registry.server";
import type { AppEnv } from "../app-context";
import { errorBody } from "../lib/errors";
import { escapeHtml } from "../services/mail/layout";
import { applyPaymentEvent } from "../services/orders/fulfilment";
import { getOrderLocale } from "../services/orders/order-queries";
import { giftCardSaleLocale } from "../services/gift-cards/gift-card-sales";
import { cateringPaymentLocale } from "../services/catering/catering-payments";
import { said } from "@shared/core/said";

/**
 * Stripe's webhook (ARCHITECTURE.md 'Webhooks are hints'): the signature is checked on the raw
 * body, only the handled event types are applied, the session is re-read from Stripe, and every
 * event is applied once. Works with `stripe listen --forward-to localhost:3000/api/payments/webhook`.
 */
export const paymentRoutes = new Hono<AppEnv>().post("/payments/webhook", async (c) => {
  const ctx = c.var.ctx;
  if (ctx.payments.kind !== "stripe") return c.json(errorBody(c, "not_found", said("webhookTexts.notStripe")), 404);
  const rawBody = await c.req.text();
  let event;
  try {
    event = ctx.payments.parseWebhook(rawBody, c.req.header("Stripe-Signature"));
  } catch (error) {
    c.var.log.warn({ err: error }, "webhook refused: bad signature");
    return c.json(errorBody(c, "bad_request", said("webhookTexts.badSignature")), 400);
  }
  const outcome = await applyPaymentEvent(ctx, event);
  c.var.log.info({ eventId: event.id, type: event.type, outcome }, "payment webhook");
  return c.json({ received: true, outcome }, 200);
});

const paySchema = z.object({ card_number: z.string().max(40).default("") });

function page(shopName: string, body: string, locale: Locale, status = 200) {
  return {
    status,
    html: `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(textsFor(locale).sandboxPageTexts.title)} · ${escapeHtml(shopName)}</title><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
body{margin:0;font-family:system-ui,-apple-system,sans-serif;background:#f6f4f1;color:#1f1a17}
main{max-width:440px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border-radius:14px;box-shadow:0 2px 10px #0001;padding:20px}
.banner{background:#fff7d6;border:1px solid #f0d98c;border-radius:10px;padding:8px 12px;font-size:14px;margin-bottom:16px}
h1{font-size:20px;margin:0 0 4px}table{width:100%;border-collapse:collapse;margin:16px 0}
td{padding:6px 0;border-bottom:1px solid #eee;font-size:15px}td:last-child{text-align:right}
.total td{font-weight:700;border-bottom:0}label{display:block;font-weight:600;margin:12px 0 6px}
input{box-sizing:border-box;width:100%;min-height:44px;font-size:17px;padding:8px 12px;border:1px solid #bbb;border-radius:8px}
.hint{font-size:13px;color:#666;margin:6px 0 0}.error{background:#fde8e4;color:#8f2f1a;border-radius:8px;padding:10px 12px;font-weight:600}
button{width:100%;min-height:48px;margin-top:16px;border:0;border-radius:999px;background:#635bff;color:#fff;font-size:17px;font-weight:700;cursor:pointer}
a.cancel{display:block;text-align:center;margin-top:14px;color:#444}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #eea020;outline-offset:2px}
</style></head><body><main>${body}</main></body></html>`,
  };
}

/**
 * The sandbox provider's hosted pay page (ADR 0005): the shop, the lines, the total, a card
 * field, Pay and Cancel. Paying runs the same fulfilment code as a Stripe webhook. Mounted only
 * while the sandbox is the provider (never in production).
 */
export const sandboxPayPages = new Hono<AppEnv>()
  .get("/pay/:sessionId", async (c) => renderPayPage(c, c.req.param("sessionId"), null))
  .post("/pay/:sessionId", async (c) => {
    const ctx = c.var.ctx;
    const sandbox = ctx.sandbox!;
    const sessionId = c.req.param("sessionId");
    // A body that is not a form (a broken multipart one throws) is a form without a card number.
    const body = await c.req.parseBody().catch(() => ({}));
    const form = paySchema.safeParse(Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])));
    const outcome = await sandbox.pay(sessionId, form.success ? form.data.card_number : "");
    if (outcome.kind === "paid") {
      await applyPaymentEvent(ctx, { id: `sandbox:${sessionId}:completed`, type: "checkout.session.completed", sessionId });
      return c.redirect(outcome.successUrl, 303);
    }
    const sandboxPageTexts = textsFor(await payPageLocale(c, await sandbox.findSession(sessionId))).sandboxPageTexts;
    const message =
      outcome.kind === "declined"
        ? sandboxPageTexts.declined
        : outcome.kind === "unknown_card"
          ? sandboxPageTexts.unknownCard
          : outcome.kind === "not_open"
            ? sandboxPageTexts.closed
            : sandboxPageTexts.notFound;
    return renderPayPage(c, sessionId, message, outcome.kind === "declined" ? 402 : 400);
  });

/** The pay page speaks its order's language (ADR 0015); a session we do not know, the request's. */
async function payPageLocale(c: Context<AppEnv>, session: { orderId: string } | null): Promise<Locale> {
  if (!session) return c.var.locale;
  return (
    (await getOrderLocale(c.var.ctx, session.orderId)) ??
    (await cateringPaymentLocale(c.var.ctx.db, session.orderId)) ??
    (await giftCardSaleLocale(c.var.ctx.db, session.orderId)) ??
    c.var.locale
  );
}

async function renderPayPage(c: Context<AppEnv>, sessionId: string, error: string | null, status = 200): Promise<Response> {
  const ctx = c.var.ctx;
  const shop = ctx.config.shop.name;
  const session = await ctx.sandbox!.findSession(sessionId);
  const locale = await payPageLocale(c, session);
  const sandboxPageTexts = textsFor(locale).sandboxPageTexts;
  c.header("Cache-Control", "no-store");
  if (!session) {
    const { html } = page(
      shop,
      `<div class="card"><h1>${escapeHtml(shop)}</h1><p class="error" role="alert">${escapeHtml(sandboxPageTexts.notFound)}</p></div>`,
      locale,
    );
    return c.html(html, 404);
  }
  const open = session.status === "open" && session.expiresAt.getTime() > Date.now();
  // Manual capture (cuts priced by weight): the page holds the amount; after paying it shows what became of the hold.
  const held = session.captureMethod === "manual";
  const heldRows: [string, number][] =
    session.intentStatus === "requires_capture"
      ? [[sandboxPageTexts.held, session.amountCapturableCents]]
      : session.intentStatus === "succeeded" && held
        ? [
            [sandboxPageTexts.captured, session.amountReceivedCents],
            [sandboxPageTexts.released, session.amountTotalCents - session.amountReceivedCents],
          ]
        : session.intentStatus === "canceled"
          ? [[sandboxPageTexts.released, session.amountTotalCents]]
          : [];
  const heldState = heldRows.length
    ? `<table data-testid="hold-state">${heldRows.map(([label, cents]) => `<tr><td>${escapeHtml(label)}</td><td>${escapeHtml(formatCents(cents))}</td></tr>`).join("")}</table>`
    : "";
  const rows = session.lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.name)}${line.quantity > 1 ? ` × ${line.quantity}` : ""}</td><td>${escapeHtml(formatCents(line.unitAmountCents * line.quantity))}</td></tr>`,
    )
    .join("");
  const body = `<div class="banner">${escapeHtml(sandboxPageTexts.banner)}</div>
<div class="card">
<h1>${escapeHtml(shop)}</h1>
<table>${rows}<tr class="total"><td>${escapeHtml(sandboxPageTexts.total)}</td><td>${escapeHtml(formatCents(session.amountTotalCents))}</td></tr></table>
${held ? `<p class="hint" id="hold_note">${escapeHtml(sandboxPageTexts.holdExplained(formatCents(session.amountTotalCents)))}</p>` : ""}
${heldState}
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ""}
${
  open
    ? `<form method="post">
<label for="card_number">${escapeHtml(sandboxPageTexts.cardNumber)}</label>
<input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" aria-describedby="card_hint" required>
<p class="hint" id="card_hint">${escapeHtml(sandboxPageTexts.cardHint)}</p>
<button type="submit">${escapeHtml(held ? sandboxPageTexts.hold : sandboxPageTexts.pay)} ${escapeHtml(formatCents(session.amountTotalCents))}</button>
</form>`
    : error
      ? ""
      : `<p class="error" role="alert">${escapeHtml(sandboxPageTexts.closed)}</p>`
}
<a class="cancel" href="${escapeHtml(session.cancelUrl)}">${escapeHtml(sandboxPageTexts.cancel)}</a>
</div>`;
  return c.html(page(shop, body, locale).html, status as 200);
}
