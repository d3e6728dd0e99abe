import { describe, expect, it } from "vitest";
import type { ItemOptionGroupDto } from "@shared/menu/menu";
import { menuTexts } from "@shared/texts/menu";
import { ordersAdminTexts } from "@shared/texts/orders-admin";
import { useOptionPicker, type OptionPickerLook } from "~/components/ui/option-picker";
import { MARINATED_GROUP, STYLE_GROUP } from "../setup/cart-items";
import { renderWithTexts } from "../setup/render-with-texts";

/**
 * The butcher's choices, drawn by one hook for the menu card and staff's item picker (ADR 0013):
 * the same groups, picks and price differences, each in its own look and words.
 */
const SAUCES: ItemOptionGroupDto = {
  id: "g-sauce",
  name: "Sauce",
  selection: "multiple",
  isRequired: true,
  minPicks: 1,
  maxPicks: 2,
  options: [
    { id: "o-verde", name: "Verde", priceDeltaCents: 0, isDefault: false },
    { id: "o-roja", name: "Roja", priceDeltaCents: 50, isDefault: false },
    { id: "o-habanero", name: "Habanero", priceDeltaCents: 75, isDefault: false },
  ],
};
const SALT: ItemOptionGroupDto = {
  id: "g-salt",
  name: "Salt",
  selection: "single",
  isRequired: false,
  minPicks: 0,
  maxPicks: 1,
  options: [{ id: "o-salted", name: "Salted", priceDeltaCents: 0, isDefault: false }],
};
const item = { id: "item-1", priceUnit: "lb" as const, optionGroups: [STYLE_GROUP, MARINATED_GROUP, SAUCES, SALT] };

const STAFF: OptionPickerLook = { legend: "staff-legend", input: "staff-box" };

function Picker({ look, name }: { look?: OptionPickerLook; name?: string }) {
  const [picked, missing, choices] = useOptionPicker(item, look ? ordersAdminTexts.picker : menuTexts, false, look, name);
  return (
    <form data-picked={picked.join(",")} data-missing={missing?.id}>
      {choices}
    </form>
  );
}

const render = (element: React.ReactElement) => renderWithTexts(element, { menuTexts });

describe("the option picker", () => {
  it("starts at each group's defaults and names the first group that still wants a pick", () => {
    const html = render(<Picker />);
    expect(html).toContain('data-picked="o-maciza"');
    expect(html).toContain('data-missing="g-sauce"');
  });

  it("draws radios for a single choice, checkboxes for several, with the price differences per unit", () => {
    const html = render(<Picker />);
    expect(html).toMatch(/<input type="radio"[^>]* name="item-1-g-style" checked=""\/>Maciza/);
    expect(html).toMatch(/<input type="checkbox"[^>]* name="item-1-g-sauce"\/>Roja<span class="text-ink-500">\+\$0\.50\/lb<\/span>/);
    expect(html).toContain('Mixed, with skin and buche<span class="text-ink-500">−$2.00/lb</span>');
    // An optional single choice offers 'None', chosen while nothing else is.
    expect(html).toMatch(/<input type="radio"[^>]* name="item-1-g-salt" checked=""\/>None/);
    expect(html).toContain("Sauce · up to 2");
    expect(html).toContain("Marinated · optional");
  });

  it("gives the card its look by default, staff theirs, and each choice the chip", () => {
    const card = render(<Picker />);
    expect(card).toContain('<legend class="text-xs font-semibold uppercase tracking-wide text-ink-500">');
    expect(card).toContain('class="h-4 w-4 accent-brand-700"');
    const staff = render(<Picker look={STAFF} name="picker" />);
    expect(staff).toContain('<legend class="staff-legend">');
    expect(staff).toContain('name="picker-g-style"');
    expect(staff).not.toContain("accent-brand-700");
    for (const html of [card, staff]) expect(html.match(/<label class="chip">/g)).toHaveLength(8);
  });
});
