import { BlockList, isIP } from "node:net";
import type { Context, MiddlewareHandler } from "hono";
import type { Config } from "../config";
import { errorBody } from "../lib/errors";
import { socketAddress } from "./answers";
import { said } from "@shared/core/said";

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");

/** 127.0.0.0/8 and ::1, in any spelling Node accepts (IPv4-mapped ::ffff:127.x included). */
export function isLoopbackAddress(address: string | undefined): boolean {
  const version = address ? isIP(address) : 0;
  return version !== 0 && LOOPBACK.check(address!, version === 4 ? "ipv4" : "ipv6");
}

/** Hosts only this machine can reach: loopback addresses (bracketed or not) and localhost. */
export function isLoopbackHost(host: string): boolean {
  const bare = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, "$1");
  return bare === "localhost" || isLoopbackAddress(bare);
}

/** Every client address a proxy may have written: X-Forwarded-For's entries, X-Real-IP, Forwarded's for=. */
function forwardedAddresses(c: Context): string[] {
  const addresses = (c.req.header("X-Forwarded-For") ?? "").split(",");
  addresses.push(c.req.header("X-Real-IP") ?? "");
  for (const match of (c.req.header("Forwarded") ?? "").matchAll(/for=("[^"]*"|[^;,\s]*)/gi)) {
    // for="[::1]:8080", for=127.0.0.1 — the address without quotes, brackets or port.
    const value = match[1]!.replace(/"/g, "");
    addresses.push(value.startsWith("[") ? value.slice(1, value.indexOf("]")) : value.replace(/:\d+$/, ""));
  }
  return addresses.map((address) => address.trim()).filter(Boolean);
}

/**
 * Whether a request comes from a program on this machine. The connection must be a loopback
 * one (a forwarded "127.0.0.1" from anywhere else is anyone's to write), and whatever a proxy
 * forwarded must be loopback too: a proxy on this machine relaying someone else says so there,
 * even when TRUST_PROXY was forgotten. Behind a trusted proxy the client is the forwarded address
 * (clientAddress), never the proxy's socket: with nothing forwarded, the client is unknown.
 */
export function isFromThisMachine(c: Context, trustProxy: boolean): boolean {
  if (!isLoopbackAddress(socketAddress(c))) return false;
  const forwarded = forwardedAddresses(c);
  if (trustProxy && forwarded.length === 0) return false;
  return forwarded.every(isLoopbackAddress);
}

/**
 * For the demo conveniences (ADR 0006): the dev mailbox shows every sign-in link, the admin's
 * included, and the sandbox pay page marks an order paid for free. They answer this machine
 * only, unless DEMO_NETWORK_ACCESS opens them; others get the plain 404 of a path that is not
 * here. The Host must be a loopback name or the shop's own, so a web page that points its own
 * domain at 127.0.0.1 (DNS rebinding) cannot read them through the visitor's browser.
 */
export function thisMachineOnly(config: Pick<Config, "demoNetworkAccess" | "trustProxy" | "publicUrl">): MiddlewareHandler {
  const shopHost = new URL(config.publicUrl).hostname;
  return async (c, next) => {
    const host = new URL(c.req.url).hostname;
    const allowed = config.demoNetworkAccess || ((isLoopbackHost(host) || host === shopHost) && isFromThisMachine(c, config.trustProxy));
    if (!allowed) return c.json(errorBody(c, "not_found", said("errorTexts.notFound")), 404, { "Cache-Control": "no-store" });
    await next();
    // Never in a search engine, should the network be let in.
    c.header("X-Robots-Tag", "noindex, nofollow");
  };
}
