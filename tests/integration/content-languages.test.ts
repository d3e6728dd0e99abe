import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { expect, it } from "vitest";
import type { AdminBlogPostDto, AdminBlogPostSummaryDto, BlogPostDto, BlogPostSummaryDto } from "@shared/blog/blog";
import type { AdminItemsResponse, CategoryDto, ItemOptionGroupDto, MenuItemDto, SaveItemResponse } from "@shared/menu/menu";
import { createApp } from "@server/app";
import { createAuthor, createBlogPost, createCategory } from "@server/db/factories";
import { blogPosts } from "@server/db/schema/blog";
import { categories, items } from "@server/db/schema/menu";
import { seedDemoDataOnce } from "@server/db/seed/seed";
import { JsonCache } from "@server/lib/cached-json";
import { loadBlogList, loadBlogPost } from "~/features/blog/blog.server";
import { loadHomePage } from "~/features/home/home.server";
import { loadMenuPage } from "~/features/menu/menu.server";
import { loadShop } from "~/lib/shop.server";
import { adminItemInput, errorOf, expectFieldError } from "../setup/admin-helpers";
import { DEFAULT_ADMIN, signedInAdmin } from "../setup/admins";
import { describeEachDatabase, type TestHarness } from "../setup/test-app";
import { seedMenu } from "../setup/menu";

/**
 * Two languages (ADR 0015), content in both languages: the shop's categories, items, choices and posts are read
 * in the language asked for (`?lang=es`), each text in Spanish when the admin wrote it and in
 * English, marked `lang: "en"`, while it is missing; English answers are exactly as before.
 */

/** The keys of a public menu item before the Spanish edition (ADR 0015): an English answer has these and no others. */
const ENGLISH_ITEM_KEYS = [
  "id",
  "name",
  "description",
  "priceCents",
  "priceUnit",
  "quantityMin",
  "quantityStep",
  "pricedByWeight",
  "optionGroups",
  "priceId",
  "imageUrl",
  "isAvailable",
  "isFeatured",
  "isArchived",
  "category",
  "schedule",
];

const STYLE: ItemOptionGroupDto = {
  id: "00000000-0000-4000-8000-000000000031",
  name: "Style",
  nameEs: "Estilo",
  selection: "single",
  isRequired: true,
  minPicks: 1,
  maxPicks: 1,
  options: [
    { id: "00000000-0000-4000-8000-000000000032", name: "Maciza", nameEs: "Maciza", priceDeltaCents: 0, isDefault: true },
    {
      id: "00000000-0000-4000-8000-000000000033",
      name: "Mixed, with skin and buche",
      nameEs: "Surtida",
      priceDeltaCents: -200,
      isDefault: false,
    },
    // Added after the translation: not in Spanish yet.
    { id: "00000000-0000-4000-8000-000000000034", name: "Half and half", priceDeltaCents: -100, isDefault: false },
  ],
};

/** Four categories, three of them with items, in English and partly in Spanish. */
const MENU = {
  categories: {
    carnitas: { name: "Carnitas", nameEs: "Carnitas", slug: "carnitas" },
    beef: { name: "Beef", nameEs: "Res", slug: "beef" },
    // Spanish sorts 'Órganos' among the o's, where a byte order would put it last.
    offal: { name: "Offal", nameEs: "Órganos", slug: "offal" },
    sides: { name: "Sides & Drinks", slug: "sides-drinks" },
  },
  items: {
    carnitas: {
      category: "carnitas",
      name: "Carnitas",
      nameEs: "Carnitas",
      description: "Pork slow-cooked in a copper cazo.",
      descriptionEs: "Puerco cocido despacio en cazo de cobre.",
      optionGroups: [STYLE],
      isFeatured: true,
    },
    groundBeef: {
      category: "beef",
      name: "Ground Beef",
      nameEs: "Carne molida",
      description: "Ground fresh every morning.",
      isFeatured: true,
    },
    diezmillo: { category: "beef", name: "Diezmillo", nameEs: "Diezmillo", description: null },
    horchata: { category: "sides", name: "Horchata", description: "Rice and cinnamon agua fresca.", isFeatured: true },
  },
};

const menu = async (h: TestHarness, query = "") =>
  ((await (await h.request(`/api/menu${query}`)).json()) as { items: MenuItemDto[] }).items;

