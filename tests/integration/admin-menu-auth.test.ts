import { expect, it } from "vitest";
import { createBlogPost, createCategory, createItem } from "@server/db/factories";
import { tempDataDir } from "../setup/admin-helpers";
import { DEFAULT_ADMIN, signedInAdmin } from "../setup/admins";
import { photo } from "../setup/images";
import { describeEachDatabase, type TestHarness } from "../setup/test-app";
import { TestClient, signedInClient } from "../setup/test-client";

interface RouteCase {
  method: string;
  path: string;
  body?: () => RequestInit["body"] | Record<string, unknown>;
  /** The admin's success status. */
  ok: number;
}

/**
 * Every route of the catalogue admin API, asked by an anonymous visitor (401), a signed-in
 * customer (403) and the admin (2xx), in that order: the refusals come first, so a refused
 * call that wrongly went through would show in the data the admin's call then sees.
 */
describeEachDatabase(
  "catalogue admin API authorization",
  (harness) => {
    async function fixtures(h: TestHarness) {
      const category = await createCategory(h.ctx.db, {});
      const item = await createItem(h.ctx.db, { categoryId: category.id, name: "Lengua" });
      const archived = await createItem(h.ctx.db, { categoryId: category.id, name: "Old", isArchived: true });
      const post = await createBlogPost(h.ctx.db, { title: "Hello" });
      const doomed = await createBlogPost(h.ctx.db, { title: "Doomed" });
      const png = await photo("png", 200, 100);
      const itemBody = {
        name: "Tripa",
        price: "9.99",
        priceUnit: "lb",
        categoryId: category.id,
        description: "",
        imageUrl: "",
        isAvailable: true,
        isFeatured: false,
      };
      const postBody = { title: "T", slug: "", content: "C", imageUrl: "", isPublished: false };
      const routes: RouteCase[] = [
        { method: "GET", path: "/api/admin/items", ok: 200 },
        { method: "GET", path: "/api/admin/items?archived=true", ok: 200 },
        { method: "GET", path: "/api/admin/categories", ok: 200 },
        { method: "POST", path: "/api/admin/items", body: () => itemBody, ok: 201 },
        { method: "PUT", path: `/api/admin/items/${item.id}`, body: () => ({ ...itemBody, name: "Lengua" }), ok: 200 },
        { method: "PUT", path: `/api/admin/items/${item.id}/availability`, body: () => ({ isAvailable: false }), ok: 200 },
        { method: "POST", path: `/api/admin/items/${item.id}/archive`, ok: 200 },
        { method: "POST", path: `/api/admin/items/${archived.id}/restore`, ok: 200 },
        {
          method: "POST",
          path: "/api/admin/uploads/products",
          body: () => {
            const form = new FormData();
            form.set("file", new File([new Uint8Array(png)], "p.png", { type: "image/png" }));
            return form;
          },
          ok: 201,
        },
        {
          method: "DELETE",
          path: "/api/admin/uploads",
          body: () => ({ url: "/uploads/products/AAAAAAAAAAAAAAAAAAAAAA-640w.webp" }),
          ok: 204,
        },
        { method: "GET", path: "/api/admin/blog/posts", ok: 200 },
        { method: "POST", path: "/api/admin/blog/posts", body: () => postBody, ok: 201 },
        { method: "GET", path: `/api/admin/blog/posts/${post.id}`, ok: 200 },
        { method: "PUT", path: `/api/admin/blog/posts/${post.id}`, body: () => ({ ...postBody, title: "Hello again" }), ok: 200 },
        { method: "PUT", path: `/api/admin/blog/posts/${post.id}/published`, body: () => ({ isPublished: false }), ok: 200 },
        { method: "DELETE", path: `/api/admin/blog/posts/${doomed.id}`, ok: 204 },
        { method: "GET", path: "/api/admin/ai", ok: 200 },
        // 409 'AI enhance is off' is the admin's answer here: no AI endpoint in this suite.
        { method: "POST", path: "/api/admin/ai/enhance", body: () => ({ content: "Hola" }), ok: 409 },
      ];
      return { routes, item, post, doomed };
    }

    function send(client: TestClient, route: RouteCase) {
      const body = route.body?.();
      if (body instanceof FormData) return client.request(route.path, { method: route.method, body });
      return client.request(route.path, { method: route.method, ...(body !== undefined ? { json: body } : {}) });
    }

    it("every route: 401 anonymous, 403 customer, and the admin's answer — in that order", async () => {
      const h = harness();
      const { routes, item, doomed } = await fixtures(h);
      const anonymous = new TestClient(h);
      const customer = await signedInClient(h, "customer@example.com");
      const { client: admin } = await signedInAdmin(h, DEFAULT_ADMIN);

      for (const route of routes) {
        const label = `${route.method} ${route.path}`;
        const anonymousRes = await send(anonymous, route);
        expect(anonymousRes.status, `${label} anonymous`).toBe(401);
        expect(await anonymousRes.json()).toMatchObject({ error: { code: "unauthorized" } });
        const customerRes = await send(customer, route);
        expect(customerRes.status, `${label} customer`).toBe(403);
        expect(await customerRes.json()).toMatchObject({ error: { code: "forbidden" } });
      }
      // Nothing the refused calls asked for happened.
      const untouched = (await (await admin.request("/api/admin/items?archived=true")).json()) as {
        items: { id: string; isAvailable: boolean; isArchived: boolean; name: string }[];
      };
      expect(untouched.items.map((i) => i.name).sort()).toEqual(["Lengua", "Old"]);
      expect(untouched.items.find((i) => i.id === item.id)).toMatchObject({ isAvailable: true, isArchived: false });
      expect((await admin.request(`/api/admin/blog/posts/${doomed.id}`)).status).toBe(200);

      for (const route of routes) {
        const res = await send(admin, route);
        expect(res.status, `${route.method} ${route.path} admin`).toBe(route.ok);
      }
    });

    it("an unknown admin path is still 401/403 before it is a 404", async () => {
      const h = harness();
      expect((await new TestClient(h).request("/api/admin/nothing-here")).status).toBe(401);
      const customer = await signedInClient(h, "customer2@example.com");
      expect((await customer.request("/api/admin/items/../../admin/items")).status).toBe(403);
    });
  },
  { env: () => ({ DATA_DIR: tempDataDir() }) },
);
