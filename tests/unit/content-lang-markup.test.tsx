import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { MenuItemDto } from "@shared/menu/menu";
import { NO_SCHEDULE } from "@shared/ordering/ordering";
import { blogTexts } from "@shared/texts/es/blog";
import { menuTexts } from "@shared/texts/es/menu";
import { menuPageTexts } from "@shared/texts/es/menu-page";
import { BlogCard } from "~/features/blog/blog-card";
import { BlogPostPage } from "~/features/blog/blog-post-page";
import { CategoryPills } from "~/features/menu/category-pills";
import { MenuItemCard } from "~/features/menu/menu-item-card";
import { withTexts } from "~/lib/texts";

/**
 * Two languages (ADR 0015), WCAG 3.1.2 (language of parts): on a Spanish page, the shop's content not translated
 * yet is English and says so with `lang="en"` on the element that holds it, and only there.
 */

/** Renders `node` as the Spanish menu page would, inside a router whose route brings the Spanish words. */
async function renderOnSpanishPage(node: ReactNode): Promise<string> {
  const routes = [{ path: "/es/menu", handle: withTexts({ menuTexts, menuPageTexts, blogTexts }), Component: () => node }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://shop.test/es/menu"));
  if (context instanceof Response) throw new Error("unexpected response");
  return renderToStaticMarkup(
    createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, context), context, hydrate: false }),
  );
}

/** The element (its opening tag) whose text is exactly `text`, or the tag holding it. */
const tagAround = (html: string, text: string) => {
  const at = html.indexOf(`>${text}<`);
  if (at === -1) throw new Error(`"${text}" not found in ${html}`);
  return html.slice(html.lastIndexOf("<", at), at + 1);
};

const item: MenuItemDto = {
  id: "0b5f3c1e-6f0e-4a59-9d0e-1d9f1c2a3b4c",
  name: "Carnitas",
  description: "Pork slow-cooked in a copper cazo.",
  descriptionLang: "en",
  priceCents: 1599,
  priceUnit: "lb",
  quantityMin: 0.5,
  quantityStep: 0.5,
  pricedByWeight: false,
  optionGroups: [
    {
      id: "g-style",
      name: "Estilo",
      selection: "single",
      isRequired: true,
      minPicks: 1,
      maxPicks: 1,
      options: [
        { id: "o-maciza", name: "Maciza", priceDeltaCents: 0, isDefault: true },
        { id: "o-half", name: "Half and half", lang: "en", priceDeltaCents: -100, isDefault: false },
      ],
    },
    {
      id: "g-extras",
      name: "Extras",
      lang: "en",
      selection: "multiple",
      isRequired: false,
      minPicks: 0,
      maxPicks: 1,
      options: [{ id: "o-salsa", name: "Salsa verde", priceDeltaCents: 50, isDefault: false }],
    },
  ],
  schedule: NO_SCHEDULE,
  priceId: null,
  imageUrl: "/images/menu/carnitas-640w.webp",
  isAvailable: true,
  isFeatured: false,
  isArchived: false,
  category: { id: "c1", name: "Sides & Drinks", slug: "sides-drinks", lang: "en" },
};

describe("English content on a Spanish page carries lang='en'", () => {
  it("marks a menu card's untranslated description, category, group and choice, and nothing translated", async () => {
    const html = await renderOnSpanishPage(<MenuItemCard item={item} />);
    expect(tagAround(html, "Pork slow-cooked in a copper cazo.")).toMatch(/^<p lang="en"/);
    expect(tagAround(html, "Sides &amp; Drinks")).toMatch(/^<p lang="en"/);
    expect(tagAround(html, "Extras")).toBe('<span lang="en">');
    expect(tagAround(html, "Half and half")).toBe('<span lang="en">');
    // Translated texts are the page's language: no attribute, and no wrapper.
    expect(tagAround(html, "Carnitas")).toMatch(/^<h3 id="item-[^"]+" class=/);
    expect(html).toMatch(/<legend[^>]*>Estilo<\/legend>/);
    expect(html).not.toMatch(/<span lang="en">(Maciza|Estilo|Salsa verde)</);
    expect(html).toMatch(/<img [^>]*alt="Carnitas"/);
    expect(html).not.toMatch(/<img [^>]*lang=/);
    expect(html.match(/lang="en"/g)).toHaveLength(4);
  });

  it("marks the name and its picture of an untranslated dish", async () => {
    const html = await renderOnSpanishPage(<MenuItemCard item={{ ...item, name: "Horchata", lang: "en" }} />);
    expect(tagAround(html, "Horchata")).toMatch(/^<h3 id="item-[^"]+" lang="en"/);
    expect(html).toMatch(/<img [^>]*alt="Horchata" lang="en"/);
  });

  it("an English card (no lang anywhere) renders as before, with no lang attribute", async () => {
    const english: MenuItemDto = {
      ...item,
      descriptionLang: undefined,
      category: { id: "c1", name: "Carnitas", slug: "carnitas" },
      optionGroups: [{ ...item.optionGroups[0]!, options: [item.optionGroups[0]!.options[0]!] }],
    };
    const html = await renderOnSpanishPage(<MenuItemCard item={english} />);
    expect(html).not.toContain("lang=");
  });

  it("marks an untranslated category pill", async () => {
    const html = await renderOnSpanishPage(
      <CategoryPills
        categories={[
          { name: "Res", slug: "beef" },
          { name: "Sides & Drinks", slug: "sides-drinks", lang: "en" },
        ]}
        active={null}
      />,
    );
    expect(tagAround(html, "Sides &amp; Drinks")).toMatch(/^<a [^>]*lang="en"/);
    expect(tagAround(html, "Res")).not.toContain("lang=");
    expect(tagAround(html, "Todo")).not.toContain("lang=");
  });

  it("marks a blog card's English title and excerpt, and a post's English title and body", async () => {
    const card = await renderOnSpanishPage(
      <BlogCard
        post={{
          id: "p1",
          title: "New Post",
          lang: "en",
          slug: "new-post",
          imageUrl: null,
          publishedAt: null,
          excerpt: "Not translated yet....",
          excerptLang: "en",
          publishedLabel: null,
        }}
        eager
      />,
    );
    expect(card).toMatch(/<h2 id="post-p1" lang="en"/);
    expect(tagAround(card, "Not translated yet....")).toMatch(/^<p lang="en"/);

    const post = await renderOnSpanishPage(
      <BlogPostPage
        post={{
          id: "p1",
          title: "Cinco consejos",
          slug: "five-tips",
          imageUrl: null,
          publishedAt: null,
          publishedLabel: null,
          authorName: null,
          html: "<p>Salt early.</p>",
          contentLang: "en",
          description: "Salt early.",
        }}
      />,
    );
    expect(tagAround(post, "Cinco consejos")).toMatch(/^<h1 class=/);
    expect(post).toMatch(/<div lang="en" class="markdown[^"]*"><p>Salt early.<\/p><\/div>/);
  });
});