describeEachDatabase("content in two languages: the public menu", (harness) => {
  it("answers ?lang=es in Spanish, each text not translated yet in English marked lang 'en'", async () => {
    await seedMenu(harness(), MENU);
    const res = await harness().request("/api/menu?lang=es");
    expect(res.status).toBe(200);
    const list = ((await res.json()) as { items: MenuItemDto[] }).items;
    // Ordered by the names shown: Carnitas, Res, Sides & Drinks; in Res, Carne molida before Diezmillo.
    expect(
      list.map((item) => [item.category.name, item.category.lang, item.name, item.lang, item.description, item.descriptionLang]),
    ).toEqual([
      ["Carnitas", undefined, "Carnitas", undefined, "Puerco cocido despacio en cazo de cobre.", undefined],
      ["Res", undefined, "Carne molida", undefined, "Ground fresh every morning.", "en"],
      ["Res", undefined, "Diezmillo", undefined, null, undefined],
      ["Sides & Drinks", "en", "Horchata", "en", "Rice and cinnamon agua fresca.", "en"],
    ]);
    const [group] = list[0]!.optionGroups;
    expect(group).toEqual({
      id: STYLE.id,
      name: "Estilo",
      selection: "single",
      isRequired: true,
      minPicks: 1,
      maxPicks: 1,
      options: [
        { id: STYLE.options[0]!.id, name: "Maciza", priceDeltaCents: 0, isDefault: true },
        { id: STYLE.options[1]!.id, name: "Surtida", priceDeltaCents: -200, isDefault: false },
        { id: STYLE.options[2]!.id, name: "Half and half", lang: "en", priceDeltaCents: -100, isDefault: false },
      ],
    });
    // The admin's Spanish fields are the admin's: the public answer has the text, not the columns.
    expect(JSON.stringify(list)).not.toMatch(/nameEs|descriptionEs/);
  });

  it("keeps the English answers as they were: no Spanish, no lang, the same bytes with or without ?lang=en", async () => {
    await seedMenu(harness(), MENU);
    const plain = await harness().request("/api/menu");
    const text = await plain.text();
    expect(text).not.toMatch(/nameEs|descriptionEs|"lang"|descriptionLang|Estilo|Puerco|Res"/);
    const list = (JSON.parse(text) as { items: MenuItemDto[] }).items;
    expect(list.map((item) => item.name)).toEqual(["Diezmillo", "Ground Beef", "Carnitas", "Horchata"]);
    for (const item of list) {
      expect(Object.keys(item)).toEqual(ENGLISH_ITEM_KEYS);
      expect(Object.keys(item.category)).toEqual(["id", "name", "slug"]);
    }
    expect(list.find((item) => item.name === "Carnitas")!.optionGroups[0]!.options.map((option) => option.name)).toEqual([
      "Maciza",
      "Mixed, with skin and buche",
      "Half and half",
    ]);
    const explicit = await harness().request("/api/menu?lang=en");
    expect(await explicit.text()).toBe(text);
    expect(explicit.headers.get("etag")).toBe(plain.headers.get("etag"));
  });

  it("gives the categories and the featured items in Spanish too, ordered as a Spanish reader orders names", async () => {
    await seedMenu(harness(), MENU);
    const categories = async (query: string) =>
      ((await (await harness().request(`/api/categories${query}`)).json()) as { categories: CategoryDto[] }).categories;
    expect(await categories("")).toEqual([
      { id: expect.any(String), name: "Beef", slug: "beef" },
      { id: expect.any(String), name: "Carnitas", slug: "carnitas" },
      { id: expect.any(String), name: "Offal", slug: "offal" },
      { id: expect.any(String), name: "Sides & Drinks", slug: "sides-drinks" },
    ]);
    expect(await categories("?lang=es")).toEqual([
      { id: expect.any(String), name: "Carnitas", slug: "carnitas" },
      { id: expect.any(String), name: "Órganos", slug: "offal" },
      { id: expect.any(String), name: "Res", slug: "beef" },
      { id: expect.any(String), name: "Sides & Drinks", slug: "sides-drinks", lang: "en" },
    ]);
    const featured = async (query: string) =>
      ((await (await harness().request(`/api/menu/featured${query}`)).json()) as { items: MenuItemDto[] }).items.map((item) => item.name);
    expect(await featured("")).toEqual(["Carnitas", "Ground Beef", "Horchata"]);
    // The same three dishes in both languages.
    expect(await featured("?lang=es")).toEqual(["Carne molida", "Carnitas", "Horchata"]);
    const carnitasOnly = await menu(harness(), "?category=carnitas&lang=es");
    expect(carnitasOnly.map((item) => item.optionGroups[0]?.name)).toEqual(["Estilo"]);
  });

  it.each([["/api/menu?lang=fr"], ["/api/menu?lang=ES"], ["/api/categories?lang="], ["/api/menu/featured?lang=es&lang=en"]])(
    "refuses %s with a 400 naming the languages",
    async (path) => {
      const res = await harness().request(path);
      expect(res.status).toBe(400);
      const error = await errorOf(res);
      expect(error.code).toBe("validation_failed");
    },
  );

  it("caches each language apart, with its own ETag, and drops both when the menu changes in the database", async () => {
    const { sides } = (await seedMenu(harness(), MENU)).categories;
    const english = await harness().request("/api/menu");
    const spanish = await harness().request("/api/menu?lang=es");
    const [englishTag, spanishTag] = [english.headers.get("etag")!, spanish.headers.get("etag")!];
    expect(englishTag).not.toBe(spanishTag);
    expect((await harness().request("/api/menu?lang=es", { headers: { "If-None-Match": spanishTag } })).status).toBe(304);
    expect((await harness().request("/api/menu?lang=es", { headers: { "If-None-Match": englishTag } })).status).toBe(200);

    // Another instance (or a script) translates the horchata: the notification drops both languages.
    await harness().ctx.db.update(items).set({ nameEs: "Horchata de arroz" }).where(eq(items.categoryId, sides.id));
    await expect
      .poll(async () => (await menu(harness(), "?lang=es")).find((item) => item.category.slug === "sides-drinks")?.name, { timeout: 5_000 })
      .toBe("Horchata de arroz");
    expect((await menu(harness())).find((item) => item.category.slug === "sides-drinks")?.name).toBe("Horchata");
  });

  it("an admin's write refreshes the Spanish answers at once, without waiting for the database's notification", async () => {
    const h = harness();
    const { sides } = (await seedMenu(h, MENU)).categories;
    // An instance whose cache hears no NOTIFY: only the write's own invalidation can refresh it.
    const deaf = { ...h, app: createApp({ ...h.ctx, menuCache: new JsonCache(60 * 60_000) }) };
    const { client: admin } = await signedInAdmin(deaf, DEFAULT_ADMIN);
    const spanishNames = async (query = "?lang=es") =>
      ((await (await deaf.app.request(`/api/menu${query}`)).json()) as { items: MenuItemDto[] }).items.map((item) => item.name);
    const featured = async () =>
      ((await (await deaf.app.request("/api/menu/featured?lang=es")).json()) as { items: MenuItemDto[] }).items.map((item) => item.name);
    expect(await spanishNames()).toContain("Horchata");
    expect(await featured()).toContain("Horchata");
    const [horchata] = await h.ctx.db.select({ id: items.id }).from(items).where(eq(items.categoryId, sides.id));
    const res = await admin.request(`/api/admin/items/${horchata!.id}`, {
      method: "PUT",
      json: adminItemInput(sides.id, {
        name: "Horchata",
        price: "4.50",
        priceUnit: "each",
        isFeatured: true,
        nameEs: "Horchata de la casa",
        descriptionEs: "Agua fresca de arroz y canela.",
      }),
    });
    expect(res.status).toBe(200);
    expect(await spanishNames()).toContain("Horchata de la casa");
    expect(await featured()).toContain("Horchata de la casa");
    expect(await spanishNames("?category=sides-drinks&lang=es")).toEqual(["Horchata de la casa"]);
    expect(await spanishNames("")).toContain("Horchata");
  });

  it("the cart's check gives the names in the cart's language", async () => {
    await seedMenu(harness(), MENU);
    const carnitas = (await menu(harness())).find((item) => item.name === "Carnitas")!;
    const check = async (lang?: string) => {
      const res = await harness().request("/api/cart/check", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ itemIds: [carnitas.id], ...(lang ? { lang } : {}) }),
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { items: { name: string; category: string; optionGroups: ItemOptionGroupDto[] }[] }).items[0]!;
    };
    const english = await check();
    expect(english.optionGroups[0]).toEqual(stripSpanish(STYLE));
    const spanish = await check("es");
    expect(spanish.optionGroups[0]!.name).toBe("Estilo");
    expect(spanish.optionGroups[0]!.options.map((option) => [option.name, option.lang])).toEqual([
      ["Maciza", undefined],
      ["Surtida", undefined],
      ["Half and half", "en"],
    ]);
  });
});

