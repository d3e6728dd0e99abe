import { PassThrough, Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
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

/** Lowers the priority of the module preloads in <head>, then passes the rest through untouched. */
function withLowPriorityModulePreloads(): Transform {
  // A chunk may end inside a character: decode across chunks until the head is found.
  const decoder = new StringDecoder("utf8");
  let pending = "";
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      pending += decoder.write(chunk);
      const at = pending.indexOf(HEAD_END);
      // The head is a few kilobytes and React writes it at once: held until it is complete.
      if (at === -1) return callback();
      done = true;
      const head = pending.slice(0, at).replaceAll(MODULE_PRELOAD, LOW_PRIORITY_MODULE_PRELOAD);
      const out = Buffer.from(head + pending.slice(at));
      pending = "";
      callback(null, out);
    },
    flush(callback) {
      if (!done) pending += decoder.end();
      callback(null, pending ? Buffer.from(pending) : undefined);
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
            new Response(createReadableStreamFromReadable(body.pipe(withLowPriorityModulePreloads())), {
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
