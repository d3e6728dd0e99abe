import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import GATE_SOURCE from "./lib/hydration-gate?inline-script";
import TAP_HOLD_SOURCE from "./lib/tap-hold?inline-script";
import { NonceProvider } from "./lib/nonce";
import { documentJsonLdWriter, finishedDocument, type MissingPiece } from "./page-html.server";

export const streamTimeout = 5_000;

/** The inline scripts the page's <head> ends with, minified at build time (vite.config.ts). */
const PAGE_SCRIPTS = { gate: GATE_SOURCE, tapHold: TAP_HOLD_SOURCE };

/** What React Router's output lacked, logged once per piece and process: the speed work is off while it lacks it. */
const reportedMissing = new Set<MissingPiece>();

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
  // The page's HTML is finished in one module (page-html.server.ts, ADR 0019).
  const finishing = {
    nonce,
    scripts: PAGE_SCRIPTS,
    production: import.meta.env.PROD,
    onMissing(missing: MissingPiece[]) {
      const unreported = missing.filter((piece) => !reportedMissing.has(piece));
      if (unreported.length === 0) return;
      for (const piece of unreported) reportedMissing.add(piece);
      loadContext.app.log.warn(
        { missing: unreported, url: request.url },
        "page HTML: React Router's output lacks what the rewrites look for",
      );
    },
  };

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // The whole page is sent at once (onAllReady), so a Suspense boundary's content is written
        // where it stands. React would otherwise move a boundary past the first 12.8 KB of HTML to
        // the end (a hidden copy and an inline script), which shows it only once everything has
        // arrived: the menu cards each have a boundary of their own (features/menu/menu-item-card.tsx).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
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
            new Response(createReadableStreamFromReadable(body.pipe(finishedDocument(finishing)).pipe(documentJsonLdWriter(loadContext))), {
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
