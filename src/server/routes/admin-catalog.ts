import { Hono } from "hono";
import { z } from "zod";
import {
  IMAGE_STORES,
  MAX_IMAGE_BYTES,
  adminItemsQuerySchema,
  blogPostInputSchema,
  enhanceContentSchema,
  itemAvailabilitySchema,
  menuItemInputSchema,
  postPublishedSchema,
  removeImageSchema,
  type AdminItemsResponse,
  type AiStatusDto,
} from "@shared/admin-catalog";
import { aiTexts, imageTexts } from "@shared/texts/admin-catalog";
import { requireAdmin } from "../auth/guards";
import { getActor } from "../auth/session";
import type { AppContext, AppEnv } from "../context";
import { errorBody } from "../app-errors";
import { ServiceError } from "../lib/errors";
import { RateLimiter } from "../lib/rate-limit";
import { validate } from "../lib/validation";
import { enhanceContent } from "../services/ai/enhance-content";
import { createPost, deletePost, getAdminPost, listAdminPosts, setPostPublished, updatePost } from "../services/blog/blog-admin-service";
import {
  createMenuItem,
  listAdminItems,
  setMenuItemArchived,
  setMenuItemAvailability,
  updateMenuItem,
  type MenuAdminContext,
} from "../services/catalog/menu-admin-service";
import { removeImage, storeImage } from "../services/storage/image-service";

const idParam = z.object({ id: z.uuid("There is no such record.") });
const storeParam = z.object({ store: z.enum(IMAGE_STORES, "There is no such picture store.") });

/** Each admin may ask the AI endpoint 20 times a minute (it costs money and time). */
const enhanceLimiter = new RateLimiter(20, 60_000);

const menuContext = (ctx: AppContext): MenuAdminContext => ({ ...ctx, payments: ctx.payments.provider, publicUrl: ctx.config.publicUrl });

/**
 * Admin API for menu items, categories, pictures, blog posts and AI enhance (issue 6, items
 * 3, 4, 5, 8 and 9). Every route answers 401 to anonymous callers and 403 to signed-in
 * non-admins before anything else runs; answers are never cached.
 */
export const adminCatalogRoutes = new Hono<AppEnv>()
  .use("*", requireAdmin)
  .use("*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  })

  // Menu items (SPEC.md section 7 'Admin': select with category, insert, update, is_archived, is_available)
  .get("/items", validate("query", adminItemsQuerySchema), async (c) => {
    const ctx = c.var.ctx;
    const list = await listAdminItems(ctx, c.req.valid("query").archived === "true");
    return c.json({ ...list, paymentProvider: ctx.payments.provider.kind } satisfies AdminItemsResponse, 200);
  })
  .get("/categories", async (c) => c.json({ categories: (await listAdminItems(c.var.ctx, false)).categories }, 200))
  .post("/items", validate("json", menuItemInputSchema), async (c) =>
    c.json(await createMenuItem(menuContext(c.var.ctx), c.req.valid("json")), 201),
  )
  .put("/items/:id", validate("param", idParam), validate("json", menuItemInputSchema), async (c) =>
    c.json(await updateMenuItem(menuContext(c.var.ctx), c.req.valid("param").id, c.req.valid("json")), 200),
  )
  .put("/items/:id/availability", validate("param", idParam), validate("json", itemAvailabilitySchema), async (c) =>
    c.json(
      { item: await setMenuItemAvailability(menuContext(c.var.ctx), c.req.valid("param").id, c.req.valid("json").isAvailable) },
      200,
    ),
  )
  .post("/items/:id/archive", validate("param", idParam), async (c) =>
    c.json({ item: await setMenuItemArchived(menuContext(c.var.ctx), c.req.valid("param").id, true) }, 200),
  )
  .post("/items/:id/restore", validate("param", idParam), async (c) =>
    c.json({ item: await setMenuItemArchived(menuContext(c.var.ctx), c.req.valid("param").id, false) }, 200),
  )

  // Pictures (SPEC.md section 7 'Storage: upload, public URL and remove')
  .post("/uploads/:store", validate("param", storeParam), async (c) => {
    let file: unknown;
    try {
      file = (await c.req.parseBody()).file;
    } catch {
      throw new ServiceError("validation_failed", imageTexts.errors.notAnImage, { file: imageTexts.errors.notAnImage });
    }
    if (!(file instanceof File)) {
      throw new ServiceError("validation_failed", imageTexts.errors.notAnImage, { file: imageTexts.errors.notAnImage });
    }
    if (file.size > MAX_IMAGE_BYTES) throw new ServiceError("payload_too_large", imageTexts.errors.tooLarge);
    const bytes = Buffer.from(await file.arrayBuffer());
    return c.json(await storeImage(c.var.ctx, c.req.valid("param").store, bytes), 201);
  })
  .delete("/uploads", validate("json", removeImageSchema), async (c) => {
    await removeImage(c.var.ctx, c.req.valid("json").url);
    return c.body(null, 204);
  })

  // Blog posts (SPEC.md section 7 'Admin': select, insert, update and delete blog_posts)
  .get("/blog/posts", async (c) => c.json({ posts: await listAdminPosts(c.var.ctx) }, 200))
  .post("/blog/posts", validate("json", blogPostInputSchema), async (c) => {
    const actor = (await getActor(c))!;
    return c.json({ post: await createPost(c.var.ctx, actor, c.req.valid("json")) }, 201);
  })
  .get("/blog/posts/:id", validate("param", idParam), async (c) =>
    c.json({ post: await getAdminPost(c.var.ctx, c.req.valid("param").id) }, 200),
  )
  .put("/blog/posts/:id", validate("param", idParam), validate("json", blogPostInputSchema), async (c) =>
    c.json({ post: await updatePost(c.var.ctx, c.req.valid("param").id, c.req.valid("json")) }, 200),
  )
  .put("/blog/posts/:id/published", validate("param", idParam), validate("json", postPublishedSchema), async (c) =>
    c.json({ post: await setPostPublished(c.var.ctx, c.req.valid("param").id, c.req.valid("json").isPublished) }, 200),
  )
  .delete("/blog/posts/:id", validate("param", idParam), async (c) => {
    await deletePost(c.var.ctx, c.req.valid("param").id);
    return c.body(null, 204);
  })

  // AI enhance (SPEC.md section 7 'enhance-content'): whether it is on, never the key
  .get("/ai", (c) => c.json({ enabled: c.var.ctx.config.ai !== null } satisfies AiStatusDto, 200))
  .post("/ai/enhance", validate("json", enhanceContentSchema), async (c) => {
    const actor = (await getActor(c))!;
    const limit = enhanceLimiter.hit(`enhance:${actor.userId}`);
    if (!limit.allowed) {
      return c.json(errorBody("rate_limited", aiTexts.errors.tooManyRequests), 429, {
        "Retry-After": String(Math.ceil(limit.retryAfterMs / 1000)),
      });
    }
    const ctx = c.var.ctx;
    const content = await enhanceContent({ ai: ctx.config.ai, log: c.var.log, shopName: ctx.config.shop.name }, c.req.valid("json").content);
    return c.json({ content }, 200);
  });