/** A stored group as English answers show it: no Spanish. */
function stripSpanish({ nameEs: _group, ...group }: ItemOptionGroupDto): ItemOptionGroupDto {
  return { ...group, options: group.options.map(({ nameEs: _option, ...option }) => option) };
}

describeEachDatabase("content in two languages: the admin's menu", (harness) => {
  const CUT = {
    name: "Cut",
    nameEs: "Corte",
    selection: "single",
    isRequired: true,
    options: [
      { name: "Thin for asada", nameEs: "Delgado para asada", priceDelta: "0" },
      { name: "Regular", nameEs: "", priceDelta: "0", isDefault: true },
    ],
  };

  async function setup() {
    const h = harness();
    const { client: admin } = await signedInAdmin(h, DEFAULT_ADMIN);
    const beef = await createCategory(h.ctx.db, { name: "Beef", nameEs: "Res", slug: "beef" });
    await createCategory(h.ctx.db, { name: "Offal", slug: "offal" });
    return { h, admin, beef };
  }

  const arrachera = (categoryId: string, overrides: Record<string, unknown> = {}) =>
    adminItemInput(categoryId, {
      name: "Arrachera",
      description: "Skirt steak for the grill.",
      nameEs: "Arrachera",
      descriptionEs: "  Arrachera para el asador.  ",
      optionGroups: [CUT],
      ...overrides,
    });

  it("saves and returns the Spanish beside the English: name, description, choice groups and choices", async () => {
    const { h, admin, beef } = await setup();
    const res = await admin.post("/api/admin/items", arrachera(beef.id));
    expect(res.status).toBe(201);
    const { item } = (await res.json()) as SaveItemResponse;
    expect(item).toMatchObject({ name: "Arrachera", nameEs: "Arrachera", descriptionEs: "Arrachera para el asador." });
    expect(item.optionGroups[0]).toMatchObject({
      name: "Cut",
      nameEs: "Corte",
      options: [{ name: "Thin for asada", nameEs: "Delgado para asada" }, { name: "Regular" }],
    });
    // A blank Spanish is a missing one: not stored.
    expect(item.optionGroups[0]!.options[1]).not.toHaveProperty("nameEs");
    // The admin's category is the English one; the categories come with their Spanish.
    expect(Object.keys(item.category)).toEqual(["id", "name", "slug"]);

    const list = (await (await admin.request("/api/admin/items")).json()) as AdminItemsResponse;
    expect(list.items[0]).toMatchObject({ nameEs: "Arrachera", descriptionEs: "Arrachera para el asador." });
    expect(list.categories).toEqual([
      { id: beef.id, name: "Beef", nameEs: "Res", slug: "beef" },
      { id: expect.any(String), name: "Offal", nameEs: null, slug: "offal" },
    ]);
    const categories = (await (await admin.request("/api/admin/categories")).json()) as { categories: unknown[] };
    expect(categories.categories).toEqual(list.categories);

    const spanish = (await (await h.request("/api/menu?lang=es")).json()) as { items: MenuItemDto[] };
    expect(spanish.items[0]).toMatchObject({ name: "Arrachera", description: "Arrachera para el asador.", category: { name: "Res" } });
    expect(spanish.items[0]!.optionGroups[0]!.options.map((option) => [option.name, option.lang])).toEqual([
      ["Delgado para asada", undefined],
      ["Regular", "en"],
    ]);
  });

  it("keeps the Spanish when a client leaves it out, and clears it with '' or null", async () => {
    const { admin, beef } = await setup();
    const { item } = (await (await admin.post("/api/admin/items", arrachera(beef.id))).json()) as SaveItemResponse;
    const put = async (input: Record<string, unknown>) => {
      const res = await admin.request(`/api/admin/items/${item.id}`, { method: "PUT", json: input });
      expect(res.status).toBe(200);
      return ((await res.json()) as SaveItemResponse).item;
    };
    const [group] = item.optionGroups;
    // An older client: no Spanish fields anywhere, the choices sent back by id.
    const kept = await put(
      adminItemInput(beef.id, {
        name: "Arrachera",
        price: "16.99",
        optionGroups: [
          {
            id: group!.id,
            name: "Cut",
            selection: "single",
            isRequired: true,
            options: group!.options.map((option) => ({ id: option.id, name: option.name, priceDelta: "0", isDefault: option.isDefault })),
          },
        ],
      }),
    );
    expect(kept).toMatchObject({ priceCents: 1699, nameEs: "Arrachera", descriptionEs: "Arrachera para el asador." });
    expect(kept.optionGroups[0]).toMatchObject({ nameEs: "Corte", options: [{ nameEs: "Delgado para asada" }, { name: "Regular" }] });

    const cleared = await put(arrachera(beef.id, { nameEs: "", descriptionEs: null, optionGroups: [{ ...CUT, nameEs: null }] }));
    expect(cleared).toMatchObject({ nameEs: null, descriptionEs: null });
    expect(cleared.optionGroups[0]).not.toHaveProperty("nameEs");
  });

  it("names a category in Spanish, shown at once on the Spanish menu; '' takes it back to the English", async () => {
    const { h, admin, beef } = await setup();
    // A deaf instance: the write's own invalidation must refresh the Spanish answers.
    const deaf = { ...h, app: createApp({ ...h.ctx, menuCache: new JsonCache(60 * 60_000) }) };
    const { client: deafAdmin } = await signedInAdmin(deaf, DEFAULT_ADMIN);
    const offal = (await (await admin.request("/api/admin/categories")).json()) as { categories: { id: string; name: string }[] };
    const offalId = offal.categories.find((category) => category.name === "Offal")!.id;
    const spanish = async () =>
      ((await (await deaf.app.request("/api/categories?lang=es")).json()) as { categories: CategoryDto[] }).categories.map((c) => [
        c.name,
        c.lang,
      ]);
    expect(await spanish()).toEqual([
      ["Offal", "en"],
      ["Res", undefined],
    ]);
    const res = await deafAdmin.request(`/api/admin/categories/${offalId}`, { method: "PUT", json: { nameEs: "  Órganos " } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ category: { id: offalId, name: "Offal", nameEs: "Órganos", slug: "offal" } });
    expect(await spanish()).toEqual([
      ["Órganos", undefined],
      ["Res", undefined],
    ]);
    const cleared = await deafAdmin.request(`/api/admin/categories/${beef.id}`, { method: "PUT", json: { nameEs: "" } });
    expect(((await cleared.json()) as { category: { nameEs: string | null } }).category.nameEs).toBeNull();
    expect(await spanish()).toEqual([
      ["Beef", "en"],
      ["Órganos", undefined],
    ]);
    await expectFieldError(
      await admin.request(`/api/admin/categories/${beef.id}`, { method: "PUT", json: { nameEs: "x".repeat(81) } }),
      "nameEs",
      "Keep it under 80 characters",
    );
    const missing = await admin.request("/api/admin/categories/7f1c4a4e-1111-4222-8333-944444444444", {
      method: "PUT",
      json: { nameEs: "x" },
    });
    expect(missing.status).toBe(404);
    // Only the admin names categories.
    const anonymous = await h.request(`/api/admin/categories/${beef.id}`, {
      method: "PUT",
      headers: { "Content-Type": "application/json", Origin: new URL(h.ctx.config.publicUrl).origin },
      body: JSON.stringify({ nameEs: "Carne" }),
    });
    expect(anonymous.status).toBe(401);
  });

  it.each([
    [{ nameEs: "x".repeat(121) }, "nameEs", "Keep the name under 120 characters"],
    [{ descriptionEs: "x".repeat(1001) }, "descriptionEs", "Keep the description under 1000 characters"],
    [{ nameEs: 42 }, "nameEs", "Keep the name under 120 characters"],
    [{ optionGroups: [{ ...CUT, nameEs: "x".repeat(81) }] }, "optionGroups.0.nameEs", "Keep it under 80 characters"],
    [
      { optionGroups: [{ ...CUT, options: [CUT.options[0], { ...CUT.options[1], nameEs: "delgado para asada" }] }] },
      "optionGroups.0.options.1.nameEs",
      expect.any(String),
    ],
  ])("refuses %o as the English would be refused (%s)", async (overrides, field, message) => {
    const { admin, beef } = await setup();
    await expectFieldError(await admin.post("/api/admin/items", arrachera(beef.id, overrides)), field, message);
  });
});

