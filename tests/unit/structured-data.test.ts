import { describe, expect, it } from "vitest";
import { DEFAULT_WEEKLY_HOURS } from "@shared/ordering/schedule";
import type { CategoryDto, MenuItemDto } from "@shared/menu/menu";
import { NO_SCHEDULE } from "@shared/ordering/ordering";
import type { ShopInfo } from "@shared/shop/shop";
import { blogPostingJsonLd, menuJsonLd, openingHours, restaurantJsonLd } from "~/lib/structured-data.server";

const shop = {
  name: "Carnicería Demo",
  tagline: "Family butcher shop & kitchen since 2010",
  foundedYear: 2010,
  address: { street: "1 Main St", city: "Los Angeles", region: "CA", postalCode: "90033", country: "US" },
  location: { latitude: 34.05, longitude: -118.2 },
  phone: "(323) 555-0100",
  orderEmail: "orders@example.com",
  hoursText: [],
  weeklyHours: DEFAULT_WEEKLY_HOURS,
  specialDays: [
    { date: "2026-11-26", hours: null, label: "Thanksgiving" },
    { date: "2026-12-24", hours: { open: "08:00", close: "14:00" }, label: "Christmas Eve" },
  ],
  today: null,
  timeZone: "America/Los_Angeles",
  social: [{ label: "Instagram", url: "https://instagram.com/demo" }],
  publicUrl: "https://shop.example",
} as unknown as ShopInfo;

const category: CategoryDto = { id: "c1", name: "Carnes", slug: "carnes" } as CategoryDto;
const item = (over: Partial<MenuItemDto>): MenuItemDto =>
  ({
    id: "i1",
    name: "Carnitas",
    description: "Slow-cooked pork",
    priceCents: 1599,
    priceUnit: "lb",
    quantityMin: 0.5,
    quantityStep: 0.5,
    pricedByWeight: false,
    optionGroups: [],
    schedule: NO_SCHEDULE,
    priceId: null,
    imageUrl: "/images/carnitas.webp",
    isAvailable: true,
    isFeatured: false,
    isArchived: false,
    category,
    ...over,
  }) as MenuItemDto;

describe("schema.org JSON-LD (ADR 0015)", () => {
  it("writes the week in runs of equal days and special days with their dates", () => {
    const hours = openingHours(DEFAULT_WEEKLY_HOURS, shop.specialDays);
    expect(hours[0]).toMatchObject({ opens: "08:00", closes: "20:00" });
    expect((hours[0] as { dayOfWeek: string[] }).dayOfWeek).toHaveLength(6);
    expect(hours[1]).toMatchObject({ dayOfWeek: ["https://schema.org/Sunday"], opens: "09:00", closes: "18:00" });
    expect(hours).toContainEqual(expect.objectContaining({ validFrom: "2026-11-26", opens: "00:00", closes: "00:00" }));
    expect(hours).toContainEqual(expect.objectContaining({ validFrom: "2026-12-24", opens: "08:00", closes: "14:00" }));
  });

  it("describes the shop as a Restaurant in the page's language", () => {
    const es = restaurantJsonLd(shop, "es");
    expect(es).toMatchObject({
      "@type": "Restaurant",
      name: "Carnicería Demo",
      telephone: "(323) 555-0100",
      servesCuisine: ["Mexican"],
      acceptsReservations: false,
      hasMenu: "https://shop.example/es/menu",
      url: "https://shop.example/es",
      geo: { "@type": "GeoCoordinates", latitude: 34.05, longitude: -118.2 },
      address: { "@type": "PostalAddress", postalCode: "90033" },
    });
    expect(restaurantJsonLd({ ...shop, location: null }, "en")).not.toHaveProperty("geo");
  });

  it("lists menu sections with offers, a price per pound for cuts by the pound", () => {
    const menu = menuJsonLd(
      shop,
      "en",
      [category],
      [item({}), item({ id: "i2", name: "Horchata", priceUnit: "each", priceCents: 450 })],
      "Menu",
    );
    const section = (menu.hasMenuSection as Array<{ name: string; hasMenuItem: Array<Record<string, unknown>> }>)[0]!;
    expect(section.name).toBe("Carnes");
    const [carnitas, horchata] = section.hasMenuItem;
    expect(carnitas!.offers).toMatchObject({
      price: "15.99",
      priceCurrency: "USD",
      priceSpecification: { unitCode: "LBR", referenceQuantity: { value: 1, unitCode: "LBR" } },
    });
    expect(horchata!.offers).toMatchObject({ price: "4.50", priceCurrency: "USD" });
    expect(horchata!.offers).not.toHaveProperty("priceSpecification");
    expect(carnitas!.image).toBe("https://shop.example/images/carnitas.webp");
  });

  it("describes a post as a BlogPosting", () => {
    const post = blogPostingJsonLd(shop, "es", {
      title: "Las mejores carnitas",
      slug: "carnitas",
      description: "Cómo las hacemos",
      imageUrl: null,
      publishedAt: "2026-11-01T18:00:00.000Z",
      authorName: "Lupe",
    });
    expect(post).toMatchObject({
      "@type": "BlogPosting",
      headline: "Las mejores carnitas",
      url: "https://shop.example/es/blog/carnitas",
      datePublished: "2026-11-01T18:00:00.000Z",
      author: { "@type": "Person", name: "Lupe" },
      publisher: { "@type": "Organization", name: "Carnicería Demo" },
      inLanguage: "es",
    });
  });
});
