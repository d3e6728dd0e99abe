import { Hono } from "hono";
import type { AppEnv } from "../context";
import { accountRoutes } from "./account";
import { adminRoutes } from "./admin";
import { adminCatalogRoutes } from "./admin-catalog";
import { adminOrderRoutes } from "./admin-orders";
import { blogRoutes } from "./blog";
import { cartRoutes } from "./cart";
import { catalogRoutes } from "./catalog";
import { checkoutRoutes } from "./checkout";
import { contactRoutes } from "./contact";
import { paymentRoutes } from "./payments";
import { sessionRoutes } from "./session";

/** Every JSON API route, mounted at /api. Its type feeds the browser's typed client. */
export const apiRoutes = new Hono<AppEnv>()
  .route("/", catalogRoutes)
  .route("/", sessionRoutes)
  .route("/", cartRoutes)
  .route("/", blogRoutes)
  .route("/", contactRoutes)
  .route("/", checkoutRoutes)
  .route("/", paymentRoutes)
  .route("/", accountRoutes)
  .route("/admin", adminRoutes)
  .route("/admin", adminOrderRoutes)
  .route("/admin", adminCatalogRoutes);

export type ApiType = typeof apiRoutes;
