import { PassThrough, Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import appCss from "./app.css?inline";
import { NonceProvider } from "./lib/nonce";

export const streamTimeout = 5_000;

/**
 * The stylesheet goes inside the page (issue 18). As a file it was the one request a phone had to
 * finish before drawing anything: Lighthouse measured FCP at 1.8-2.8 s on a 9.6 KB brotli file
 * behind the HTML. Inline it adds about 10 KB to the compressed HTML and the first paint needs
 * nothing else. Server-only: the client bundle never carries the text. React 19 hydrates past
 * an element it did not render in <head>, and client navigations keep the same document.
 */
const INLINE_STYLE = Buffer.from(`<style>${appCss}</style>`);
const HEAD_END = "</head>";

/**
 * React Router preloads the page's modules from <head> at the browser's high priority, the same as
 * the first picture: on a slow network 120 KB of JavaScript then shares the line with the picture
 * the visitor is waiting for (Lighthouse: LCP at TTFB + the JavaScript's download). At low
 * priority the picture and text come first and the modules right after; hydration needs them
 * all anyway, so it is not delayed by more than the picture's few kilobytes.
 */
const MODULE_PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_MODULE_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';

/** Writes the inline stylesheet just before </head>, lowers the module preloads' priority, passes the rest through. */
function withInlineStyle(): Transform {
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
      const out = Buffer.concat([Buffer.from(head), INLINE_STYLE, Buffer.from(pending.slice(at))]);
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
            new Response(createReadableStreamFromReadable(body.pipe(withInlineStyle())), {
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
