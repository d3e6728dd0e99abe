import { Hono } from "hono";
import { z } from "zod";
import { slugSchema } from "@shared/catalog";
import type { AppEnv } from "../context";
import { validate } from "../lib/validation";
import { getPublishedPost, listPublishedPosts } from "../services/blog/blog-service";

const postParamsSchema = z.object({ slug: slugSchema });

/** Public blog (SPEC.md section 7 'Public'): published posts only. */
export const blogRoutes = new Hono<AppEnv>()
  .get("/blog/posts", async (c) => c.json({ posts: await listPublishedPosts(c.var.ctx) }, 200, { "Cache-Control": "no-cache" }))
  .get("/blog/posts/:slug", validate("param", postParamsSchema), async (c) =>
    c.json({ post: await getPublishedPost(c.var.ctx, c.req.valid("param").slug) }, 200, { "Cache-Control": "no-cache" }),
  );
