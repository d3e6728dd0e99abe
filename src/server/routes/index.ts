import { Hono } from "hono";
import type { AppEnv } from "../context";
import { blogRoutes } from "./blog";
import { cartRoutes } from "./cart";
import { catalogRoutes } from "./catalog";
import { contactRoutes } from "./contact";

/** Every JSON API route, mounted at /api. Its type feeds the browser's typed client. */
export const apiRoutes = new Hono<AppEnv>()
  .route("/", catalogRoutes)
  .route("/", cartRoutes)
  .route("/", blogRoutes)
  .route("/", contactRoutes);

export type ApiType = typeof apiRoutes;
