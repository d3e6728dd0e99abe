import { Hono } from "hono";
import type { AppEnv } from "../context";
import { adminRoutes } from "./admin";
import { catalogRoutes } from "./catalog";
import { sessionRoutes } from "./session";

/** Every JSON API route, mounted at /api. Its type feeds the browser's typed client. */
export const apiRoutes = new Hono<AppEnv>()
  .route("/", catalogRoutes)
  .route("/", sessionRoutes)
  .route("/admin", adminRoutes);

export type ApiType = typeof apiRoutes;
