import { isDevMailboxEnabled } from "./composition-root";
import type { AppContext } from "./app-context";
import { isLoopbackHost } from "./http/loopback";
import type { Logger } from "./lib/logger";

export { isLoopbackHost };

const SANDBOX_PAGE = "the sandbox pay page (/sandbox/pay/…)";

/**
 * What the start-up log says about the demo conveniences (ADR 0006). The dev mailbox shows every
 * sign-in link, the admin's included; the sandbox pay page marks an order paid for free. They
 * answer this machine only (lib/loopback.ts) unless DEMO_NETWORK_ACCESS opens them: opened, a
 * warning says what anyone on the network can then do; closed while HOST lets other machines
 * in, the log says why they get a 404 and how to open them. Returns whether it warned.
 */
export function warnIfDevMailboxExposed(ctx: Pick<AppContext, "config" | "mailTransport" | "sandbox">, log: Logger): boolean {
  const { host, demoNetworkAccess } = ctx.config;
  const mailbox = isDevMailboxEnabled(ctx);
  const sandbox = ctx.sandbox !== null;
  if (!mailbox && !sandbox) return false;

  if (demoNetworkAccess) {
    const what = [mailbox && "the dev mailbox (/dev/mailbox)", sandbox && SANDBOX_PAGE].filter(Boolean);
    const dangers = [
      mailbox && "read every sign-in link, the admin's included, and become admin",
      sandbox && "mark their own orders paid without paying",
    ].filter(Boolean);
    log.warn(
      { host, demoNetworkAccess },
      `DEMO_NETWORK_ACCESS=true: ${what.join(" and ")} ${what.length > 1 ? "answer" : "answers"} every client that reaches this server, so anyone on the network can ${dangers.join(", and ")}. ` +
        "Use it on a trusted network only: demo mode must never face the public internet.",
    );
    return true;
  }
  if (isLoopbackHost(host)) return false;
  if (mailbox) {
    log.warn(
      { host, demoNetworkAccess },
      `The dev mailbox (/dev/mailbox) shows every sign-in link to anyone who can reach this server, so ${sandbox ? `it and ${SANDBOX_PAGE} answer` : "it answers"} ` +
        `this machine only: HOST=${host} lets other machines reach the shop, and they get a 404 there. ` +
        `DEMO_NETWORK_ACCESS=true opens ${sandbox ? "them" : "it"} to the network (a trusted one only). ` +
        "Demo mode must never face the public internet: set HOST=127.0.0.1, or SMTP_URL to send real mail.",
    );
    return true;
  }
  log.info(
    { host, demoNetworkAccess },
    `The sandbox pay page (/sandbox/pay/…) marks orders paid for free, so it answers this machine only: HOST=${host} lets other machines reach the shop, ` +
      "and they get a 404 there. DEMO_NETWORK_ACCESS=true opens it to the network (a trusted one only).",
  );
  return false;
}
