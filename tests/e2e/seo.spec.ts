import type { APIRequestContext } from "@playwright/test";
import { BRAND } from "./helpers";
import { expect, test } from "./fixtures";

/**
 * What a search engine or a link preview gets without running JavaScript: the raw HTML of each
 * public page already holds its content, title, description and Open Graph tags.
 */
const decode = (text: string) =>
  text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

async function rawPage(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  const html = await response.text();
  const meta = (attribute: "name" | "property", key: string) => {
    const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html);
    return match ? decode(match[1]!) : null;
  };
  return {
    status: response.status(),
    html: decode(html),
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ""),
    description: meta("name", "description"),
    og: (key: string) => meta("property", `og:${key}`),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? null,
  };
}

const pages = [
  {
    path: "/",
    title: `${BRAND} | Family butcher shop & kitchen since 2010`,
    content: ["Featured Cuts and Dishes", "Birria de Res", "What Our Customers Say"],
  },
  { path: "/menu", title: `Menu | ${BRAND}`, content: ["All Items", "Arrachera", "$14.99"] },
  { path: "/about", title: `About Us | ${BRAND}`, content: ["Our Story", "What We Stand For", "Our Kitchen"] },
  {
    path: "/blog",
    title: `Blog | ${BRAND}`,
    content: ["Our Blog", "Stories, recipes, and news from our kitchen to yours", "Read more →", "September 12, 2025"],
  },
  {
    path: "/blog/best-carnitas-award",
    title: `Our Carnitas Were Voted the Best in the City | ${BRAND}`,
    content: ["What the judges tasted", "By Rosa Hernández", "September 12, 2025", "<strong>Maciza</strong>"],
  },
  { path: "/contact", title: `Contact Us | ${BRAND}`, content: ["Send Us a Message", "Mon-Sat 8AM-8PM", "Sun 9AM-6PM", "(323) 555-0142"] },
];

test.describe("server-rendered HTML", () => {
  for (const expected of pages) {
    test(`${expected.path} arrives with its content, title, description and Open Graph tags`, async ({ request, baseURL }) => {
      const page = await rawPage(request, expected.path);
      expect(page.status).toBe(200);
      expect(page.title).toBe(expected.title);
      for (const text of expected.content) expect(page.html).toContain(text);
      expect(page.description?.length).toBeGreaterThan(20);
      expect(page.og("title")).toBeTruthy();
      expect(page.og("description")).toBe(page.description);
      expect(page.og("image")).toMatch(/^https?:\/\/.+\.(jpg|webp|png)$/);
      expect(page.og("url")).toBe(`${baseURL}${expected.path}`);
      expect(page.canonical).toBe(`${baseURL}${expected.path}`);
    });
  }

  test("/blog has the spec's description; a post uses its first 155 characters and its picture", async ({ request, baseURL }) => {
    const list = await rawPage(request, "/blog");
    expect(list.description).toBe("Read our latest blog posts about Mexican cuisine, cooking tips, and restaurant news.");
    const post = await rawPage(request, "/blog/our-story");
    expect(post.description).toBe(
      "Carnicería La Esperanza opened in 2010 with one display case, one cazo and a family recipe for carnitas. My father cut the meat, my mother ran the register",
    );
    expect([...post.description!].length).toBe(155);
    expect(post.og("type")).toBe("article");
    expect(post.og("image")).toBe(`${baseURL}/images/blog/family-story-640w.webp`);
  });

  test("unknown pages and unknown posts answer 404 with their page", async ({ request }) => {
    const unknown = await rawPage(request, "/no/such/page");
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain("Page Not Found");
    const post = await rawPage(request, "/blog/no-such-post");
    expect(post.status).toBe(404);
    expect(post.html).toContain("Post Not Found");
    expect(post.html).toContain("The blog post you're looking for doesn't exist or has been removed.");
  });

  test("sitemap.xml lists the public pages and published posts, and robots.txt points to it", async ({ request, baseURL }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    expect(xml).toContain(`<loc>${baseURL}/blog/best-carnitas-award</loc>`);
    expect(xml).not.toContain("weekend-birria-is-coming");
    expect(await (await request.get("/robots.txt")).text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});
