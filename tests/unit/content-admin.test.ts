import { describe, expect, it } from "vitest";
import type { ItemOptionGroupDto } from "@shared/menu/menu";
import { englishWithoutSpanish, isMissingSpanish } from "@shared/menu/menu-admin";

/** Two languages (ADR 0015): what the admin's list marks 'ES missing', and what the AI is asked to draft. */
const CUT: ItemOptionGroupDto = {
  id: "g",
  name: "Cut",
  nameEs: "Corte",
  selection: "single",
  isRequired: true,
  minPicks: 1,
  maxPicks: 1,
  options: [
    { id: "o1", name: "Thin", nameEs: "Delgado", priceDeltaCents: 0, isDefault: false },
    { id: "o2", name: "Thick", nameEs: "Grueso", priceDeltaCents: 0, isDefault: true },
  ],
};
const translated = { nameEs: "Arrachera", description: "Skirt steak.", descriptionEs: "Arrachera.", optionGroups: [CUT] };

describe("an item missing its Spanish", () => {
  it("is one whose name, description, group or choice has no Spanish", () => {
    expect(isMissingSpanish(translated)).toBe(false);
    expect(isMissingSpanish({ ...translated, nameEs: null })).toBe(true);
    expect(isMissingSpanish({ ...translated, descriptionEs: null })).toBe(true);
    expect(isMissingSpanish({ ...translated, optionGroups: [{ ...CUT, nameEs: undefined }] })).toBe(true);
    const { nameEs: _thin, ...thinWithoutSpanish } = CUT.options[0]!;
    expect(isMissingSpanish({ ...translated, optionGroups: [{ ...CUT, options: [thinWithoutSpanish, CUT.options[1]!] }] })).toBe(true);
  });

  it("is not one without a description at all", () => {
    expect(isMissingSpanish({ ...translated, description: null, descriptionEs: null })).toBe(false);
  });
});

describe("the English the AI drafts the Spanish of", () => {
  it("is each English text whose Spanish is empty, by field, blank ones left out", () => {
    expect(
      englishWithoutSpanish({
        name: " Arrachera ",
        nameEs: "",
        description: "Skirt steak.",
        descriptionEs: "Arrachera marinada.",
        optionGroups: [
          { name: "Cut", nameEs: "  ", options: [{ name: "Thin", nameEs: "Delgado" }, { name: "Thick" }, { name: "", nameEs: "" }] },
          { name: "Marinated", nameEs: "Preparada", options: [] },
        ],
      }),
    ).toEqual({ name: "Arrachera", "optionGroups.0.name": "Cut", "optionGroups.0.options.1.name": "Thick" });
    expect(englishWithoutSpanish({ name: "", description: "" })).toEqual({});
  });
});
