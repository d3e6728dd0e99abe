import { expect, it } from "vitest";
import { createAuthor, createBlogPost, createCategory, createItem } from "@server/db/factories";
import { loadBlogList, loadBlogPost } from "~/features/blog/blog.server";
import { loadHomePage } from "~/features/home/home.server";
import { describeEachDatabase } from "../setup/test-app";
import { withoutTable } from "../setup/without-table";

/** The loaders of the server-rendered pages, against a real database. */
describeEachDatabase("storefront loaders", (harness) => {
  const context = () => ({ app: harness().ctx });

  it("home: up to 3 featured, available items", async () => {
    const { db } = harness().ctx;
    const beef = await createCategory(db, { name: "Beef" });
    for (const name of ["Arrachera", "Carne Asada", "Diezmillo", "Costilla"]) await createItem(db, { categoryId: beef.id, name, isFeatured: true });
    await createItem(db, { categoryId: beef.id, name: "Aaa Unavailable", isFeatured: true, isAvailable: false });
    const data = await loadHomePage(context());
    expect(data.featuredFailed).toBe(false);
    expect(data.featured.map((item) => item.name)).toEqual(["Arrachera", "Carne Asada", "Costilla"]);
  });

  it("home: no featured items is the empty state, not an error", async () => {
    expect(await loadHomePage(context())).toEqual({ featured: [], featuredFailed: false });
  });

  it("home: a failing featured query becomes the section's error state, not a failed page", async () => {
    const data = await withoutTable(harness().ctx, "items", () => loadHomePage(context()));
    expect(data).toEqual({ featured: [], featuredFailed: true });
  });

  it("blog list: dates formatted like 'January 5, 2025' in the shop's time zone, only when published", async () => {
    await createBlogPost(harness().ctx.db, { slug: "our-story", publishedAt: new Date("2025-01-06T03:00:00Z") });
    const { posts } = await loadBlogList(context());
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ slug: "our-story", publishedLabel: "January 5, 2025" });
  });

  it("blog list: a failing query is logged and shows the empty list", async () => {
    await createBlogPost(harness().ctx.db, { slug: "anything" });
    const data = await withoutTable(harness().ctx, "blog_posts", () => loadBlogList(context()));
    expect(data).toEqual({ posts: [] });
  });

  it("blog post: HTML rendered on the server, author, date and a 155-character description", async () => {
    const { db } = harness().ctx;
    const author = await createAuthor(db, { fullName: "Rosa Hernández" });
    const content = `## Maciza\n\n**Lean** shoulder. ${"Crisp edges and tender inside. ".repeat(10)}`;
    await createBlogPost(db, { title: "Maciza", slug: "maciza", content, authorId: author.id, publishedAt: new Date("2025-06-03T15:30:00Z") });
    const result = await loadBlogPost(context(), "maciza");
    expect("post" in result && result.post).toMatchObject({
      title: "Maciza",
      authorName: "Rosa Hernández",
      publishedLabel: "June 3, 2025",
    });
    const post = (result as { post: { html: string; description: string } }).post;
    expect(post.html).toContain("<h2>Maciza</h2>");
    expect(post.html).toContain("<strong>Lean</strong>");
    expect(post.description.startsWith("Maciza Lean shoulder. Crisp edges")).toBe(true);
    expect(post.description.length).toBeLessThanOrEqual(155);
    expect(post).not.toHaveProperty("content");
  });

  it("blog post: a draft, an unknown or a malformed slug is 'not found' with HTTP 404", async () => {
    await createBlogPost(harness().ctx.db, { slug: "draft", isPublished: false });
    for (const slug of ["draft", "missing", "Not A Slug", undefined]) {
      const result = await loadBlogPost(context(), slug);
      expect(result).toMatchObject({ type: "DataWithResponseInit", data: { post: null }, init: { status: 404 } });
    }
  });
});