describeEachDatabase("content in two languages: the blog", (harness) => {
  async function seedBlog() {
    const { db } = harness().ctx;
    const author = await createAuthor(db, { fullName: "Rosa Hernández" });
    await createBlogPost(db, {
      title: "Our Story",
      titleEs: "Nuestra historia",
      slug: "our-story",
      content: "Fifteen years behind the **counter**.",
      contentEs: "Quince años detrás del **mostrador**.",
      publishedAt: new Date("2025-01-05T18:00:00Z"),
      authorId: author.id,
    });
    await createBlogPost(db, {
      title: "Five Tips",
      titleEs: "Cinco consejos",
      slug: "five-tips",
      content: "Salt early.",
      publishedAt: new Date("2025-04-18T17:00:00Z"),
    });
    await createBlogPost(db, {
      title: "New Post",
      slug: "new-post",
      content: "Not translated yet.",
      publishedAt: new Date("2025-06-03T15:30:00Z"),
    });
  }

  it("lists the posts in Spanish, title and excerpt each in English, marked, while its Spanish is missing", async () => {
    await seedBlog();
    const res = await harness().request("/api/blog/posts?lang=es");
    expect(res.status).toBe(200);
    const { posts } = (await res.json()) as { posts: BlogPostSummaryDto[] };
    expect(posts.map((post) => [post.slug, post.title, post.lang, post.excerpt, post.excerptLang])).toEqual([
      ["new-post", "New Post", "en", "Not translated yet....", "en"],
      ["five-tips", "Cinco consejos", undefined, "Salt early....", "en"],
      ["our-story", "Nuestra historia", undefined, "Quince años detrás del mostrador....", undefined],
    ]);
    const english = await (await harness().request("/api/blog/posts")).text();
    expect(english).not.toMatch(/Nuestra|Quince|"lang"|excerptLang|titleEs|contentEs/);
    expect((JSON.parse(english) as { posts: BlogPostSummaryDto[] }).posts.map((post) => post.title)).toEqual([
      "New Post",
      "Five Tips",
      "Our Story",
    ]);
  });

  it("gives one post in Spanish by the same slug, with the English text marked while it is missing", async () => {
    await seedBlog();
    const post = async (path: string) => ((await (await harness().request(path)).json()) as { post: BlogPostDto }).post;
    expect(await post("/api/blog/posts/our-story?lang=es")).toEqual({
      id: expect.any(String),
      title: "Nuestra historia",
      slug: "our-story",
      content: "Quince años detrás del **mostrador**.",
      imageUrl: null,
      publishedAt: "2025-01-05T18:00:00.000Z",
      author: { fullName: "Rosa Hernández" },
    });
    expect(await post("/api/blog/posts/five-tips?lang=es")).toMatchObject({
      title: "Cinco consejos",
      content: "Salt early.",
      contentLang: "en",
    });
    expect(await post("/api/blog/posts/new-post?lang=es")).toMatchObject({ title: "New Post", lang: "en", contentLang: "en" });
    const english = await post("/api/blog/posts/our-story");
    expect(Object.keys(english)).toEqual(["id", "title", "slug", "content", "imageUrl", "publishedAt", "author"]);
    expect(english).toMatchObject({ title: "Our Story", content: "Fifteen years behind the **counter**." });
    expect((await harness().request("/api/blog/posts/our-story?lang=fr")).status).toBe(400);
  });

  it("the admin writes both languages; the list says which posts miss their Spanish; left out, the Spanish is kept", async () => {
    const { client: admin } = await signedInAdmin(harness(), DEFAULT_ADMIN);
    const create = await admin.post("/api/admin/blog/posts", {
      title: "Birria Weekends",
      content: "Birria every **Saturday**.",
      titleEs: "Fines de semana de birria",
      contentEs: "Birria todos los **sábados**.",
      isPublished: true,
    });
    expect(create.status).toBe(201);
    const { post } = (await create.json()) as { post: AdminBlogPostDto };
    expect(post).toMatchObject({
      slug: "birria-weekends",
      titleEs: "Fines de semana de birria",
      contentEs: "Birria todos los **sábados**.",
    });
    await admin.post("/api/admin/blog/posts", { title: "Untranslated", content: "Only English." });

    const list = async () =>
      ((await (await admin.request("/api/admin/blog/posts")).json()) as { posts: AdminBlogPostSummaryDto[] }).posts.map((p) => [
        p.title,
        p.titleEs,
        p.hasContentEs,
      ]);
    expect(await list()).toEqual([
      ["Untranslated", null, false],
      ["Birria Weekends", "Fines de semana de birria", true],
    ]);

    const put = async (input: Record<string, unknown>) => {
      const res = await admin.request(`/api/admin/blog/posts/${post.id}`, { method: "PUT", json: input });
      expect(res.status).toBe(200);
      return ((await res.json()) as { post: AdminBlogPostDto }).post;
    };
    expect(await put({ title: "Birria Weekends", content: "Birria every Saturday and Sunday.", isPublished: true })).toMatchObject({
      titleEs: "Fines de semana de birria",
      contentEs: "Birria todos los **sábados**.",
    });
    const spanish = ((await (await harness().request("/api/blog/posts/birria-weekends?lang=es")).json()) as { post: BlogPostDto }).post;
    expect(spanish).toMatchObject({ title: "Fines de semana de birria", content: "Birria todos los **sábados**." });
    expect(await put({ title: "Birria Weekends", content: "Birria.", contentEs: "  ", isPublished: true })).toMatchObject({
      titleEs: "Fines de semana de birria",
      contentEs: null,
    });
    expect(await list()).toEqual([
      ["Untranslated", null, false],
      ["Birria Weekends", "Fines de semana de birria", false],
    ]);

    const tooLong = await admin.post("/api/admin/blog/posts", { title: "Long", content: "x", titleEs: "x".repeat(201) });
    await expectFieldError(tooLong, "titleEs", "Keep the title under 200 characters");
  });
});

