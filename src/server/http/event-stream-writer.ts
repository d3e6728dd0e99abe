import { ServerResponse } from "node:http";
import { Readable, pipeline } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import type { Http2Bindings, HttpBindings } from "@hono/node-server";

/** @hono/node-server's marker: the response has been written to the socket already. */
const ALREADY_SENT = "x-hono-already-sent";

type Fetch = (request: Request, env: HttpBindings | Http2Bindings) => Response | Promise<Response>;

/**
 * Event streams (an admin's live orders, a customer's order page) are written to the socket
 * here rather than by @hono/node-server, which reads a streamed body by chaining each read onto
 * the previous read's promise (`return reader.read().then(flow)`): the chain settles only when
 * the body ends, so a stream open for hours kept about 110 bytes for every event and heartbeat
 * it had sent, found by the memory bench (ADR 0019). Node's own adapter reads without chaining;
 * when the client goes away, the pipeline cancels the body, which ends the stream's subscription.
 */
export function writeEventStreamsDirectly(fetch: Fetch): Fetch {
  return async (request, env) => {
    const response = await fetch(request, env);
    const { outgoing } = env;
    // The type first: reading `body` makes @hono/node-server build a web Response and its stream
    // for an answer it would otherwise write straight from the string (every API answer; about
    // 0.2 ms of CPU each in the checkout profile).
    const isEventStream = response.headers.get("content-type")?.startsWith("text/event-stream");
    if (!isEventStream || !(outgoing instanceof ServerResponse) || !response.body) return response;
    const headers: Record<string, string | string[]> = {};
    response.headers.forEach((value, key) => {
      if (key !== "set-cookie") headers[key] = value;
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) headers["set-cookie"] = cookies;
    outgoing.writeHead(response.status, headers);
    outgoing.flushHeaders();
    pipeline(Readable.fromWeb(response.body as WebReadableStream), outgoing, () => {});
    return new Response(null, { headers: { [ALREADY_SENT]: "1" } });
  };
}
