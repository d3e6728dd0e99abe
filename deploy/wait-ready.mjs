// Waits until the shop instance on this machine answers GET /readyz with 200: the database
// answers, its migrations are applied and change notifications arrive (src/server/readiness.ts,
// ADR 0020). deploy/systemd/shop@.service runs it as ExecStartPost=, so `systemctl start` and
// `restart` return once the instance is ready, and fail when it is not within the time given.
//
//   node deploy/wait-ready.mjs <port> [seconds, default 270]
//
// Exit code 0: ready; 1: not ready in time (the last answer is printed); 64: wrong arguments.
// The address is HOST's, as the instance reads it (0.0.0.0, :: or unset: this machine).

const [port, seconds = "270"] = process.argv.slice(2);
if (!/^\d+$/.test(port ?? "") || !/^\d+$/.test(seconds)) {
  console.error("usage: node deploy/wait-ready.mjs <port> [seconds]");
  process.exit(64);
}
const host = process.env.HOST;
const address = !host || host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host.includes(":") ? `[${host}]` : host;
const url = `http://${address}:${port}/readyz`;
const deadline = Date.now() + Number(seconds) * 1000;

let last = "no answer";
for (;;) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    const body = await res.text();
    if (res.status === 200) process.exit(0);
    last = `${res.status} ${body}`;
  } catch (error) {
    last = error instanceof Error ? (error.cause?.code ?? error.message) : String(error);
  }
  if (Date.now() >= deadline) break;
  await new Promise((resolve) => setTimeout(resolve, 1_000));
}
console.error(`${url} is not ready after ${seconds} s: ${last}`);
process.exit(1);
