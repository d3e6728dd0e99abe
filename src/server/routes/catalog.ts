import { Hono } from "hono";
import { menuQuerySchema } from "@shared/catalog";
import type { AppEnv } from "../context";
import { sendCachedJson } from "../lib/http";
import { validate } from "../lib/validation";
import { listCategories, listFeaturedItems, listMenuItems } from "../services/catalog/catalog-service";

/** Public catalogue (SPEC.md section 7 'Public'). Answers carry an ETag; a match is a 304. */
export const catalogRoutes = new Hono<AppEnv>()
  .get("/categories", async (c) => sendCachedJson(c, await listCategories(c.var.ctx)))
  .get("/menu", validate("query", menuQuerySchema), async (c) =>
    sendCachedJson(c, await listMenuItems(c.var.ctx, c.req.valid("query"))),
  )
  .get("/menu/featured", async (c) => sendCachedJson(c, await listFeaturedItems(c.var.ctx)));
