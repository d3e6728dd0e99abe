import { isDevMailboxEnabled } from "../../app-context";
import type { AppContext } from "../../context";
import type { Logger } from "../../lib/logger";

/** Hosts only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.trim().toLowerCase().replace(/^\[(.*)\]$/, "$1");
  return bare === "localhost" || bare === "::1" || /^(::ffff:)?127(\.\d{1,3}){3}$/.test(bare);
}

/**
 * The dev mailbox shows every sign-in link to whoever opens it (ADR 0006): fine on this machine,
 * an open door to every account on a network. Says so loudly at start-up when the shop listens
 * beyond loopback; the behaviour stays (the demo needs the mailbox).
 */
export function warnIfDevMailboxExposed(ctx: Pick<AppContext, "config" | "mailTransport">, log: Logger): boolean {
  if (!isDevMailboxEnabled(ctx) || isLoopbackHost(ctx.config.host)) return false;
  log.warn(
    { host: ctx.config.host },
    `The dev mailbox (/dev/mailbox) shows every sign-in link to anyone who can reach this server, and HOST=${ctx.config.host} ` +
      "lets other machines reach it. Demo mode must never face the public internet: set HOST=127.0.0.1, or SMTP_URL to send real mail.",
  );
  return true;
}
