import { DEFAULT_LOCALE, type Locale } from "@shared/core/i18n";
import type { ShopInfo } from "@shared/shop/shop";
import { formatAddressLine } from "@shared/shop/shop";

/** One e-mail: subject, plain text and HTML (both always sent), and the language they are in. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
  locale: Locale;
}

export function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/** A block of the mail body. Every string is plain text: the layout escapes it. */
export type MailBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "button"; label: string; url: string }
  | { kind: "table"; rows: { label: string; value: string; strong?: boolean }[] }
  | { kind: "note"; text: string };

export interface MailLayoutInput {
  subject: string;
  /** Shown by mail clients next to the subject. */
  preheader: string;
  heading: string;
  blocks: MailBlock[];
}

const BRAND = "#8f2f1a";
const INK = "#2a1a14";
const MUTED = "#76625a";

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case "paragraph":
      return `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${INK}">${escapeHtml(block.text)}</p>`;
    case "note":
      return `<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:${MUTED}">${escapeHtml(block.text)}</p>`;
    case "button":
      return `<p style="margin:24px 0"><a href="${escapeHtml(block.url)}" style="display:inline-block;background:${BRAND};color:#ffffff;text-decoration:none;font-weight:bold;font-size:16px;padding:12px 24px;border-radius:999px">${escapeHtml(block.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:${MUTED}">${escapeHtml(block.url)}</p>`;
    case "table":
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse">${block.rows
        .map(
          (row) =>
            `<tr><td style="padding:6px 0;border-bottom:1px solid #f3e8d4;font-size:15px;color:${INK}${row.strong ? ";font-weight:bold" : ""}">${escapeHtml(row.label)}</td><td align="right" style="padding:6px 0;border-bottom:1px solid #f3e8d4;font-size:15px;color:${INK}${row.strong ? ";font-weight:bold" : ""}">${escapeHtml(row.value)}</td></tr>`,
        )
        .join("")}</table>`;
  }
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case "paragraph":
    case "note":
      return block.text;
    case "button":
      return `${block.label}: ${block.url}`;
    case "table":
      return block.rows.map((row) => `${row.label}: ${row.value}`).join("\n");
  }
}

/** The shop's branded layout: name at the top, address and phone at the bottom; `<html lang>` the mail's language. */
export function renderMail(shop: ShopInfo, input: MailLayoutInput, locale: Locale = DEFAULT_LOCALE): MailContent {
  const footer = `${shop.name} · ${formatAddressLine(shop.address)} · ${shop.phone}`;
  const text = [input.heading, "", ...input.blocks.map(blockText).flatMap((t) => [t, ""]), "—", footer].join("\n");
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(input.subject)}</title></head>
<body style="margin:0;padding:0;background:#fbf5ea">
<span style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(input.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#fbf5ea"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:16px;overflow:hidden;font-family:Helvetica,Arial,sans-serif">
<tr><td style="background:${BRAND};padding:20px 28px;color:#ffffff;font-family:Georgia,serif;font-size:22px;font-weight:bold">${escapeHtml(shop.name)}</td></tr>
<tr><td style="padding:28px">
<h1 style="margin:0 0 16px;font-family:Georgia,serif;font-size:24px;line-height:30px;color:${INK}">${escapeHtml(input.heading)}</h1>
${input.blocks.map(blockHtml).join("\n")}
</td></tr>
<tr><td style="padding:16px 28px;background:#fbf5ea;font-size:12px;line-height:18px;color:${MUTED}">${escapeHtml(footer)}</td></tr>
</table></td></tr></table></body></html>`;
  return { subject: input.subject, text, html, locale };
}
