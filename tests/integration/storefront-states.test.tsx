import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, Outlet, StaticRouterProvider, type LoaderFunction } from "react-router";
import { expect, it } from "vitest";
import { createCategory, createItem } from "@server/db/factories";
import { ShopProvider } from "~/lib/shop";
import * as blogRoute from "~/routes/blog";
import * as homeRoute from "~/routes/home";
import * as spanishHomeRoute from "~/routes/es/home";
import * as spanishLayout from "~/routes/es/public-layout";
import * as englishLayout from "~/routes/public-layout";
import { describeEachDatabase } from "../setup/test-app";
import { withoutTable } from "../setup/without-table";

type RouteModule = { loader: unknown; handle?: unknown; default: (props: never) => React.ReactNode };
/** The page module both languages' route files re-export reads its loader's data itself (useLoaderData). */
type PageComponent = () => React.ReactNode;

/**
 * The storefront's empty and error states (docs/product.md 'Exact texts') as the server renders them: the
 * route's own loader against a real database that is empty or failing, then the route's own
 * component rendered to HTML, the words checked exactly.
 */
describeEachDatabase("storefront empty and error states, rendered", (harness) => {
  async function renderRoute(path: string, route: RouteModule): Promise<string> {
    const app = harness().ctx;
    const Page = route.default as PageComponent;
    // The route's handle brings its words, and its language's public layout the frame's and the
    // card's (ADR 0015); the layout's frame itself is not rendered here.
    const layout = path === "/es" || path.startsWith("/es/") ? spanishLayout : englishLayout;
    const handler = createStaticHandler([
      {
        path: "/",
        handle: layout.handle,
        Component: Outlet,
        children: [{ path, loader: route.loader as LoaderFunction, handle: route.handle, Component: Page }],
      },
    ]);
    const context = await handler.query(new Request(`http://shop.test${path}`), { requestContext: { app } });
    if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
    return renderToString(
      <ShopProvider shop={app.config.shop}>
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
      </ShopProvider>,
    );
  }

  const text = (html: string) => html.replace(/<!-- -->/g, "");

  it("home with no featured item: 'No featured items available.'", async () => {
    // Featured but unavailable, and available but not featured: neither is listed.
    const beef = await createCategory(harness().ctx.db, { name: "Beef" });
    await createItem(harness().ctx.db, { categoryId: beef.id, name: "Arrachera", isFeatured: true, isAvailable: false });
    await createItem(harness().ctx.db, { categoryId: beef.id, name: "Diezmillo", isFeatured: false });
    const html = text(await renderRoute("/", homeRoute));
    expect(html).toMatch(/<p role="status"[^>]*>No featured items available\.<\/p>/);
    expect(html).not.toContain("Unable to load featured items");
    expect(html).not.toContain("Arrachera");
  });

  it("home whose featured query fails: 'Unable to load featured items. Please try again later.', the rest of the page intact", async () => {
    const html = text(await withoutTable(harness().ctx, "items", () => renderRoute("/", homeRoute)));
    expect(html).toMatch(/<p role="alert"[^>]*>Unable to load featured items\. Please try again later\.<\/p>/);
    expect(html).not.toContain("No featured items available.");
    expect(html).toContain("Featured Cuts and Dishes");
  });

  it("home with featured items shows them, and neither message", async () => {
    const beef = await createCategory(harness().ctx.db, { name: "Beef" });
    await createItem(harness().ctx.db, { categoryId: beef.id, name: "Carne Asada", isFeatured: true });
    const html = text(await renderRoute("/", homeRoute));
    expect(html).toContain("Carne Asada");
    expect(html).not.toContain("No featured items available.");
    expect(html).not.toContain("Unable to load featured items");
  });

  it("/es, its featured query failing: the Spanish words, and the server-rendered sections in Spanish", async () => {
    const html = text(await withoutTable(harness().ctx, "items", () => renderRoute("/es", spanishHomeRoute)));
    expect(html).toMatch(/<p role="alert"[^>]*>No pudimos cargar los destacados\. Inténtalo de nuevo más tarde\.<\/p>/);
    expect(html).toContain("Cortes y platillos destacados");
    expect(html).toContain('href="/es/menu"');
    expect(html).not.toContain("Featured Cuts and Dishes");
  });

  it("blog with no published post: 'No blog posts available at the moment.'", async () => {
    const html = text(await renderRoute("/blog", blogRoute));
    expect(html).toMatch(/<p role="status"[^>]*>No blog posts available at the moment\.<\/p>/);
  });

  it("blog whose query fails: logged, and the same 'No blog posts available at the moment.'", async () => {
    const html = text(await withoutTable(harness().ctx, "blog_posts", () => renderRoute("/blog", blogRoute)));
    expect(html).toMatch(/<p role="status"[^>]*>No blog posts available at the moment\.<\/p>/);
    expect(html).toContain("Our Blog");
  });
});
