import { beforeEach, describe, expect, it } from "vitest";
import type { OrderChange } from "@shared/orders/orders";
import { openOrderEventStream, type EventSourceLike, type LiveConnection, type OrderEventStreamEnvironment } from "~/lib/use-order-events";

const CONNECTING = 0;
const OPEN = 1;
const CLOSED = 2;

/** EventSource as the browser drives it: events arrive, and on an HTTP error it ends CLOSED. */
class FakeEventSource implements EventSourceLike {
  readyState = CONNECTING;
  closed = false;
  private readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.closed = true;
    this.readyState = CLOSED;
  }

  emit(type: string, data = "{}") {
    if (type === "ready") this.readyState = OPEN;
    for (const listener of this.listeners.get(type) ?? []) listener({ data } as MessageEvent<string>);
  }

  /** A network drop leaves it CONNECTING (the browser retries); an HTTP error leaves it CLOSED. */
  fail(readyState: number) {
    this.readyState = readyState;
    this.emit("error");
  }
}

describe("the live order stream in the browser", () => {
  let sources: FakeEventSource[];
  let timers: { run: () => void; ms: number; cleared: boolean }[];
  let statuses: number[];
  let states: LiveConnection[];
  let changes: (OrderChange | undefined)[];
  let environment: OrderEventStreamEnvironment;

  const latest = () => sources[sources.length - 1]!;
  const open = () =>
    openOrderEventStream(
      "/api/account/orders/events",
      { onChange: (change) => changes.push(change), onState: (state) => states.push(state) },
      environment,
    );
  /** Runs the pending reconnection timer and lets its status probe answer. */
  const runTimer = async () => {
    const timer = timers.find((t) => !t.cleared);
    expect(timer).toBeDefined();
    timer!.cleared = true;
    timer!.run();
    await new Promise((resolve) => setImmediate(resolve));
  };

  beforeEach(() => {
    sources = [];
    timers = [];
    statuses = [];
    states = [];
    changes = [];
    environment = {
      openEventSource: () => {
        const source = new FakeEventSource();
        sources.push(source);
        return source;
      },
      probeStatus: async () => statuses.shift() ?? 200,
      setTimeout: (run, ms) => {
        const timer = { run, ms, cleared: false };
        timers.push(timer);
        return timer;
      },
      clearTimeout: (timer) => {
        if (timer) (timer as { cleared: boolean }).cleared = true;
      },
    };
  });

  it("passes each change on, and asks for a refetch when the server says changes were missed", () => {
    open();
    latest().emit("ready");
    const change: OrderChange = { id: "o-1", customerId: "u-1", status: "processing", paymentStatus: "paid", op: "update" };
    latest().emit("order", JSON.stringify(change));
    latest().emit("resync");
    expect(changes).toEqual([change, undefined]);
    expect(states).toEqual(["live"]);
  });

  it("leaves a dropped connection to the browser's own retry while it is reconnecting", () => {
    open();
    latest().emit("ready");
    latest().fail(CONNECTING);
    expect(states).toEqual(["live", "connecting"]);
    expect(timers).toEqual([]);
    latest().emit("ready");
    expect(states).toEqual(["live", "connecting", "live"]);
    expect(changes).toEqual([undefined]); // back: refetch what may have been missed
  });

  it("reopens a stream the browser gave up on (an HTTP error such as a proxy's 502), then refetches", async () => {
    open();
    latest().emit("ready");
    latest().fail(CLOSED);
    expect(states).toEqual(["live", "connecting"]);
    expect(latest().closed).toBe(true);
    expect(timers.map((t) => t.ms)).toEqual([1_000]);

    await runTimer();
    expect(sources).toHaveLength(2);
    latest().emit("ready");
    expect(states.at(-1)).toBe("live");
    expect(changes).toEqual([undefined]);
  });

  it("waits twice as long after each failed attempt, up to 30 s, and starts over once connected", async () => {
    open();
    for (let attempt = 0; attempt < 7; attempt++) {
      latest().fail(CLOSED);
      await runTimer();
    }
    expect(timers.map((t) => t.ms)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    latest().emit("ready");
    latest().fail(CLOSED);
    expect(timers.at(-1)!.ms).toBe(1_000);
  });

  it("stops when the stream answers 401 and says the session ended", async () => {
    open();
    latest().emit("ready");
    latest().fail(CLOSED);
    statuses.push(401);
    await runTimer();
    expect(states.at(-1)).toBe("ended");
    expect(sources).toHaveLength(1);
    expect(timers.filter((t) => !t.cleared)).toEqual([]);
  });

  it("closing it closes the stream and cancels a pending reconnection", () => {
    const close = open();
    latest().fail(CLOSED);
    close();
    expect(latest().closed).toBe(true);
    expect(timers.every((t) => t.cleared)).toBe(true);
  });
});
