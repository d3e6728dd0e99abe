import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "@shared/core/zod";
import type { AppEnv } from "../app-context";
import { devMailbox } from "../db/schema/mail";
import { escapeHtml } from "../services/mail/layout";
import { validate } from "../http/validation";
import { textsFor } from "@shared/texts/registry.server";

const MAX_LISTED = 200;

/**
 * The built-in dev mailbox (demo mode without SMTP): /dev/mailbox lists the mails newest first
 * with their HTML; /dev/mailbox.json?to=ADDRESS returns them as JSON for tests and scripts.
 * Mounted only while the dev mailbox is the transport and never in production (app.ts).
 */
export const devMailboxPages = new Hono<AppEnv>()
  .get("/mailbox.json", validate("query", z.object({ to: z.string().max(254).optional() })), async (c) => {
    const { to } = c.req.valid("query");
    const rows = await c.var.ctx.db
      .select()
      .from(devMailbox)
      .where(to ? eq(devMailbox.toEmail, to.trim().toLowerCase()) : undefined)
      .orderBy(desc(devMailbox.createdAt))
      .limit(MAX_LISTED);
    return c.json(
      rows.map((row) => ({
        to: row.toEmail,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        createdAt: row.createdAt.toISOString(),
      })),
      200,
      { "Cache-Control": "no-store" },
    );
  })
  .get("/mailbox", async (c) => {
    // The demo's inbox follows the visitor's language (ADR 0015); each mail keeps its own.
    const devMailboxTexts = textsFor(c.var.locale).devMailboxTexts;
    const rows = await c.var.ctx.db.select().from(devMailbox).orderBy(desc(devMailbox.createdAt)).limit(MAX_LISTED);
    const items = rows
      .map(
        (row) => `<article class="mail">
  <header><strong>${escapeHtml(row.subject)}</strong><br>
  <small>${escapeHtml(devMailboxTexts.envelope(row.toEmail, row.fromEmail, row.createdAt.toISOString()))}</small></header>
  <div class="html"${langOf(row.htmlBody)}>${stripDocument(row.htmlBody)}</div>
  <details><summary>${escapeHtml(devMailboxTexts.plainText)}</summary><pre>${escapeHtml(row.textBody)}</pre></details>
</article>`,
      )
      .join("\n");
    return c.html(
      `<!doctype html><html lang="${c.var.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(devMailboxTexts.title)}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><meta name="robots" content="noindex">
<style>body{font-family:system-ui,sans-serif;background:#f4f1ec;margin:0;padding:16px;color:#2a1a14}h1{font-size:22px}
.mail{background:#fff;border-radius:12px;padding:16px;margin:0 0 16px;box-shadow:0 1px 3px #0002}.mail header{margin-bottom:12px}
.html{border:1px solid #eee;border-radius:8px;overflow:auto;max-height:520px}pre{white-space:pre-wrap}</style></head>
<body><h1>${escapeHtml(devMailboxTexts.title)}</h1><p>${escapeHtml(devMailboxTexts.intro(rows.length))}</p>
${items || `<p>${escapeHtml(devMailboxTexts.empty)}</p>`}</body></html>`,
      200,
      { "Cache-Control": "no-store" },
    );
  });

/** A mail shown inside the page keeps its own language (WCAG 3.1.2): its document's `lang`. */
function langOf(html: string): string {
  const lang = /<html[^>]*\slang="([a-zA-Z-]+)"/.exec(html)?.[1];
  return lang ? ` lang="${lang}"` : "";
}

/** The mail's own HTML is ours (every value escaped by the layout); show its body part inline. */
function stripDocument(html: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html);
  return body?.[1] ?? html;
}
