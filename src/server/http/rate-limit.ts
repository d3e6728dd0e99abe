import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-context";
import type { Said } from "@shared/core/said";
import { errorBody } from "../lib/errors";
import { clientAddress } from "./answers";
import type { RateLimitResult } from "../lib/rate-limiter";
import type { RateLimitRule } from "../lib/rate-limiter";

export type { RateLimitRule };

/** 429 with Retry-After and the API's error shape (typed, so a route's answers stay typed for the browser's client). */
export function tooManyRequests(c: Context, result: RateLimitResult, message: Said) {
  return c.json(errorBody(c, "rate_limited", message), 429, { "Retry-After": String(Math.ceil(result.retryAfterMs / 1000)) });
}

/** Refuses a client address (socket, or the trusted proxy's) over the scope's limit. */
export function rateLimitByClient(scope: string, rule: RateLimitRule, message: Said): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const result = await c.var.ctx.rateLimits.hit(scope, rule, clientAddress(c, c.var.ctx.config.trustProxy));
    return result.allowed ? next() : tooManyRequests(c, result, message);
  };
}
