/**
 * The page's schema.org JSON-LD travels once: in the document, for crawlers. Loaders hand it here
 * (one slot per request, keyed by its load context) instead of returning it as loader data, which
 * React Router would also serialize into the page for hydration (ADR 0019: the menu's ~10 KB Menu
 * went to the browser twice, and its phone parsed and decoded both) and send again on each
 * client-side navigation's .data request, where nobody reads it. The document writer
 * (page-html.server.ts, documentJsonLdWriter) puts each block before </head>: React renders no such tag, so the server's
 * tree and the browser's are the same, and the script is a tail node of <head>, which React 19's
 * hydration leaves in place.
 */
import type { JsonLd } from "./structured-data.server";

type JsonLdBuilder = () => JsonLd;

/** Per request: the blocks' builders, run only when a document is written (not for .data requests). */
const pending = new WeakMap<object, JsonLdBuilder[]>();

/** A loader's JSON-LD for its page's document; `context` is the loader's own (one per request). */
export function addDocumentJsonLd(context: object, build: JsonLdBuilder): void {
  const builders = pending.get(context);
  if (builders) builders.push(build);
  else pending.set(context, [build]);
}

/** The blocks the request's loaders gave, in their order. */
export function documentJsonLd(context: object): JsonLd[] {
  return (pending.get(context) ?? []).map((build) => build());
}

/** As React Router's `script:ld+json` meta escaped it: no '</script>' or '<!--' can end the block early. */
const SCRIPT_ESCAPES: Record<string, string> = { "&": "\\u0026", ">": "\\u003e", "<": "\\u003c", "\u2028": "\\u2028", "\u2029": "\\u2029" };

/** The blocks as `<script type="application/ld+json">` tags, the same bytes the route's meta wrote before. */
export function jsonLdScripts(blocks: readonly JsonLd[]): string {
  return blocks
    .map(
      (block) =>
        `<script type="application/ld+json">${JSON.stringify(block).replace(/[&<>\u2028\u2029]/g, (c) => SCRIPT_ESCAPES[c]!)}</script>`,
    )
    .join("");
}
