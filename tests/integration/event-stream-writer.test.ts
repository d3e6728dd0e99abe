import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeEventStreamsDirectly } from "@server/http/event-stream-writer";

/**
 * Event streams written to the socket by writeEventStreamsDirectly (the memory bench found
 * @hono/node-server's own writing keeps memory for every event of a long-lived stream): the
 * client gets the same answer, and a client that goes away still ends the stream on the server.
 */
describe("event streams written directly to the socket", () => {
  let server: Server;
  let base: string;
  let aborted = 0;
  let sendEvent: ((data: string) => Promise<void>) | undefined;

  beforeAll(async () => {
    const app = new Hono()
      .get("/events", (c) => {
        c.header("Set-Cookie", "a=1; Path=/", { append: true });
        c.header("Set-Cookie", "b=2; Path=/", { append: true });
        c.header("X-Accel-Buffering", "no");
        return streamSSE(c, async (stream) => {
          await stream.writeSSE({ event: "ready", data: "{}" });
          sendEvent = (data) => stream.writeSSE({ event: "order", data });
          await new Promise<void>((resolve) => stream.onAbort(resolve));
          aborted++;
        });
      })
      .get("/json", (c) => c.json({ ok: true }));
    const listener = getRequestListener(writeEventStreamsDirectly(app.fetch));
    server = createServer((req, res) => void listener(req, res));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("sends the stream's status, headers, cookies and events, and ends it when the client goes away", async () => {
    const controller = new AbortController();
    const res = await fetch(`${base}/events`, { signal: controller.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(res.headers.get("x-accel-buffering")).toBe("no");
    expect(res.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);

    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    const readUntil = async (needle: string) => {
      while (!text.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`the stream ended before ${needle}; got ${text}`);
        text += decoder.decode(value, { stream: true });
      }
    };
    await readUntil("event: ready");
    for (let i = 0; i < 50; i++) await sendEvent!(`{"n":${i}}`);
    await readUntil(`data: {"n":49}`);
    expect(text.match(/^event: order$/gm)).toHaveLength(50);

    controller.abort();
    await expect.poll(() => aborted).toBe(1);
  });

  it("never reads another answer's body: the adapter writes it straight from its string", async () => {
    let bodyRead = false;
    const answer = new Response('{"ok":true}', { headers: { "content-type": "application/json" } });
    Object.defineProperty(answer, "body", {
      get: () => {
        bodyRead = true;
        return null;
      },
    });
    const write = writeEventStreamsDirectly(() => answer);
    const returned = await write(new Request("http://localhost/json"), { incoming: {}, outgoing: {} } as never);
    expect(returned).toBe(answer);
    expect(bodyRead).toBe(false);
  });

  it("leaves every other answer to the adapter", async () => {
    const res = await fetch(`${base}/json`);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-hono-already-sent")).toBeNull();
    expect(await res.json()).toEqual({ ok: true });
  });
});
