import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type LoaderFunction } from "react-router";
import { expect, it } from "vitest";
import { orderSuccessTexts } from "@shared/texts/order-success";
import { createAuthor, createBlogPost, createCategory, createItem } from "@server/db/factories";
import { loadBlogList, loadBlogPost } from "~/features/blog/blog.server";
import { loadHomePage } from "~/features/home/home.server";
import { loadMenuPage } from "~/features/menu/menu.server";
import { ShopProvider } from "~/lib/shop";
import * as orderSuccessRoute from "~/routes/order-success";
import { createOrder } from "../setup/order-factory";
import { describeEachDatabase } from "../setup/test-app";
import { withoutTable } from "../setup/without-table";

/** What a payment link's query may hold besides a real session id: none of it may fail the page. */
const JUNK_SESSION_IDS = [
  "x\u0000",
  "sbx_cs_real\u0000",
  "%00",
  "x".repeat(5_000),
  "ñandú 🌮 \u202e",
  "<script>alert(1)</script>",
  "",
  " ",
  "sbx_cs_real' OR '1'='1",
];

/** The loaders of the server-rendered pages, against a real database. */
describeEachDatabase("storefront loaders", (harness) => {
  const context = () => ({ app: harness().ctx });

  /** The route as React Router serves it: its loader on the request, its component on the data; the status and the HTML. */
  async function servePage(url: string, route: { loader: unknown; handle?: unknown; default: unknown }) {
    // The page reads its loader's data itself (useLoaderData), as both languages' route files re-export it.
    const Page = route.default as () => React.ReactNode;
    const handler = createStaticHandler([
      {
        path: new URL(url, "http://shop.test").pathname,
        loader: route.loader as LoaderFunction,
        // The route's handle brings its words (ADR 0015).
        handle: route.handle,
        Component: Page,
      },
    ]);
    const routerContext = await handler.query(new Request(new URL(url, "http://shop.test")), { requestContext: { app: harness().ctx } });
    if (routerContext instanceof Response) throw new Error(`${url} answered ${routerContext.status}`);
    // The shop's configuration, as the root hands it to every page (components/layout/document.tsx).
    const html = renderToString(
      createElement(ShopProvider, {
        shop: harness().ctx.config.shop,
        children: createElement(StaticRouterProvider, {
          router: createStaticRouter(handler.dataRoutes, routerContext),
          context: routerContext,
          hydrate: false,
        }),
      }),
    );
    return { status: routerContext.statusCode, html: html.replace(/<!-- -->/g, "").replace(/&#x27;/g, "'") };
  }

  it("home: up to 3 featured, available items", async () => {
    const { db } = harness().ctx;
    const beef = await createCategory(db, { name: "Beef" });
    for (const name of ["Arrachera", "Carne Asada", "Diezmillo", "Costilla"])
      await createItem(db, { categoryId: beef.id, name, isFeatured: true });
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
    const { posts } = await loadBlogList(context(), "en");
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ slug: "our-story", publishedLabel: "January 5, 2025" });
    // /es/blog says it in Spanish.
    expect((await loadBlogList(context(), "es")).posts[0]).toMatchObject({ publishedLabel: "5 de enero de 2025" });
  });

  it("blog list: a failing query is logged and shows the empty list", async () => {
    await createBlogPost(harness().ctx.db, { slug: "anything" });
    const data = await withoutTable(harness().ctx, "blog_posts", () => loadBlogList(context(), "en"));
    expect(data).toEqual({ posts: [] });
  });

  it("blog post: HTML rendered on the server, author, date and a 155-character description", async () => {
    const { db } = harness().ctx;
    const author = await createAuthor(db, { fullName: "Rosa Hernández" });
    const content = `## Maciza\n\n**Lean** shoulder. ${"Crisp edges and tender inside. ".repeat(10)}`;
    await createBlogPost(db, {
      title: "Maciza",
      slug: "maciza",
      content,
      authorId: author.id,
      publishedAt: new Date("2025-06-03T15:30:00Z"),
    });
    const result = await loadBlogPost(context(), "maciza", "en");
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
    for (const slug of ["draft", "missing", "Not A Slug", undefined, "draft\u0000", "a".repeat(5_000), "ñandú-🌮", "<script>"]) {
      const result = await loadBlogPost(context(), slug, "en");
      expect(result).toMatchObject({ type: "DataWithResponseInit", data: { post: null }, init: { status: 404 } });
    }
  });

  it("order success: a real order id with a junk session id is 'We couldn't find this payment' with 200, never a 500", async () => {
    const { db } = harness().ctx;
    const category = await createCategory(db, { name: "Carnitas" });
    const item = await createItem(db, { categoryId: category.id, name: "Carnitas Maciza", priceCents: 1599 });
    const order = await createOrder(db, { lines: [{ itemId: item.id, quantity: 1, priceCents: 1599 }], paymentSessionId: "sbx_cs_real" });
    const page = (sessionId: string, orderId: string = order.id) =>
      servePage(`/order-success?${new URLSearchParams({ session_id: sessionId, order_id: orderId })}`, orderSuccessRoute);

    for (const sessionId of JUNK_SESSION_IDS) {
      const { status, html } = await page(sessionId);
      expect(status, JSON.stringify(sessionId.slice(0, 40))).toBe(200);
      expect(html).toContain(orderSuccessTexts.unknownTitle);
      expect(html).not.toContain("<script>alert(1)");
    }
    // And the other way round: the real session with a junk order id.
    for (const orderId of ["x\u0000", "not-a-uuid", `${order.id}\u0000`]) {
      expect((await page("sbx_cs_real", orderId)).html).toContain(orderSuccessTexts.unknownTitle);
    }
    // The pair as the provider sends it is found: the check is the schema, not a blanket refusal.
    const found = await page("sbx_cs_real");
    expect(found.status).toBe(200);
    expect(found.html).toContain(orderSuccessTexts.processingTitle);
    expect(found.html).toContain(orderSuccessTexts.orderNumber(order.id.slice(0, 8)));
  });

  it("menu: a malformed category is read with the API's schema and shows the empty list, never reaching a query", async () => {
    const { db } = harness().ctx;
    const beef = await createCategory(db, { name: "Beef", slug: "beef" });
    await createItem(db, { categoryId: beef.id, name: "Arrachera" });
    const menu = (query: string) =>
      loadMenuPage(context() as Parameters<typeof loadMenuPage>[0], new URL(`http://shop.test/menu?${query}`), "en");
    for (const category of ["beef\u0000", "x".repeat(5_000), "ñandú 🌮", "<script>alert(1)</script>", "Beef", "beef' OR '1'='1"]) {
      const data = await menu(new URLSearchParams({ category }).toString());
      expect(data.items, category.slice(0, 40)).toEqual([]);
      expect(data.categories.map((c) => c.slug)).toEqual(["beef"]);
    }
    expect((await menu("category=beef")).items.map((item) => item.name)).toEqual(["Arrachera"]);
  });
});
