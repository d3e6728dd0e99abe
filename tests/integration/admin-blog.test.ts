import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { MAX_POST_CHARACTERS, type AdminBlogPostDto, type AdminBlogPostSummaryDto } from "@shared/blog/blog";
import { blogAdminTexts } from "@shared/texts/blog-admin";
import { createAuthor, createBlogPost } from "@server/db/factories";
import { blogPostAuthors, blogPosts } from "@server/db/schema/blog";
import { errorOf, tempDataDir, uploadFile } from "../setup/admin-helpers";
import { DEFAULT_ADMIN, signedInAdmin } from "../setup/admins";
import { photo } from "../setup/images";
import { describeEachDatabase } from "../setup/test-app";
import type { TestClient } from "../setup/test-client";

describeEachDatabase(
  "admin blog",
  (harness) => {
    const post = (overrides: Record<string, unknown> = {}) => ({
      title: "Carnitas Sunday: How We Cook 200 Pounds",
      slug: "",
      content: "Every Sunday at 5 a.m. the **cazo** is lit.",
      imageUrl: "",
      isPublished: false,
      ...overrides,
    });

    async function create(client: TestClient, body: Record<string, unknown>) {
      const res = await client.post("/api/admin/blog/posts", body);
      expect(res.status).toBe(201);
      return ((await res.json()) as { post: AdminBlogPostDto }).post;
    }

    const row = async (id: string) => (await harness().ctx.db.select().from(blogPosts).where(eq(blogPosts.id, id)))[0];

    it("creates a draft with a slug made from the title, signed by the admin's author row", async () => {
      const h = harness();
      const { client: admin } = await signedInAdmin(h, DEFAULT_ADMIN);
      const draft = await create(admin, post({ title: "¡Tacos de Canasta & Café de Olla!" }));
      expect(draft).toMatchObject({
        title: "¡Tacos de Canasta & Café de Olla!",
        slug: "tacos-de-canasta-cafe-de-olla",
        isPublished: false,
        publishedAt: null,
        content: "Every Sunday at 5 a.m. the **cazo** is lit.",
      });
      const authors = await h.ctx.db.select().from(blogPostAuthors);
      expect(authors).toEqual([expect.objectContaining({ email: "admin@example.com" })]);
      expect((await row(draft.id))!.authorId).toBe(authors[0]!.id);
      expect(draft.author?.fullName).toBe(authors[0]!.fullName);
      // The second post reuses the same byline.
      await create(admin, post({ title: "Second" }));
      expect(await h.ctx.db.select().from(blogPostAuthors)).toHaveLength(1);
    });

    it("reuses an author row that already has the admin's e-mail", async () => {
      const h = harness();
      const rosa = await createAuthor(h.ctx.db, { fullName: "Rosa Hernández", email: "admin@example.com" });
      const created = await create((await signedInAdmin(h, DEFAULT_ADMIN)).client, post());
      expect(created.author).toEqual({ fullName: "Rosa Hernández" });
      expect((await row(created.id))!.authorId).toBe(rosa.id);
    });

    it("takes a long post in a wide script whole, and answers a post over the limit with its own message, not the body limit", async () => {
      const { client: admin } = await signedInAdmin(harness(), DEFAULT_ADMIN);
      // 90,000 characters of 3-byte UTF-8 (270 KB): more than the 64 KB most routes take.
      const long = await create(admin, post({ content: "ñ🌮" + "ぁ".repeat(90_000) }));
      expect(long.content).toHaveLength(90_000 + 3);
      const res = await admin.post("/api/admin/blog/posts", post({ content: "a".repeat(MAX_POST_CHARACTERS + 1) }));
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toMatchObject({ fields: { content: blogAdminTexts.errors.contentTooLong } });
    });

    it("publishing on create sets published_at to now", async () => {
      const before = Date.now();
      const published = await create(
        (await signedInAdmin(harness(), DEFAULT_ADMIN)).client,
        post({ isPublished: true, slug: "my-own-slug" }),
      );
      expect(published.slug).toBe("my-own-slug");
      expect(published.isPublished).toBe(true);
      expect(new Date(published.publishedAt!).getTime()).toBeGreaterThanOrEqual(before - 1000);
    });

    it.each([
      [{ title: "" }, "title", "Title is required"],
      [{ title: "  " }, "title", "Title is required"],
      [{ content: "" }, "content", "Content is required"],
      [{ content: " \n " }, "content", "Content is required"],
      [{ slug: "Not A Slug" }, "slug", "Use lowercase letters, digits and single hyphens"],
      [{ slug: "double--hyphen" }, "slug", "Use lowercase letters, digits and single hyphens"],
      [{ imageUrl: "nope" }, "imageUrl", "Please enter a valid URL"],
      [{ isPublished: "yes" }, "isPublished", expect.any(String)],
    ])("refuses %o with a 400 naming the field", async (overrides, field, message) => {
      const res = await (await signedInAdmin(harness(), DEFAULT_ADMIN)).client.post("/api/admin/blog/posts", post(overrides));
      expect(res.status).toBe(400);
      expect((await errorOf(res)).fields?.[field]).toEqual(message);
    });

    it("refuses a slug another post uses (409), and a title with nothing to make a slug from", async () => {
      const h = harness();
      const { client: admin } = await signedInAdmin(h, DEFAULT_ADMIN);
      await createBlogPost(h.ctx.db, { slug: "taken" });
      const taken = await admin.post("/api/admin/blog/posts", post({ slug: "taken" }));
      expect(taken.status).toBe(409);
      expect((await errorOf(taken)).fields).toEqual({ slug: "Another post already uses this slug" });
      const fromTitle = await admin.post("/api/admin/blog/posts", post({ title: "¡¡¡!!!" }));
      expect(fromTitle.status).toBe(400);
      expect((await errorOf(fromTitle)).fields?.slug).toMatch(/^Add a slug/);
    });

    it("two saves racing for one slug: one wins, the other gets the same 409", async () => {
      const { client: admin } = await signedInAdmin(harness(), DEFAULT_ADMIN);
      const results = await Promise.all(
        [1, 2, 3].map((n) => admin.post("/api/admin/blog/posts", post({ title: `Race ${n}`, slug: "same-slug" }))),
      );
      expect(results.map((res) => res.status).sort()).toEqual([201, 409, 409]);
    });

    it("the publish toggle sets published_at to now and unpublishing clears it; editing a published post keeps its date", async () => {
      const h = harness();
      const { client: admin } = await signedInAdmin(h, DEFAULT_ADMIN);
      const draft = await create(admin, post());
      const toggle = async (isPublished: boolean) => {
        const res = await admin.request(`/api/admin/blog/posts/${draft.id}/published`, { method: "PUT", json: { isPublished } });
        expect(res.status).toBe(200);
        return ((await res.json()) as { post: AdminBlogPostDto }).post;
      };
      const published = await toggle(true);
      expect(published.isPublished).toBe(true);
      expect(Math.abs(new Date(published.publishedAt!).getTime() - Date.now())).toBeLessThan(10_000);

      const edited = await admin.request(`/api/admin/blog/posts/${draft.id}`, {
        method: "PUT",
        json: post({ title: "Carnitas Sunday (updated)", slug: draft.slug, isPublished: true }),
      });
      const afterEdit = ((await edited.json()) as { post: AdminBlogPostDto }).post;
      expect(afterEdit.title).toBe("Carnitas Sunday (updated)");
      expect(afterEdit.publishedAt).toBe(published.publishedAt);

      const unpublished = await toggle(false);
      expect(unpublished).toMatchObject({ isPublished: false, publishedAt: null });
      expect(await row(draft.id)).toMatchObject({ isPublished: false, publishedAt: null });
    });

    it("lists every post with status and published date: drafts first, then published ones newest first", async () => {
      const h = harness();
      const { client: admin } = await signedInAdmin(h, DEFAULT_ADMIN);
      await createBlogPost(h.ctx.db, { title: "Old", createdAt: new Date("2024-01-01"), publishedAt: new Date("2024-01-02") });
      await createBlogPost(h.ctx.db, { title: "Older draft", createdAt: new Date("2023-01-01"), isPublished: false });
      await createBlogPost(h.ctx.db, { title: "Newer", createdAt: new Date("2023-06-01"), publishedAt: new Date("2024-03-01") });
      await create(admin, post({ title: "New draft" }));
      const res = await admin.request("/api/admin/blog/posts");
      expect(res.headers.get("cache-control")).toBe("no-store");
      const { posts } = (await res.json()) as { posts: AdminBlogPostSummaryDto[] };
      expect(posts.map((p) => [p.title, p.isPublished, p.publishedAt])).toEqual([
        ["New draft", false, null],
        ["Older draft", false, null],
        ["Newer", true, "2024-03-01T00:00:00.000Z"],
        ["Old", true, "2024-01-02T00:00:00.000Z"],
      ]);
      expect(posts[0]).not.toHaveProperty("content");
    });

    it("edits title, slug, content and cover; a replaced uploaded cover is deleted", async () => {
      const h = harness();
      const { client: admin } = await signedInAdmin(h, DEFAULT_ADMIN);
      const upload = async () =>
        ((await (await uploadFile(admin, "blog", await photo("jpeg", 500, 300), "c.jpg", "image/jpeg")).json()) as { url: string }).url;
      const cover = await upload();
      const created = await create(admin, post({ imageUrl: cover }));
      const next = await upload();
      const res = await admin.request(`/api/admin/blog/posts/${created.id}`, {
        method: "PUT",
        json: post({ title: "New title", slug: "new-slug", content: "New *content*.", imageUrl: next }),
      });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { post: AdminBlogPostDto }).post).toMatchObject({
        title: "New title",
        slug: "new-slug",
        content: "New *content*.",
        imageUrl: next,
      });
      expect((await h.request(cover)).status).toBe(404);
      expect((await h.request(next)).status).toBe(200);
      const fetched = await admin.request(`/api/admin/blog/posts/${created.id}`);
      expect(((await fetched.json()) as { post: AdminBlogPostDto }).post.content).toBe("New *content*.");
    });

    it("deletes a post and its uploaded cover; an unknown post is a 404", async () => {
      const h = harness();
      const { client: admin } = await signedInAdmin(h, DEFAULT_ADMIN);
      const cover = (
        (await (await uploadFile(admin, "blog", await photo("png", 300, 300), "c.png", "image/png")).json()) as { url: string }
      ).url;
      const created = await create(admin, post({ imageUrl: cover, isPublished: true }));
      const res = await admin.request(`/api/admin/blog/posts/${created.id}`, { method: "DELETE" });
      expect(res.status).toBe(204);
      expect(await row(created.id)).toBeUndefined();
      expect((await h.request(cover)).status).toBe(404);
      expect((await admin.request(`/api/admin/blog/posts/${created.id}`, { method: "DELETE" })).status).toBe(404);
      expect((await admin.request(`/api/admin/blog/posts/${created.id}`)).status).toBe(404);
      expect((await admin.request("/api/admin/blog/posts/not-an-id", { method: "DELETE" })).status).toBe(400);
    });
  },
  { env: () => ({ DATA_DIR: tempDataDir() }) },
);