describeEachDatabase(
  "content in two languages: the shop's tagline",
  (harness) => {
    it("is the configured Spanish on Spanish pages, the English elsewhere", async () => {
      const context = { app: harness().ctx } as unknown as AppLoadContext;
      const english = await loadShop(context, "en");
      expect(english.tagline).toBe("Meat since 1990");
      expect(english).not.toHaveProperty("taglineLang");
      const spanish = await loadShop(context, "es");
      expect(spanish.tagline).toBe("Carne desde 1990");
      expect(spanish).not.toHaveProperty("taglineLang");
    });
  },
  { env: { SHOP_TAGLINE: "Meat since 1990", SHOP_TAGLINE_ES: "Carne desde 1990" } },
);

describeEachDatabase(
  "content in two languages: a tagline without its Spanish",
  (harness) => {
    it("shows the English on Spanish pages, marked as English", async () => {
      const spanish = await loadShop({ app: harness().ctx } as unknown as AppLoadContext, "es");
      expect(spanish).toMatchObject({ tagline: "Meat since 1990", taglineLang: "en" });
    });
  },
  { env: { SHOP_TAGLINE: "Meat since 1990" } },
);

describeEachDatabase("content in two languages: the demo shop", (harness) => {
  it("has every category, dish, choice and post in Spanish, so nothing on its Spanish pages falls back", async () => {
    const { ctx } = harness();
    expect(await seedDemoDataOnce(ctx.db, ctx.config.shop)).toBe(true);
    const stored = await ctx.db
      .select({ name: items.name, nameEs: items.nameEs, descriptionEs: items.descriptionEs, groups: items.optionGroups })
      .from(items);
    expect(stored.length).toBeGreaterThan(20);
    for (const item of stored) {
      expect(item.nameEs, item.name).toBeTruthy();
      expect(item.descriptionEs, item.name).toBeTruthy();
      for (const group of item.groups) {
        expect(group.nameEs, `${item.name}: ${group.name}`).toBeTruthy();
        for (const option of group.options) expect(option.nameEs, `${item.name}: ${option.name}`).toBeTruthy();
      }
    }
    expect((await ctx.db.select({ nameEs: categories.nameEs }).from(categories)).every((category) => category.nameEs)).toBe(true);
    const posts = await ctx.db.select({ titleEs: blogPosts.titleEs, contentEs: blogPosts.contentEs }).from(blogPosts);
    expect(posts.length).toBeGreaterThan(3);
    expect(posts.every((post) => post.titleEs && post.contentEs)).toBe(true);

    const menuText = await (await harness().request("/api/menu?lang=es")).text();
    expect(menuText).not.toMatch(/"(lang|descriptionLang)"/);
    // The food words stay as they are.
    expect(menuText).toMatch(/maciza[\s\S]*surtida[\s\S]*cuero[\s\S]*buche/i);
    const names = (JSON.parse(menuText) as { items: MenuItemDto[] }).items.map((item) => item.name);
    expect(names).toEqual(
      expect.arrayContaining(["Carnitas", "Chicharrón", "Arrachera", "Barbacoa de res", "Paquete familiar de carnitas"]),
    );
    const blogText = await (await harness().request("/api/blog/posts?lang=es")).text();
    expect(blogText).not.toMatch(/"(lang|excerptLang)"/);
    expect(blogText).toContain("Nuestras carnitas fueron elegidas las mejores de la ciudad");
    const award = (await (await harness().request(`/api/blog/posts/${ctx.config.shop.award.postSlug}?lang=es`)).json()) as {
      post: BlogPostDto;
    };
    expect(award.post.content).toContain(`**${ctx.config.shop.name}**`);
    expect(award.post.content).toContain(`(${ctx.config.shop.award.articleUrl})`);
  });
});

