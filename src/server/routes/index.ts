import { Hono } from "hono";
import type { AppEnv } from "../app-context";
import { adminAiRoutes } from "./ai";
import { sessionRoutes } from "./auth";
import { adminBlogRoutes, blogRoutes } from "./blog";
import { cartRoutes } from "./cart";
import { adminCateringRoutes, cateringRoutes } from "./catering";
import { checkoutRoutes } from "./checkout";
import { adminGiftCardRoutes, giftCardRoutes } from "./gift-cards";
import { adminDashboardRoutes } from "./dashboard";
import { adminReportRoutes } from "./reports";
import { adminImageRoutes } from "./images";
import { adminKitchenRoutes } from "./kitchen";
import { adminMenuRoutes, menuRoutes } from "./menu";
import { adminMessageRoutes, contactRoutes } from "./messages";
import { accountOrderRoutes, adminOrderRoutes } from "./orders";
import { paymentRoutes } from "./payments";
import { adminOrderingRoutes } from "./ordering";
import { smsRoutes } from "./sms";
import { adminTeamRoutes } from "./team";
import { requireAdminArea } from "../http/guards";

/** Where apiRoutes are mounted (app.ts); the catalogue's fast path (fast-path.ts) answers under it too. */
export const API_PREFIX = "/api";

/**
 * Every JSON API route, mounted at API_PREFIX, one file per domain. requireAdminArea guards all of
 * /api/admin (401 anonymous, 403 without the role the path needs) before any handler runs. better-auth's /api/auth is mounted
 * beside it (app.ts) and is not part of this type.
 */
export const apiRoutes = new Hono<AppEnv>()
  .route("/", menuRoutes)
  .route("/", sessionRoutes)
  .route("/", cartRoutes)
  .route("/", blogRoutes)
  .route("/", contactRoutes)
  .route("/", checkoutRoutes)
  .route("/", paymentRoutes)
  .route("/", smsRoutes)
  .route("/", accountOrderRoutes)
  .route("/", cateringRoutes)
  .route("/", giftCardRoutes)
  // One guard for the whole admin area, before any of its routers (http/guards.ts).
  .use("/admin/*", requireAdminArea)
  .route("/admin", adminDashboardRoutes)
  .route("/admin", adminOrderRoutes)
  .route("/admin", adminMessageRoutes)
  .route("/admin", adminMenuRoutes)
  .route("/admin", adminImageRoutes)
  .route("/admin", adminBlogRoutes)
  .route("/admin", adminAiRoutes)
  .route("/admin", adminOrderingRoutes)
  .route("/admin", adminTeamRoutes)
  .route("/admin", adminKitchenRoutes)
  .route("/admin", adminCateringRoutes)
  .route("/admin", adminGiftCardRoutes)
  .route("/admin", adminReportRoutes);

/**
 * The routes' type, read by the browser's typed client (`api` in src/web/lib/api-client.ts,
 * Hono's `hc`): every API call of the admin pages, and of the storefront's modules loaded on
 * demand: checkout's submit and order-success's poll. Code on a storefront page's first load does
 * not import the client (about 2 KB gzipped, ADR 0008); the contact form and the cart check still
 * call with plain fetch, and the live order streams (/orders/events) are read as streams. Handlers
 * keep the type exact by answering with `c.json(value, status)` or `c.body(null, 204)`.
 */
export type ApiType = typeof apiRoutes;
