import type { HttpClient } from "./http-client";

/** An open Server-Sent Events stream and the events read from it so far. */
export interface EventStream {
  status: number;
  contentType: string | null;
  events: { event: string; data: string }[];
  /** Resolves once `predicate` holds for the events read so far (rejects after `timeoutMs`). */
  until(predicate: (events: { event: string; data: string }[]) => boolean, timeoutMs?: number): Promise<void>;
  close(): void;
}

export async function openEventStream(client: HttpClient, path: string): Promise<EventStream> {
  const controller = new AbortController();
  const res = await fetch(`${client.baseUrl}${path}`, {
    headers: { Cookie: client.cookieHeader(), "X-Forwarded-For": client.ip, Accept: "text/event-stream" },
    signal: controller.signal,
  });
  const events: { event: string; data: string }[] = [];
  const waiters = new Set<() => void>();
  if (res.ok && res.body) {
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    void (async () => {
      let buffer = "";
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }));
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event) events.push({ event, data: data ?? "" });
        }
        for (const wake of waiters) wake();
      }
    })();
  } else {
    await res.arrayBuffer().catch(() => {});
  }
  return {
    status: res.status,
    contentType: res.headers.get("content-type"),
    events,
    until(predicate, timeoutMs = 10_000) {
      if (predicate(events)) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${path}: timed out; events so far: ${JSON.stringify(events)}`));
        }, timeoutMs);
        const check = () => {
          if (!predicate(events)) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
      });
    },
    close: () => controller.abort(),
  };
}
