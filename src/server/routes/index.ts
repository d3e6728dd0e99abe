import { Hono } from "hono";
import type { AppEnv } from "../context";
import { adminAiRoutes } from "./ai";
import { sessionRoutes } from "./auth";
import { adminBlogRoutes, blogRoutes } from "./blog";
import { cartRoutes } from "./cart";
import { checkoutRoutes } from "./checkout";
import { adminDashboardRoutes } from "./dashboard";
import { adminImageRoutes } from "./images";
import { adminMenuRoutes, menuRoutes } from "./menu";
import { adminMessageRoutes, contactRoutes } from "./messages";
import { accountOrderRoutes, adminOrderRoutes } from "./orders";
import { paymentRoutes } from "./payments";

/**
 * Every JSON API route, mounted at /api, one file per domain. Each admin router guards itself
 * (401 anonymous, 403 not an admin) before any handler runs. Its type feeds the browser's typed client.
 */
export const apiRoutes = new Hono<AppEnv>()
  .route("/", menuRoutes)
  .route("/", sessionRoutes)
  .route("/", cartRoutes)
  .route("/", blogRoutes)
  .route("/", contactRoutes)
  .route("/", checkoutRoutes)
  .route("/", paymentRoutes)
  .route("/", accountOrderRoutes)
  .route("/admin", adminDashboardRoutes)
  .route("/admin", adminOrderRoutes)
  .route("/admin", adminMessageRoutes)
  .route("/admin", adminMenuRoutes)
  .route("/admin", adminImageRoutes)
  .route("/admin", adminBlogRoutes)
  .route("/admin", adminAiRoutes);

export type ApiType = typeof apiRoutes;
