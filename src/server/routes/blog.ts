import { Hono } from "hono";
import { blogPostInputSchema, postPublishedSchema } from "@shared/blog/blog.schema";
import { contentLangQuerySchema, idParamSchema, slugParamSchema } from "@shared/core/params.schema";
import { getActor } from "../http/session";
import type { AppEnv } from "../app-context";
import { noStore } from "../http/answers";
import { validate } from "../http/validation";
import { createPost, deletePost, getAdminPost, listAdminPosts, setPostPublished, updatePost } from "../services/blog/blog-admin";
import { getPublishedPost, listPublishedPosts } from "../services/blog/blog-service";

/**
 * Public blog (docs/product.md 'Public API'): published posts only. `?lang=es` answers in Spanish,
 * with `lang` / `excerptLang` / `contentLang: "en"` on each text not translated yet (shared/blog/blog.ts).
 */
export const blogRoutes = new Hono<AppEnv>()
  .get("/blog/posts", validate("query", contentLangQuerySchema), async (c) =>
    c.json({ posts: await listPublishedPosts(c.var.ctx, c.req.valid("query").lang) }, 200, { "Cache-Control": "no-cache" }),
  )
  .get("/blog/posts/:slug", validate("param", slugParamSchema), validate("query", contentLangQuerySchema), async (c) =>
    c.json({ post: await getPublishedPost(c.var.ctx, c.req.valid("param").slug, c.req.valid("query").lang) }, 200, {
      "Cache-Control": "no-cache",
    }),
  );

/** The admin's blog (docs/product.md 'Admin API': select, insert, update and delete blog_posts), mounted at /api/admin. */
export const adminBlogRoutes = new Hono<AppEnv>()
  .use("*", noStore)
  .get("/blog/posts", async (c) => c.json({ posts: await listAdminPosts(c.var.ctx) }, 200))
  .post("/blog/posts", validate("json", blogPostInputSchema), async (c) => {
    const actor = (await getActor(c))!;
    return c.json({ post: await createPost(c.var.ctx, { actor, input: c.req.valid("json") }) }, 201);
  })
  .get("/blog/posts/:id", validate("param", idParamSchema), async (c) =>
    c.json({ post: await getAdminPost(c.var.ctx, c.req.valid("param").id) }, 200),
  )
  .put("/blog/posts/:id", validate("param", idParamSchema), validate("json", blogPostInputSchema), async (c) =>
    c.json({ post: await updatePost(c.var.ctx, { id: c.req.valid("param").id, input: c.req.valid("json") }) }, 200),
  )
  .put("/blog/posts/:id/published", validate("param", idParamSchema), validate("json", postPublishedSchema), async (c) =>
    c.json({ post: await setPostPublished(c.var.ctx, { id: c.req.valid("param").id, isPublished: c.req.valid("json").isPublished }) }, 200),
  )
  .delete("/blog/posts/:id", validate("param", idParamSchema), async (c) => {
    await deletePost(c.var.ctx, c.req.valid("param").id);
    return c.body(null, 204);
  });
