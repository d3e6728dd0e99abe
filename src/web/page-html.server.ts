/**
 * Every rewrite of a page's HTML after React Router has rendered it, in one place (ADR 0019):
 * module preloads at low priority, the hydration gate's held modules, the inline script that ends
 * <head> (tap hold, gate) and the page's JSON-LD. Each one looks for a piece of React Router's
 * output (its modulepreload links, its one module script, </head>); when a piece is not there the
 * page is sent as before and the rewrite says what it missed (`missing`), so a change in React
 * Router's output is reported (entry.server.tsx logs it; tests/integration/page-html.test.ts
 * fails on it) instead of silently undoing the speed work.
 */
import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { documentJsonLd, jsonLdScripts } from "~/lib/structured-data-document.server";

const HEAD_END = "</head>";

/**
 * React Router preloads the page's modules from <head> at the browser's high priority, above the
 * stylesheet's and the first picture's share of a slow line: Lighthouse counted those 120 KB of
 * JavaScript as render-blocking and put FCP at 1.8-2.2 s (TTFB + all of the JavaScript). At low
 * priority the stylesheet and the picture come first and the modules right after: FCP 0.85-1.15 s
 * on the same runs. Hydration needs every module anyway, so it waits only for those few kilobytes.
 */
const MODULE_PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_MODULE_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';
const MODULE_PRELOAD_TAG = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;
/** React Router's <Scripts/>: the one module script, which imports the route modules and the entry. */
const MODULE_SCRIPT = /<script\b[^>]*\stype="module"[^>]*>/;
const HELD_MODULE_TYPE = ' type="text/x-held-module"';
/** A first picture asked for at high priority: the page's largest paint (home's hero, a menu's or a post's first photo). */
const FIRST_PICTURE = /<img\b[^>]*>/i;
const HIGH_PRIORITY = /\sfetchpriority="high"/i;
/** The gate's cap: the modules load this long after DOMContentLoaded at the latest. */
export const GATE_CAP_MS = 3_000;

/** A piece of React Router's output a rewrite looked for and did not find. */
export type MissingPiece = "</head>" | "module preloads" | "module script";

export interface PageScripts {
  /** The hydration gate's function, as source (lib/hydration-gate.ts, minified at build time). */
  gate: string;
  /** The tap hold's function, as source (lib/tap-hold.ts). */
  tapHold: string;
}

/** The page's <head> with React Router's module preloads at low priority (FCP, above). */
export function lowerModulePreloads(head: string): { head: string; missing?: MissingPiece } {
  if (!head.includes(MODULE_PRELOAD)) return { head, missing: "module preloads" };
  return { head: head.replaceAll(MODULE_PRELOAD, LOW_PRIORITY_MODULE_PRELOAD) };
}

/** The page's <head> without its module preloads, and those preload tags in their order. */
export function takeModulePreloads(head: string): { head: string; preloads: string; missing?: MissingPiece } {
  let preloads = "";
  const rest = head.replace(MODULE_PRELOAD_TAG, (tag) => {
    preloads += tag;
    return "";
  });
  return preloads ? { head: rest, preloads } : { head, preloads, missing: "module preloads" };
}

/** React Router's module script in `body`, where it is and its tag, or null. */
export function findModuleScript(body: string): { index: number; tag: string } | null {
  const script = MODULE_SCRIPT.exec(body);
  return script ? { index: script.index, tag: script[0] } : null;
}

/** Whether the page's first picture is asked for at high priority, its largest paint: the gate's pages. */
export function hasHighPriorityFirstPicture(body: string): boolean {
  const picture = FIRST_PICTURE.exec(body)?.[0];
  return picture !== undefined && HIGH_PRIORITY.test(picture);
}

/**
 * The module script made an inert data block, with the preloads before it in an inert
 * <template>: the hydration gate's script puts both back when it releases.
 */
export function holdModules(body: string, script: { index: number; tag: string }, preloads: string): string {
  const inert = `<template>${preloads}</template>${script.tag.replace(' type="module"', HELD_MODULE_TYPE)}`;
  return body.slice(0, script.index) + inert + body.slice(script.index + script.tag.length);
}

