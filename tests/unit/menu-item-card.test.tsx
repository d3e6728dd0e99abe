import { NO_SCHEDULE } from "@shared/ordering/ordering";
import { describe, expect, it } from "vitest";
import type { MenuItemDto } from "@shared/menu/menu";
import { menuTexts } from "@shared/texts/menu";
import { menuTexts as menuTextsEs } from "@shared/texts/es/menu";
import { MenuItemCard } from "~/features/menu/menu-item-card";
import { MARINATED_GROUP, STYLE_GROUP } from "../setup/cart-items";
import { renderWithTexts } from "../setup/render-with-texts";

/** The card as a page renders it: inside a route that brings the menu's words. */
const renderToStaticMarkup = (card: React.ReactElement) => renderWithTexts(card, { menuTexts });

const item: MenuItemDto = {
  id: "0b5f3c1e-6f0e-4a59-9d0e-1d9f1c2a3b4c",
  name: "Chorizo de la Casa",
  description: "Our own pork chorizo.",
  priceCents: 649,
  priceUnit: "each",
  quantityMin: 1,
  quantityStep: 1,
  pricedByWeight: false,
  optionGroups: [],
  schedule: NO_SCHEDULE,
  priceId: null,
  imageUrl: "/images/menu/chorizo-640w.webp",
  isAvailable: true,
  isFeatured: false,
  isArchived: false,
  category: { id: "c1", name: "Pork", slug: "pork" },
};

const STYLE = STYLE_GROUP;
const MARINATED = MARINATED_GROUP;
const carnitas: MenuItemDto = {
  ...item,
  name: "Carnitas",
  priceCents: 1599,
  priceUnit: "lb",
  quantityMin: 0.5,
  quantityStep: 0.5,
  optionGroups: [STYLE],
};

/** docs/product.md 'Menu item card', rendered as the server renders it. */
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
    const html = renderToStaticMarkup(<MenuItemCard item={{ ...carnitas, ...overrides }} />);
    expect(html).toContain("Currently Unavailable");
    const controls = buttons(html);
    expect(controls).toHaveLength(3);
    for (const button of controls) expect(isDisabled(button)).toBe(true);
    // The choices' fieldset is disabled with them.
    expect(html).toMatch(/<fieldset[^>]* disabled=""/);
    expect(html).not.toContain("Please choose");
  });

  it("gives the picture its size and lets it load lazily unless it is in the first row", () => {
    expect(renderToStaticMarkup(<MenuItemCard item={item} />)).toMatch(/<img[^>]*width="640"[^>]*height="480"[^>]*loading="lazy"/);
    expect(renderToStaticMarkup(<MenuItemCard item={item} priority />)).toMatch(/<img[^>]*loading="eager"/);
  });
});

describe("menu item card: pounds in steps and the butcher's choices (ADR 0013)", () => {
  const buttons = (html: string) => [...html.matchAll(/<button[^>]*>/g)].map(([tag]) => tag);
  const inputs = (html: string) => [...html.matchAll(/<input[^>]*>/g)].map(([tag]) => tag);

  it("starts at the item's minimum, in its unit", () => {
    const html = renderToStaticMarkup(<MenuItemCard item={carnitas} />);
    expect(html).toContain(">0.5 lb</output>");
    expect(html).toContain("$15.99");
    expect(buttons(html)[0]).toContain('disabled=""');
  });

  it("offers a single choice as radios in a fieldset named by its legend, the default picked, price changes per pound", () => {
    const html = renderToStaticMarkup(<MenuItemCard item={carnitas} />);
    expect(html).toMatch(/<fieldset[^>]*><legend[^>]*>Style<\/legend>/);
    const radios = inputs(html);
    expect(radios).toHaveLength(2);
    expect(radios.every((tag) => tag.includes('type="radio"') && tag.includes(`name="${carnitas.id}-g-style"`))).toBe(true);
    expect(radios[0]).toContain('checked=""');
    expect(radios[1]).not.toContain('checked=""');
    expect(html).toContain("Mixed, with skin and buche");
    expect(html).toContain("−$2.00/lb");
    expect(buttons(html)[2]).not.toContain('disabled=""');
  });

  it("offers an optional group as checkboxes, marked optional, with its price change", () => {
    const html = renderToStaticMarkup(<MenuItemCard item={{ ...carnitas, optionGroups: [MARINATED] }} />);
    expect(html).toMatch(/<legend[^>]*>Marinated · optional<\/legend>/);
    const [box] = inputs(html);
    expect(box).toContain('type="checkbox"');
    expect(box).not.toContain('checked=""');
    expect(html).toContain("+$1.00/lb");
  });

  it("an optional single choice can be left empty: 'None' is picked", () => {
    const optional = { ...STYLE, isRequired: false, minPicks: 0, options: STYLE.options.map((o) => ({ ...o, isDefault: false })) };
    const html = renderToStaticMarkup(<MenuItemCard item={{ ...carnitas, optionGroups: [optional] }} />);
    const radios = inputs(html);
    expect(radios).toHaveLength(3);
    expect(radios[2]).toContain('checked=""');
    expect(html).toContain("None");
  });

  it("a required group without a default keeps Add to Cart disabled and says why", () => {
    const noDefault = { ...STYLE, options: STYLE.options.map((o) => ({ ...o, isDefault: false })) };
    const html = renderToStaticMarkup(<MenuItemCard item={{ ...carnitas, optionGroups: [noDefault] }} />);
    const add = buttons(html)[2]!;
    expect(add).toContain('disabled=""');
    expect(html).toContain("Please choose a style.");
    const reason = /<p id="([^"]+)"[^>]*>Please choose a style\.<\/p>/.exec(html)?.[1];
    expect(add).toContain(`aria-describedby="${reason}"`);
  });

  it("says when the cut is charged for what is weighed", () => {
    expect(renderToStaticMarkup(<MenuItemCard item={{ ...carnitas, pricedByWeight: true }} />)).toContain(
      "Priced by weight: charged for what we weigh",
    );
    expect(renderToStaticMarkup(<MenuItemCard item={carnitas} />)).not.toContain("Priced by weight");
  });
});

describe("menu item card in Spanish (/es/menu)", () => {
  it("speaks the Spanish route's words", () => {
    const html = renderWithTexts(<MenuItemCard item={item} />, { menuTexts: menuTextsEs }, "/es/menu");
    expect(html).toContain(menuTextsEs.addToCart);
    expect(html).toContain(`aria-label="${menuTextsEs.decreaseQuantity}"`);
    expect(html).not.toContain("Add to Cart");
  });
});
