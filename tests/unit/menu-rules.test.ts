import { describe, expect, it } from "vitest";
import { menuQuerySchema } from "@shared/menu/menu.schema";
import { slugify } from "@shared/menu/menu";
import { imageSrcSet } from "@shared/images/images";

describe("slugs", () => {
  it.each([
    ["Sides & Drinks", "sides-drinks"],
    ["Prepared Dishes", "prepared-dishes"],
    ["Chicharrón  Prensado!", "chicharron-prensado"],
    ["  --Hello--World--  ", "hello-world"],
  ])("slugify(%s) = %s", (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it("accepts only strict slugs as a category filter", () => {
    expect(menuQuerySchema.safeParse({ category: "beef" }).success).toBe(true);
    expect(menuQuerySchema.safeParse({}).success).toBe(true);
    expect(menuQuerySchema.safeParse({ category: "Beef" }).success).toBe(false);
    expect(menuQuerySchema.safeParse({ category: "beef--pork" }).success).toBe(false);
  });
});

describe("responsive images", () => {
  it("derives a srcset for our own sized WebP files only", () => {
    expect(imageSrcSet("/images/menu/arrachera-640w.webp")).toBe(
      "/images/menu/arrachera-320w.webp 320w, /images/menu/arrachera-640w.webp 640w, /images/menu/arrachera-960w.webp 960w",
    );
    expect(imageSrcSet("https://cdn.example.com/a-640w.webp")).toBeUndefined();
    expect(imageSrcSet("/images/x.jpg")).toBeUndefined();
    expect(imageSrcSet(null)).toBeUndefined();
  });
});