/** The one inline script ending <head>: the gate's on a gated page, then the tap hold. */
export function headScript(scripts: PageScripts, nonce: string | undefined, gated: boolean): string {
  const gate = gated ? `(${scripts.gate})(${GATE_CAP_MS});` : "";
  return `<script${nonce ? ` nonce="${nonce}"` : ""}>${gate}(${scripts.tapHold})()</script>`;
}

/**
 * Even at low priority the modules share a slow line with the first picture, which then paints
 * only after ~110 KB of JavaScript (Lighthouse's LCP 2.0-2.5 s on a floor of 1.7 s). On a page
 * whose first picture is its largest paint, the modules are held back until that picture has
 * painted, the visitor interacts, or GATE_CAP_MS passes (lib/hydration-gate.ts): the preloads
 * leave <head> for an inert <template> before the module script, which becomes an inert data
 * block, and the gate script, minified at build time, ends <head> (so that it also holds the lazy
 * pictures further down until the first one has painted).
 * Every other page (no picture, or the first one not at high priority) keeps low-priority preloads.
 * Every page holds the taps on its buttons until it has hydrated (lib/tap-hold.ts, at the end of
 * <head>; on a gated page in the gate's script).
 * `production`: only the production build's modules are preloaded and gated; `npm run dev`'s
 * pages get the tap hold alone, and nothing is reported missing.
 */
export function finishDocument(
  html: string,
  options: { nonce: string | undefined; scripts: PageScripts; production: boolean },
): { html: string; missing: MissingPiece[] } {
  const headEnd = html.indexOf(HEAD_END);
  if (headEnd === -1) return { html, missing: options.production ? ["</head>"] : [] };
  const head = html.slice(0, headEnd);
  const body = html.slice(headEnd);
  const script = findModuleScript(body);
  const missing: MissingPiece[] = options.production && !script ? ["module script"] : [];
  if (!options.production || !script || !hasHighPriorityFirstPicture(body)) {
    const lowered = lowerModulePreloads(head);
    if (options.production && lowered.missing) missing.push(lowered.missing);
    return { html: lowered.head + headScript(options.scripts, options.nonce, false) + body, missing };
  }
  const taken = takeModulePreloads(head);
  if (taken.missing) missing.push(taken.missing);
  // At the end of <head>: it must see the lazy pictures as they are parsed.
  return { html: taken.head + headScript(options.scripts, options.nonce, true) + holdModules(body, script, taken.preloads), missing };
}

/**
 * Holds the whole document (onAllReady has waited for all of it anyway), then finishes it;
 * `onMissing` hears what a rewrite did not find.
 */
export function finishedDocument(options: Parameters<typeof finishDocument>[1] & { onMissing(missing: MissingPiece[]): void }): Transform {
  const decoder = new StringDecoder("utf8");
  let html = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      html += decoder.write(chunk);
      callback();
    },
    flush(callback) {
      html += decoder.end();
      const finished = finishDocument(html, options);
      if (finished.missing.length > 0) options.onMissing(finished.missing);
      callback(null, Buffer.from(finished.html));
    },
  });
}

/**
 * The document writer's last step: the request's JSON-LD (lib/structured-data-document.server.ts)
 * goes in just before </head>; everything else passes through unchanged. Works on bytes ('</head>'
 * is ASCII, never inside a multi-byte character), so the rest of the page is never re-decoded.
 */
export function documentJsonLdWriter(context: object): Transform {
  const scripts = Buffer.from(jsonLdScripts(documentJsonLd(context)));
  let held: Buffer | null = scripts.length > 0 ? Buffer.alloc(0) : null;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (held === null) return callback(null, chunk);
      held = Buffer.concat([held, chunk]);
      const at = held.indexOf(HEAD_END);
      if (at === -1) return callback();
      const page = Buffer.concat([held.subarray(0, at), scripts, held.subarray(at)]);
      held = null;
      callback(null, page);
    },
    flush(callback) {
      // No </head> (not a document): as it came; finishDocument has reported it already.
      callback(null, held && held.length > 0 ? held : undefined);
    },
  });
}
