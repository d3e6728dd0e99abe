import { PassThrough, Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import GATE_SOURCE from "./lib/hydration-gate?inline-script";
import TAP_HOLD_SOURCE from "./lib/tap-hold?inline-script";
import { documentJsonLdWriter } from "./lib/structured-data-document.server";
import { NonceProvider } from "./lib/nonce";

export const streamTimeout = 5_000;

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
/** A first picture asked for at high priority: the page's largest paint (home's hero, a menu's or a post's first photo). */
const FIRST_PICTURE = /<img\b[^>]*>/i;
const HIGH_PRIORITY = /\sfetchpriority="high"/i;
/** The gate's cap: the modules load this long after DOMContentLoaded at the latest. */
export const GATE_CAP_MS = 3_000;

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
 */
export function finishDocument(html: string, nonce: string | undefined): string {
  const headEnd = html.indexOf(HEAD_END);
  if (headEnd === -1) return html;
  let head = html.slice(0, headEnd);
  let body = html.slice(headEnd);
  // The one inline script ending <head>: the gate's on a gated page, then the tap hold.
  const headScript = (gate = "") => `<script${nonce ? ` nonce="${nonce}"` : ""}>${gate}(${TAP_HOLD_SOURCE})()</script>`;
  const picture = FIRST_PICTURE.exec(body)?.[0];
  const script = MODULE_SCRIPT.exec(body);
  if (!import.meta.env.PROD || !picture || !HIGH_PRIORITY.test(picture) || !script) {
    return head.replaceAll(MODULE_PRELOAD, LOW_PRIORITY_MODULE_PRELOAD) + headScript() + body;
  }
  let preloads = "";
  head = head.replace(MODULE_PRELOAD_TAG, (tag) => {
    preloads += tag;
    return "";
  });
  const inert = `<template>${preloads}</template>${script[0].replace(' type="module"', ' type="text/x-held-module"')}`;
  // At the end of <head>: it must see the lazy pictures as they are parsed.
  head += headScript(`(${GATE_SOURCE})(${GATE_CAP_MS});`);
  body = body.slice(0, script.index) + inert + body.slice(script.index + script[0].length);
  return head + body;
}

/** Holds the whole document (onAllReady has waited for all of it anyway), then finishes it. */
function finishedDocument(nonce: string | undefined): Transform {
  const decoder = new StringDecoder("utf8");
  let html = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      html += decoder.write(chunk);
      callback();
    },
    flush(callback) {
      html += decoder.end();
      callback(null, Buffer.from(finishDocument(html, nonce)));
    },
  });
}

/**
 * Server rendering. We wait for the whole page (onAllReady) for every visitor: our loaders
 * return complete data, so the HTML holds the page's content for people and crawlers alike.
 * The CSP nonce from the Hono middleware goes onto every inline script React Router writes.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body.pipe(finishedDocument(nonce)).pipe(documentJsonLdWriter(loadContext))), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) loadContext.app.log.error({ err: error, requestId: loadContext.requestId }, "render error");
        },
      },
    );
  });
}
