import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * Search engines and both languages (ADR 0015): every public page names its language, its
 * canonical URL and each language's alternate; the sitemap lists both; schema.org JSON-LD
 * describes the restaurant, the menu and each post, and parses.
 */
async function head(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { "Accept-Language": "en-US" }, maxRedirects: 0 });
  const html = await response.text();
  const alternates = Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1]!, m[2]!]),
  );
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
  return {
    status: response.status(),
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
    alternates,
    jsonLd,
  };
}

const PUBLIC = ["/", "/menu", "/about", "/blog", "/blog/best-carnitas-award", "/contact"];
const spanish = (path: string) => (path === "/" ? "/es" : `/es${path}`);

test.describe("both languages for search engines", () => {
  for (const path of PUBLIC) {
    test(`${path} and ${spanish(path)}: html lang, canonical and hreflang alternates`, async ({ request, baseURL }) => {
      for (const [url, lang] of [
        [path, "en"],
        [spanish(path), "es"],
      ] as const) {
        const page = await head(request, url);
        expect(page.status, url).toBe(200);
        expect(page.lang, url).toBe(lang);
        expect(page.canonical, url).toBe(`${baseURL}${url}`);
        expect(page.alternates, url).toEqual({
          en: `${baseURL}${path}`,
          es: `${baseURL}${spanish(path)}`,
          "x-default": `${baseURL}${path}`,
        });
      }
    });
  }

  test("the sitemap lists every public page and post in both languages, each with its alternates", async ({ request, baseURL }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    for (const path of PUBLIC) {
      expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
      expect(xml).toContain(`<loc>${baseURL}${spanish(path)}</loc>`);
    }
    expect(xml).toContain(`hreflang="es" href="${baseURL}/es/blog/best-carnitas-award"`);
    expect(xml).toContain(`hreflang="x-default" href="${baseURL}/menu"`);
  });

  test("JSON-LD: the Restaurant on the home page, with hours, special days, cuisine and menu", async ({ request, baseURL }) => {
    for (const [url, lang] of [
      ["/", "en"],
      ["/es", "es"],
    ] as const) {
      const restaurant = (await head(request, url)).jsonLd.find((block) => block["@type"] === "Restaurant");
      expect(restaurant, url).toMatchObject({
        "@context": "https://schema.org",
        name: expect.any(String),
        telephone: expect.any(String),
        address: { "@type": "PostalAddress", streetAddress: expect.any(String), postalCode: expect.any(String) },
        geo: { "@type": "GeoCoordinates" },
        servesCuisine: ["Mexican"],
        acceptsReservations: false,
        hasMenu: `${baseURL}${lang === "es" ? "/es/menu" : "/menu"}`,
        inLanguage: lang,
      });
      const hours = restaurant!.openingHoursSpecification as Record<string, unknown>[];
      expect(hours.some((spec) => Array.isArray(spec.dayOfWeek) && spec.opens === "08:00")).toBe(true);
      // The demo's holidays are special days, closed as 00:00-00:00 with their date.
      expect(hours.some((spec) => typeof spec.validFrom === "string" && spec.opens === "00:00" && spec.closes === "00:00")).toBe(true);
    }
  });

  test("JSON-LD: the menu as sections of items with offers, per pound where sold by the pound", async ({ request }) => {
    const menu = (await head(request, "/es/menu")).jsonLd.find((block) => block["@type"] === "Menu")!;
    expect(menu).toMatchObject({ "@context": "https://schema.org", inLanguage: "es" });
    const sections = menu.hasMenuSection as { "@type": string; name: string; hasMenuItem: Record<string, unknown>[] }[];
    expect(sections.length).toBeGreaterThan(2);
    const items = sections.flatMap((section) => section.hasMenuItem);
    expect(items.every((item) => item["@type"] === "MenuItem")).toBe(true);
    const carnitas = items.find((item) => item.name === "Carnitas")!;
    expect(carnitas.offers).toMatchObject({
      "@type": "Offer",
      price: "15.99",
      priceCurrency: "USD",
      priceSpecification: { "@type": "UnitPriceSpecification", unitCode: "LBR" },
    });
  });

  test("JSON-LD: a post is a BlogPosting", async ({ request, baseURL }) => {
    const post = (await head(request, "/blog/best-carnitas-award")).jsonLd.find((block) => block["@type"] === "BlogPosting");
    expect(post).toMatchObject({
      headline: "Our Carnitas Were Voted the Best in the City",
      url: `${baseURL}/blog/best-carnitas-award`,
      datePublished: expect.stringMatching(/^2025-09-1\d/),
      author: { "@type": "Person", name: "Rosa Hernández" },
      publisher: { "@type": "Organization" },
    });
  });
});
