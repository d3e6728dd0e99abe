import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { MenuItemDto } from "@shared/menu";
import { MenuItemCard } from "~/features/menu/menu-item-card";

const item: MenuItemDto = {
  id: "0b5f3c1e-6f0e-4a59-9d0e-1d9f1c2a3b4c",
  name: "Chorizo de la Casa",
  description: "Our own pork chorizo.",
  priceCents: 649,
  priceUnit: "lb",
  priceId: null,
  imageUrl: "/images/menu/chorizo-640w.webp",
  isAvailable: true,
  isFeatured: false,
  isArchived: false,
  category: { id: "c1", name: "Pork", slug: "pork" },
};

/** SPEC.md section 4 'Menu item card', rendered as the server renders it. */
describe("menu item card", () => {
  const buttons = (html: string) => [...html.matchAll(/<button[^>]*>/g)].map(([tag]) => tag);
  const isDisabled = (tag: string) => / disabled=""/.test(tag);

  it("starts the quantity at 1 with minus disabled, and Add to Cart enabled", () => {
    const html = renderToStaticMarkup(<MenuItemCard item={item} />);
    expect(html).toContain(">1</output>");
    expect(html).toContain("$6.49");
    expect(html).not.toContain("Currently Unavailable");
    const [minus, plus, add] = buttons(html);
    expect(minus).toContain('aria-label="Decrease quantity"');
    expect(isDisabled(minus!)).toBe(true);
    expect(isDisabled(plus!)).toBe(false);
    expect(isDisabled(add!)).toBe(false);
  });

  it.each([
    ["unavailable", { isAvailable: false }],
    ["archived", { isArchived: true }],
  ])("an %s item says 'Currently Unavailable' and every control is disabled", (_kind, overrides) => {
    const html = renderToStaticMarkup(<MenuItemCard item={{ ...item, ...overrides }} />);
    expect(html).toContain("Currently Unavailable");
    const controls = buttons(html);
    expect(controls).toHaveLength(3);
    for (const button of controls) expect(isDisabled(button)).toBe(true);
  });

  it("gives the picture its size and lets it load lazily unless it is in the first row", () => {
    expect(renderToStaticMarkup(<MenuItemCard item={item} />)).toMatch(/<img[^>]*width="640"[^>]*height="480"[^>]*loading="lazy"/);
    expect(renderToStaticMarkup(<MenuItemCard item={item} priority />)).toMatch(/<img[^>]*loading="eager"/);
  });
});
