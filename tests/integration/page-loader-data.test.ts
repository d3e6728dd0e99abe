import type { AppLoadContext } from "react-router";
import { expect, it } from "vitest";
import { createBlogPost, createCategory, createItem } from "@server/db/factories";
import { loadBlogPost } from "~/features/blog/blog.server";
import { loadHomeRoute } from "~/features/home/home.server";
import { loadMenuPage } from "~/features/menu/menu.server";
import { documentJsonLd } from "~/lib/structured-data-document.server";
import { describeEachDatabase } from "../setup/test-app";

/** What a loader's data would put in the page: JSON-LD is recognisable by its vocabulary. */
const SCHEMA_ORG = /schema\.org|"@type"|"@context"/;

/**
 * The speed work (ADR 0019): what the storefront's loaders send the browser to hydrate, against a real database.
 * The schema.org JSON-LD goes into the document only (not a second time as loader data), and the
 * menu sends its cards' fields only.
 */
describeEachDatabase("page loaders' data", (harness) => {
  // One load context per request, as app.ts makes them.
  const context = () => ({ app: harness().ctx }) as unknown as AppLoadContext;

  it("the menu: JSON-LD for the document only, and card items with only what a card reads", async () => {
    const { db } = harness().ctx;
    const beef = await createCategory(db, { name: "Beef", slug: "beef" });
    const pork = await createCategory(db, { name: "Pork", slug: "pork" });
    await createItem(db, { categoryId: beef.id, name: "Arrachera", priceUnit: "lb", priceCents: 1899, isFeatured: true });
    await createItem(db, { categoryId: pork.id, name: "Chorizo", priceId: "price_chorizo" });
    await createItem(db, { categoryId: pork.id, name: "Hidden", isAvailable: false });

    for (const [url, locale] of [
      ["http://shop.test/menu", "en"],
      ["http://shop.test/es/menu?category=pork", "es"],
    ] as const) {
      const request = context();
      const data = await loadMenuPage(request, new URL(url), locale);
      expect(JSON.stringify(data), url).not.toMatch(SCHEMA_ORG);
      expect(data).not.toHaveProperty("jsonLd");
      const [menu] = documentJsonLd(request);
      expect(menu, url).toMatchObject({ "@type": "Menu", inLanguage: locale });
      // Each listed item is in the document's Menu, in its section.
      const sections = (menu!.hasMenuSection as { hasMenuItem: { name: string }[] }[]).flatMap((s) => s.hasMenuItem.map((i) => i.name));
      expect(sections.sort(), url).toEqual(data.items.map((item) => item.name).sort());
    }

    const data = await loadMenuPage(context(), new URL("http://shop.test/menu"), "en");
    expect(data.items.map((item) => item.name)).toEqual(["Arrachera", "Chorizo"]);
    // The card's fields and no more: no schedule, featured or archived flag, or category id.
    for (const item of data.items) {
      expect(Object.keys(item).sort()).toEqual([
        "category",
        "description",
        "id",
        "imageUrl",
        "isAvailable",
        "name",
        "optionGroups",
        "priceCents",
        "priceId",
        "priceUnit",
        "pricedByWeight",
        "quantityMin",
        "quantityStep",
      ]);
    }
    expect(data.items.find((item) => item.name === "Chorizo")!.priceId).toBe("price_chorizo");
    // Categories without their ids; a card's category is the page's category itself, so the data holds it once.
    expect(data.categories).toEqual([
      { name: "Beef", slug: "beef" },
      { name: "Pork", slug: "pork" },
    ]);
    expect(data.items[0]!.category).toBe(data.categories[0]);
    expect(data.items[1]!.category).toBe(data.categories[1]);
  });

  it("the home page and a post: JSON-LD for the document only", async () => {
    const home = context();
    const homeData = await loadHomeRoute(home, "es");
    expect(JSON.stringify(homeData)).not.toMatch(SCHEMA_ORG);
    expect(documentJsonLd(home)).toEqual([expect.objectContaining({ "@type": "Restaurant", inLanguage: "es" })]);

    await createBlogPost(harness().ctx.db, { title: "Five Tips", slug: "five-tips", content: "Salt **early**." });
    const post = context();
    const postData = await loadBlogPost(post, "five-tips", "en");
    expect(JSON.stringify(postData)).not.toMatch(SCHEMA_ORG);
    expect(postData).toEqual({ post: expect.objectContaining({ title: "Five Tips" }) });
    expect(documentJsonLd(post)).toEqual([expect.objectContaining({ "@type": "BlogPosting", headline: "Five Tips" })]);

    // A missing post has none.
    const missing = context();
    await loadBlogPost(missing, "missing", "en");
    expect(documentJsonLd(missing)).toEqual([]);
  });
});
