import { Hono } from "hono";
import { MAX_IMAGE_BYTES } from "@shared/images/uploads";
import { imageStoreParamSchema, removeImageSchema } from "@shared/images/images.schema";
import { errorTexts } from "@shared/texts/errors";
import type { AppEnv } from "../app-context";
import { ServiceError } from "../lib/errors";
import { noStore } from "../http/answers";
import { validate } from "../http/validation";
import { removeImage, storedFileKey, storeImage } from "../services/images/image-service";
import { said } from "@shared/core/said";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * GET /uploads/<store>/<name>-<width>w.webp: the pictures admins uploaded, from local files
 * or the S3 bucket. Only names the image service makes are looked up (no paths, no other
 * types); every file is a WebP we encoded ourselves, sent as such with nosniff. Names are
 * random and never reused, so browsers keep them for a year.
 */
export const uploadedImageRoutes = new Hono<AppEnv>().on(["GET", "HEAD"], "/:store/:file", async (c) => {
  const key = storedFileKey(c.req.param("store"), c.req.param("file"));
  const data = key ? await c.var.ctx.storage.get(key) : null;
  if (!data) return c.text(errorTexts.notFound, 404, { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" });
  return c.body(new Uint8Array(data), 200, {
    "Content-Type": "image/webp",
    "Content-Length": String(data.length),
    "Cache-Control": IMMUTABLE,
    "X-Content-Type-Options": "nosniff",
    "Content-Disposition": "inline",
  });
});

const notAnImage = () =>
  new ServiceError("validation_failed", said("imageTexts.errors.notAnImage"), { file: said("imageTexts.errors.notAnImage") });

/** The admin's picture uploads (docs/product.md 'Picture storage'), mounted at /api/admin. */
export const adminImageRoutes = new Hono<AppEnv>()
  .use("*", noStore)
  .post("/uploads/:store", validate("param", imageStoreParamSchema), async (c) => {
    // A body that is not a form (a broken multipart one throws) has no file in it.
    const file = (await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)).file;
    if (!(file instanceof File)) throw notAnImage();
    if (file.size > MAX_IMAGE_BYTES) throw new ServiceError("payload_too_large", said("imageTexts.errors.tooLarge"));
    const bytes = Buffer.from(await file.arrayBuffer());
    return c.json(await storeImage(c.var.ctx, { store: c.req.valid("param").store, bytes }), 201);
  })
  .delete("/uploads", validate("json", removeImageSchema), async (c) => {
    await removeImage(c.var.ctx, c.req.valid("json").url);
    return c.body(null, 204);
  });
