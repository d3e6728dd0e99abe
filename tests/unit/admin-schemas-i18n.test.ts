import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { blogPostInputSchema } from "@shared/blog/blog.schema";
import { menuItemInputSchema } from "@shared/menu/menu.schema";
import { orderingSettingsInputSchema, specialDayInputSchema } from "@shared/ordering/ordering-settings.schema";
import { blogAdminTexts } from "@shared/texts/blog-admin";
import { imageTexts as imageTextsEs } from "@shared/texts/es/images";
import { menuAdminTexts as menuAdminTextsEs } from "@shared/texts/es/menu-admin";
import { orderingAdminTexts as orderingAdminTextsEs } from "@shared/texts/es/ordering-admin";
import { teamTexts as teamTextsEs } from "@shared/texts/es/team";
import { menuAdminTexts } from "@shared/texts/menu-admin";
import { orderingAdminTexts } from "@shared/texts/ordering-admin";
import { teamTexts } from "@shared/texts/team";
import { teamGrantSchema } from "@shared/auth/team.schema";
import { DEFAULT_WEEKLY_HOURS } from "@shared/ordering/schedule";
import { sayMessage } from "@shared/core/said";
import { textsFor } from "@shared/texts/registry.server";
import { checkWith } from "~/lib/form-errors";

/**
 * The admin's forms check with the API's own schemas (ADR 0022): their messages are text keys,
 * said in the admin's language with the catalogues the admin loaded (lib/form-errors.ts). The
 * same input is refused at the same paths, in English for an English reader and in Spanish for
 * a Spanish one.
 */
const sayingIn = (locale: "en" | "es") => (message: string) => sayMessage(textsFor(locale), message);

const issuesIn = (locale: "en" | "es") => (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join("."), code: issue.code, message: sayingIn(locale)(issue.message) }));
};
/** The API's schemas give text keys (shared/core/zod.ts); said in English here, as an English answer says them. */
const issues = issuesIn("en");
const inSpanish = issuesIn("es");
/** Where and why the two schemas refuse `input`: the same, in both languages. */
const shapeOf = (found: { path: string; code: string }[]) => found.map(({ path, code }) => `${path}:${code}`);

const category = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const item = {
  name: "Carnitas",
  price: "15.99",
  priceUnit: "lb",
  categoryId: category,
  quantityMin: "0.5",
  quantityStep: "0.5",
};

