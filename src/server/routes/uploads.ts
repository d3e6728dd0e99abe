import { Hono } from "hono";
import type { AppEnv } from "../context";
import { storedFileKey } from "../services/storage/image-service";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * GET /uploads/<store>/<name>-<width>w.webp: the pictures admins uploaded, from local files
 * or the S3 bucket. Only names the image service makes are looked up (no paths, no other
 * types); every file is a WebP we encoded ourselves, sent as such with nosniff. Names are
 * random and never reused, so browsers keep them for a year.
 */
export const uploadRoutes = new Hono<AppEnv>().on(["GET", "HEAD"], "/:store/:file", async (c) => {
  const key = storedFileKey(c.req.param("store"), c.req.param("file"));
  const data = key ? await c.var.ctx.storage.get(key) : null;
  if (!data) return c.text("Not found", 404, { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" });
  return c.body(new Uint8Array(data), 200, {
    "Content-Type": "image/webp",
    "Content-Length": String(data.length),
    "Cache-Control": IMMUTABLE,
    "X-Content-Type-Options": "nosniff",
    "Content-Disposition": "inline",
  });
});
