import { Hono, type MiddlewareHandler } from "hono";
import { contactInputSchema } from "@shared/contact";
import { contactTexts } from "@shared/texts/contact";
import type { AppContext, AppEnv } from "../context";
import { RateLimiter, rateLimitByClient } from "../lib/rate-limit";
import { validate } from "../lib/validation";
import { createContactMessage } from "../services/messages/contact-service";

/** A person writes a message or two; a script writes hundreds. 5 per client per 10 minutes. */
export const CONTACT_RATE_LIMIT = { max: 5, windowMs: 10 * 60_000 } as const;

// One limiter per running app (tests build several apps in one process).
const limiters = new WeakMap<AppContext, MiddlewareHandler<AppEnv>>();
const contactRateLimit: MiddlewareHandler<AppEnv> = (c, next) => {
  let middleware = limiters.get(c.var.ctx);
  if (!middleware) {
    const limiter = new RateLimiter(CONTACT_RATE_LIMIT.max, CONTACT_RATE_LIMIT.windowMs);
    middleware = rateLimitByClient(limiter, "contact", contactTexts.rateLimited);
    limiters.set(c.var.ctx, middleware);
  }
  return middleware(c, next);
};

/** The contact form (SPEC.md section 7: insert messages). */
export const contactRoutes = new Hono<AppEnv>().post(
  "/contact",
  contactRateLimit,
  validate("json", contactInputSchema, contactTexts.errors.invalid),
  async (c) => {
    const message = await createContactMessage(c.var.ctx, c.req.valid("json"));
    return c.json({ message }, 201);
  },
);