describeEachDatabase("content in two languages: the pages' loaders", (harness) => {
  const context = () => ({ app: harness().ctx }) as unknown as AppLoadContext;

  it("the menu and the home page load in the page's language; English stays the default", async () => {
    await seedMenu(harness(), MENU);
    const spanish = await loadMenuPage(context(), new URL("http://shop.test/es/menu?category=beef"), "es");
    expect(spanish.categories.map((category) => [category.name, category.lang])).toEqual([
      ["Carnitas", undefined],
      ["Órganos", undefined],
      ["Res", undefined],
      ["Sides & Drinks", "en"],
    ]);
    expect(spanish.items.map((item) => [item.name, item.descriptionLang])).toEqual([
      ["Carne molida", "en"],
      ["Diezmillo", undefined],
    ]);
    const english = await loadMenuPage(context(), new URL("http://shop.test/menu?category=beef"), "en");
    expect(english.items.map((item) => item.name)).toEqual(["Diezmillo", "Ground Beef"]);

    expect((await loadHomePage(context(), "es")).featured.map((item) => [item.name, item.lang])).toEqual([
      ["Carne molida", undefined],
      ["Carnitas", undefined],
      ["Horchata", "en"],
    ]);
    expect((await loadHomePage(context())).featured.map((item) => item.name)).toEqual(["Carnitas", "Ground Beef", "Horchata"]);
  });

  it("the blog's list and post load in the page's language, dates too, with the English marked", async () => {
    const { db } = harness().ctx;
    await createBlogPost(db, {
      title: "Five Tips",
      titleEs: "Cinco consejos",
      slug: "five-tips",
      content: "Salt **early**.",
      publishedAt: new Date("2025-04-18T17:00:00Z"),
    });
    const list = await loadBlogList(context(), "es");
    expect(list.posts).toEqual([
      expect.objectContaining({ title: "Cinco consejos", excerptLang: "en", publishedLabel: "18 de abril de 2025" }),
    ]);
    expect(list.posts[0]).not.toHaveProperty("lang");
    expect((await loadBlogList(context(), "en")).posts[0]).toMatchObject({ title: "Five Tips", publishedLabel: "April 18, 2025" });

    const page = await loadBlogPost(context(), "five-tips", "es");
    expect("post" in page && page.post).toMatchObject({
      title: "Cinco consejos",
      contentLang: "en",
      html: "<p>Salt <strong>early</strong>.</p>",
      description: "Salt early.",
    });
    const englishPage = await loadBlogPost(context(), "five-tips", "en");
    expect("post" in englishPage && englishPage.post).not.toHaveProperty("contentLang");
  });
});