describe("the admin's schemas in the admin's language", () => {
  it.each([
    ["an empty item", {}],
    ["a good item", item],
    ["a negative price and an http picture", { ...item, price: "-2", imageUrl: "http://cdn.example.com/a.jpg" }],
    ["pieces in halves", { ...item, priceUnit: "each", quantityMin: "0.5" }],
    [
      "a choice that brings the price under zero, and too many picks",
      {
        ...item,
        optionGroups: [
          { name: "Cut", selection: "multiple", isRequired: true, maxPicks: "5", options: [{ name: "Thin", priceDelta: "-20.00" }] },
        ],
      },
    ],
    [
      "a pre-order closing after its last day",
      { ...item, preorder: { firstDate: "2026-12-22", lastDate: "2026-12-24", cutoffDate: "2026-12-25" } },
    ],
  ])("menu item: %s is refused at the same places, in Spanish", (_, input) => {
    const english = issues(menuItemInputSchema, input);
    const spanish = inSpanish(menuItemInputSchema, input);
    expect(shapeOf(spanish)).toEqual(shapeOf(english));
    for (const [index, issue] of spanish.entries()) {
      if (issue.message !== english[index]!.message) continue;
      // Only words that are the same in both languages may repeat ('$0.00' alone would).
      expect(issue.message).not.toMatch(/[a-z]{3,}/i);
    }
  });

  it("menu item: the messages are the catalogue's, functions included", () => {
    expect(inSpanish(menuItemInputSchema, {}).map((issue) => issue.message)).toEqual(
      expect.arrayContaining([menuAdminTextsEs.errors.nameRequired, menuAdminTextsEs.errors.priceRequired]),
    );
    const found = inSpanish(menuItemInputSchema, {
      ...item,
      optionGroups: [
        { name: "Corte", selection: "multiple", isRequired: false, maxPicks: "5", options: [{ name: "Delgado", priceDelta: "0" }] },
      ],
    });
    expect(found).toContainEqual(
      expect.objectContaining({ path: "optionGroups.0.maxPicks", message: menuAdminTextsEs.errors.maxPicksRange(1) }),
    );
    expect(inSpanish(menuItemInputSchema, { ...item, imageUrl: "http://cdn.example.com/a.jpg" })).toContainEqual(
      expect.objectContaining({ path: "imageUrl", message: imageTextsEs.errors.httpUrl }),
    );
  });

  it("the API's English schemas keep docs/product.md's words", () => {
    expect(issues(menuItemInputSchema, {}).map((issue) => issue.message)).toEqual(
      expect.arrayContaining([menuAdminTexts.errors.nameRequired, "Price is required", "Category is required"]),
    );
    expect(issues(blogPostInputSchema, { title: "", content: "" }).map((issue) => issue.message)).toEqual([
      blogAdminTexts.errors.titleRequired,
      blogAdminTexts.errors.contentRequired,
    ]);
    expect(issues(blogPostInputSchema, { title: "A", content: "B", slug: "Not A Slug" })).toEqual([
      { path: "slug", code: "invalid_format", message: "Use lowercase letters, digits and single hyphens" },
    ]);
  });

  it.each([
    ["an empty post", { title: "", content: "" }],
    ["a bad slug", { title: "A", content: "B", slug: "Not A Slug" }],
    ["a bad picture", { title: "A", content: "B", imageUrl: "not a web address" }],
  ])("blog post: %s is refused at the same places, in Spanish", (_, input) => {
    const english = issues(blogPostInputSchema, input);
    const spanish = inSpanish(blogPostInputSchema, input);
    expect(shapeOf(spanish)).toEqual(shapeOf(english));
    expect(spanish.length).toBeGreaterThan(0);
    for (const [index, issue] of spanish.entries()) expect(issue.message).not.toBe(english[index]!.message);
  });

  it("ordering settings and special days say their refusals in Spanish", () => {
    const settings = {
      weeklyHours: { ...DEFAULT_WEEKLY_HOURS, 1: { open: "18:00", close: "09:00" } },
      capacity: { everyDay: { pickup: { maxOrders: 0, maxPounds: null }, delivery: { maxOrders: null, maxPounds: null } }, byWeekday: {} },
      delivery: { zipCodes: ["9003"], minimumCents: 0, feeCents: 0, freeOverCents: null },
    };
    const english = issues(orderingSettingsInputSchema, settings);
    const spanish = inSpanish(orderingSettingsInputSchema, settings);
    expect(shapeOf(spanish)).toEqual(shapeOf(english));
    expect(english.map((issue) => issue.message)).toContain(orderingAdminTexts.errors.closeAfterOpen);
    expect(spanish.map((issue) => issue.message)).toEqual(
      expect.arrayContaining([
        orderingAdminTextsEs.errors.closeAfterOpen,
        orderingAdminTextsEs.errors.ordersWhole,
        orderingAdminTextsEs.errors.zipInvalid,
      ]),
    );
    const label = "x".repeat(61);
    expect(issues(specialDayInputSchema, { hours: null, label })[0]!.message).toBe(orderingAdminTexts.errors.labelTooLong(60));
    expect(inSpanish(specialDayInputSchema, { hours: null, label })[0]!.message).toBe(orderingAdminTextsEs.errors.labelTooLong(60));
  });

  it("a form's check gives the first mistake of each field, in the reader's language", () => {
    expect(checkWith(teamGrantSchema, { email: "  ", role: "staff" }, sayingIn("es"))).toEqual({
      ok: false,
      errors: { email: teamTextsEs.errors.emailRequired },
    });
    expect(checkWith(teamGrantSchema, { email: "not an address", role: "chef" }, sayingIn("en"))).toEqual({
      ok: false,
      errors: { email: teamTexts.errors.emailInvalid, role: teamTexts.errors.roleInvalid },
    });
    expect(checkWith(teamGrantSchema, { email: " Ana@Example.com ", role: "staff" }, sayingIn("en"))).toEqual({
      ok: true,
      data: { email: "Ana@Example.com", role: "staff" },
    });
  });
});
