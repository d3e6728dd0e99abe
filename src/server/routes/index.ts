import { Hono } from "hono";
import type { AppEnv } from "../context";
import { accountRoutes } from "./account";
import { adminRoutes } from "./admin";
import { adminCatalogRoutes } from "./admin-catalog";
import { catalogRoutes } from "./catalog";
import { checkoutRoutes } from "./checkout";
import { paymentRoutes } from "./payments";
import { sessionRoutes } from "./session";

/** Every JSON API route, mounted at /api. Its type feeds the browser's typed client. */
export const apiRoutes = new Hono<AppEnv>()
  .route("/", catalogRoutes)
  .route("/", sessionRoutes)
  .route("/", checkoutRoutes)
  .route("/", paymentRoutes)
  .route("/", accountRoutes)
  .route("/admin", adminRoutes)
  .route("/admin", adminCatalogRoutes);

export type ApiType = typeof apiRoutes;
