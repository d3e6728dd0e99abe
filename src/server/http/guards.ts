import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-context";
import { ServiceError } from "../lib/errors";
import { getActor } from "./session";
import { said } from "@shared/core/said";

/** 401 unless signed in. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!(await getActor(c))) throw new ServiceError("unauthorized", said("errorTexts.signInFirst"));
  return next();
});

/**
 * The API paths under /api/admin that staff may use as well as the owner (ADR 0016): the orders
 * and the kitchen screen. Every other admin path is the owner's alone, new ones included.
 */
const STAFF_PATHS = [
  /^\/api\/admin\/orders(\/|$)/,
  /^\/api\/admin\/kitchen(\/|$)/,
  /^\/api\/admin\/catering(\/|$)/,
  // Gift cards and promo codes (ADR 0024): staff see them, look cards up and pay small balances out.
  /^\/api\/admin\/gift-cards(\/|$)/,
  /^\/api\/admin\/promos(\/|$)/,
];
/** Money given back is the owner's decision, even on an order staff may work on. */
const OWNER_ONLY_PATHS = [
  /^\/api\/admin\/orders\/[^/]+\/refunds$/,
  // Catering's money decisions (ADR 0023): quoting, asking for the balance, cancelling with a refund, no-shows, closing.
  /^\/api\/admin\/catering\/[^/]+\/(quote|decline|balance-link|cancel|no-show|close)$/,
  // A gift card's money and life are the owner's: freeze, void, adjust, give one away, the rules (ADR 0024).
  /^\/api\/admin\/gift-cards\/[^/]+\/(status|adjust)$/,
  /^\/api\/admin\/gift-cards\/(promotional|settings)$/,
];
/** Paths staff may read but only the owner may change (any method but GET and HEAD): promo codes. */
const OWNER_ONLY_CHANGES = [/^\/api\/admin\/promos(\/|$)/];

export const isStaffPath = (path: string, method = "GET") =>
  STAFF_PATHS.some((pattern) => pattern.test(path)) &&
  !OWNER_ONLY_PATHS.some((pattern) => pattern.test(path)) &&
  !(method !== "GET" && method !== "HEAD" && OWNER_ONLY_CHANGES.some((pattern) => pattern.test(path)));

/**
 * The one guard of /api/admin/*, mounted before every admin router (a Hono router's own
 * `use("*")` would reach its siblings' paths too): 401 when anonymous; 403 for a customer, and
 * for staff outside the orders and the kitchen — whatever the browser shows.
 */
export const requireAdminArea = createMiddleware<AppEnv>(async (c, next) => {
  const actor = await getActor(c);
  if (!actor) throw new ServiceError("unauthorized", said("errorTexts.signInFirst"));
  const allowed = isStaffPath(c.req.path, c.req.method) ? actor.isStaff : actor.isAdmin;
  if (!allowed) throw new ServiceError("forbidden", said("errorTexts.forbidden"));
  return next();
});
