import { Hono } from "hono";
import type { AppEnv } from "../context";
import { catalogRoutes } from "./catalog";

/** Every JSON API route, mounted at /api. Its type feeds the browser's typed client. */
export const apiRoutes = new Hono<AppEnv>().route("/", catalogRoutes);

export type ApiType = typeof apiRoutes;
