import { expect, it } from "vitest";
import { createAuthor, createBlogPost } from "@server/db/factories";
import { describeEachDatabase } from "../setup/test-app";

interface Summary {
  title: string;
  slug: string;
  publishedAt: string | null;
  excerpt: string;
  imageUrl: string | null;
}

describeEachDatabase("public blog API", (harness) => {
  it("lists published posts only, newest first, with plain-text excerpts", async () => {
    const { db } = harness().ctx;
    await createBlogPost(db, { title: "Older", slug: "older", publishedAt: new Date("2025-01-05T18:00:00Z") });
    await createBlogPost(db, { title: "Draft", slug: "draft", isPublished: false });
    await createBlogPost(db, {
      title: "Newest",
      slug: "newest",
      publishedAt: new Date("2025-09-12T16:00:00Z"),
      content: `# Big news\n\nWe **won** an award. ${"Carnitas ".repeat(40)}`,
      imageUrl: "/images/blog/carnitas-award-640w.webp",
    });
    await createBlogPost(db, { title: "Middle", slug: "middle", publishedAt: new Date("2025-06-03T15:30:00Z") });

    const res = await harness().request("/api/blog/posts");
    expect(res.status).toBe(200);
    const { posts } = (await res.json()) as { posts: Summary[] };
    expect(posts.map((p) => p.slug)).toEqual(["newest", "middle", "older"]);
    expect(posts[0]).toMatchObject({
      title: "Newest",
      publishedAt: "2025-09-12T16:00:00.000Z",
      imageUrl: "/images/blog/carnitas-award-640w.webp",
    });
    // Markdown syntax is gone; 150 characters and an ellipsis.
    expect(posts[0]!.excerpt.startsWith("Big news We won an award. Carnitas")).toBe(true);
    expect(posts[0]!.excerpt).not.toContain("*");
    expect(posts[0]!.excerpt.endsWith("...")).toBe(true);
    expect(posts[0]!.excerpt.length).toBeLessThanOrEqual(153);
    expect(posts[1]!.excerpt).toBe("Some markdown content....");
  });

  it("lists nothing when nothing is published", async () => {
    await createBlogPost(harness().ctx.db, { isPublished: false });
    const body = (await (await harness().request("/api/blog/posts")).json()) as { posts: Summary[] };
    expect(body.posts).toEqual([]);
  });

  it("finds a published post by slug with its author's full name", async () => {
    const { db } = harness().ctx;
    const author = await createAuthor(db, { fullName: "Rosa Hernández" });
    await createBlogPost(db, { title: "Maciza or Mixed?", slug: "maciza-or-mixed", authorId: author.id, content: "## Maciza\n\nLean." });
    const res = await harness().request("/api/blog/posts/maciza-or-mixed");
    expect(res.status).toBe(200);
    const { post } = (await res.json()) as { post: Record<string, unknown> };
    expect(post).toMatchObject({
      title: "Maciza or Mixed?",
      slug: "maciza-or-mixed",
      content: "## Maciza\n\nLean.",
      author: { fullName: "Rosa Hernández" },
    });
    expect(post).not.toHaveProperty("author.email");
  });

  it("answers an unpublished or unknown post with 404 and the spec's words", async () => {
    await createBlogPost(harness().ctx.db, { slug: "secret-draft", isPublished: false });
    for (const slug of ["secret-draft", "no-such-post"]) {
      const res = await harness().request(`/api/blog/posts/${slug}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({
        error: { code: "not_found", message: "The blog post you're looking for doesn't exist or has been removed." },
      });
    }
  });

  it("answers a malformed slug with a 400 JSON error", async () => {
    const res = await harness().request("/api/blog/posts/Not%20A%20Slug");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: "validation_failed" } });
  });

  it("lists the public pages and published posts in /sitemap.xml, and robots.txt points to it", async () => {
    const { db } = harness().ctx;
    await createBlogPost(db, { slug: "our-story", publishedAt: new Date("2025-01-05T18:00:00Z") });
    await createBlogPost(db, { slug: "hidden-draft", isPublished: false });
    const res = await harness().request("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/xml");
    const xml = await res.text();
    const base = harness().ctx.config.publicUrl;
    for (const path of ["/", "/menu", "/about", "/blog", "/contact"]) expect(xml).toContain(`<loc>${base}${path}</loc>`);
    expect(xml).toContain(`<loc>${base}/blog/our-story</loc><lastmod>2025-01-05</lastmod>`);
    expect(xml).not.toContain("hidden-draft");
    expect(xml).not.toContain("/cart");
    const robots = await (await harness().request("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${base}/sitemap.xml`);
  });
});
