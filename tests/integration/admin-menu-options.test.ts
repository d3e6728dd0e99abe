import { expect, it } from "vitest";
import type { ItemOptionGroupDto, MenuItemDto, SaveItemResponse } from "@shared/menu/menu";
import { createCategory } from "@server/db/factories";
import { errorOf } from "../setup/admin-helpers";
import { DEFAULT_ADMIN, signedInAdmin } from "../setup/admins";
import { describeEachDatabase, type TestHarness } from "../setup/test-app";
import type { TestClient } from "../setup/test-client";

/**
 * The admin's quantities and choices (ADR 0013): minimum and step, 'priced by actual weight' and
 * the butcher's choice groups, saved through /api/admin/items and shown on the public menu.
 */
describeEachDatabase("admin menu items: quantities and choices", (harness) => {
  async function setup() {
    const h = harness();
    const { client } = await signedInAdmin(h, DEFAULT_ADMIN);
    const beef = await createCategory(h.ctx.db, { name: "Beef", slug: "beef" });
    return { h, client, beef };
  }

  const CUT = {
    name: "Cut",
    selection: "single",
    isRequired: true,
    options: [
      { name: "Thin for asada", priceDelta: "0" },
      { name: "Regular", priceDelta: "0.00", isDefault: true },
      { name: "Thick", priceDelta: "" },
    ],
  };
  const EXTRAS = {
    name: "Extras",
    selection: "multiple",
    isRequired: false,
    maxPicks: "2",
    options: [
      { name: "Marinated", priceDelta: "1.00" },
      { name: "Trimmed lean", priceDelta: "-0.50" },
      { name: "Vacuum packed", priceDelta: "+0.25" },
    ],
  };

  const arrachera = (categoryId: string, overrides: Record<string, unknown> = {}) => ({
    name: "Arrachera",
    description: "Skirt steak for the grill.",
    price: "14.99",
    priceUnit: "lb",
    categoryId,
    imageUrl: "",
    isAvailable: true,
    isFeatured: false,
    quantityMin: "1",
    quantityStep: "0.5",
    pricedByWeight: true,
    optionGroups: [CUT, EXTRAS],
    ...overrides,
  });

  async function save(client: TestClient, input: Record<string, unknown>, id?: string) {
    const res = id
      ? await client.request(`/api/admin/items/${id}`, { method: "PUT", json: input })
      : await client.post("/api/admin/items", input);
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(id ? 200 : 201);
    return ((await res.json()) as SaveItemResponse).item;
  }

  const publicMenu = async (h: TestHarness) => ((await (await h.request("/api/menu")).json()) as { items: MenuItemDto[] }).items;

  /** The groups as the form sends them back after loading the item: ids and all. */
  const asInput = (groups: ItemOptionGroupDto[]) =>
    groups.map((group) => ({
      id: group.id,
      name: group.name,
      selection: group.selection,
      isRequired: group.isRequired,
      minPicks: String(group.minPicks),
      maxPicks: String(group.maxPicks),
      options: group.options.map((option) => ({
        id: option.id,
        name: option.name,
        priceDelta: (option.priceDeltaCents / 100).toFixed(2),
        isDefault: option.isDefault,
      })),
    }));

  it("saves choice groups with new ids, normalised picks and price changes in cents; the public menu shows them with the quantity rules", async () => {
    const { h, client, beef } = await setup();
    const item = await save(client, arrachera(beef.id));
    expect(item).toMatchObject({ quantityMin: 1, quantityStep: 0.5, pricedByWeight: true, priceUnit: "lb" });
    expect(item.optionGroups).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: "Cut",
        selection: "single",
        isRequired: true,
        minPicks: 1,
        maxPicks: 1,
        options: [
          { id: expect.any(String), name: "Thin for asada", priceDeltaCents: 0, isDefault: false },
          { id: expect.any(String), name: "Regular", priceDeltaCents: 0, isDefault: true },
          { id: expect.any(String), name: "Thick", priceDeltaCents: 0, isDefault: false },
        ],
      },
      {
        id: expect.any(String),
        name: "Extras",
        selection: "multiple",
        isRequired: false,
        minPicks: 0,
        maxPicks: 2,
        options: [
          { id: expect.any(String), name: "Marinated", priceDeltaCents: 100, isDefault: false },
          { id: expect.any(String), name: "Trimmed lean", priceDeltaCents: -50, isDefault: false },
          { id: expect.any(String), name: "Vacuum packed", priceDeltaCents: 25, isDefault: false },
        ],
      },
    ]);
    const ids = item.optionGroups.flatMap((group) => [group.id, ...group.options.map((option) => option.id)]);
    expect(new Set(ids).size).toBe(ids.length);

    const [shown] = await publicMenu(h);
    expect(shown).toMatchObject({ name: "Arrachera", quantityMin: 1, quantityStep: 0.5, pricedByWeight: true });
    expect(shown!.optionGroups).toEqual(item.optionGroups);
    const admin = (await (await client.request("/api/admin/items")).json()) as { items: MenuItemDto[] };
    expect(admin.items[0]!.optionGroups).toEqual(item.optionGroups);
  });

  it("an item without the new fields keeps the old rules: 1 and 1, charged as ordered, no choices", async () => {
    const { h, client, beef } = await setup();
    const { quantityMin: _min, quantityStep: _step, pricedByWeight: _weighed, optionGroups: _groups, ...old } = arrachera(beef.id);
    const item = await save(client, { ...old, priceUnit: "each", name: "Tacos" });
    expect(item).toMatchObject({ quantityMin: 1, quantityStep: 1, pricedByWeight: false, optionGroups: [] });
    expect((await publicMenu(h))[0]).toMatchObject({
      name: "Tacos",
      quantityMin: 1,
      quantityStep: 1,
      pricedByWeight: false,
      optionGroups: [],
    });
  });

  it("keeps the ids of groups and choices sent back on edit, makes new ones for new entries, and keeps the new order", async () => {
    const { h, client, beef } = await setup();
    const item = await save(client, arrachera(beef.id));
    const [cut, extras] = asInput(item.optionGroups);
    // Extras first now; Cut loses 'Thick', renames 'Regular' and gains 'Butterflied'.
    const edited = {
      ...cut!,
      options: [
        cut!.options[0]!,
        { ...cut!.options[1]!, name: "Regular (1/2 inch)" },
        { name: "Butterflied", priceDelta: "0.75", isDefault: false },
      ],
    };
    const after = await save(
      client,
      arrachera(beef.id, { optionGroups: [extras, edited, { name: "Salt", options: [{ name: "No salt" }] }] }),
      item.id,
    );

    expect(after.optionGroups.map((group) => group.name)).toEqual(["Extras", "Cut", "Salt"]);
    expect(after.optionGroups[0]).toEqual(item.optionGroups[1]);
    const [, newCut, salt] = after.optionGroups;
    expect(newCut!.id).toBe(item.optionGroups[0]!.id);
    expect(newCut!.options.map((option) => option.id).slice(0, 2)).toEqual(
      item.optionGroups[0]!.options.slice(0, 2).map((option) => option.id),
    );
    expect(newCut!.options[1]!.name).toBe("Regular (1/2 inch)");
    expect(newCut!.options[2]).toMatchObject({ name: "Butterflied", priceDeltaCents: 75 });
    const before = new Set(item.optionGroups.flatMap((group) => [group.id, ...group.options.map((option) => option.id)]));
    expect(before.has(newCut!.options[2]!.id)).toBe(false);
    expect(before.has(salt!.id)).toBe(false);
    expect(salt).toMatchObject({ selection: "single", isRequired: false, minPicks: 0, maxPicks: 1 });

    // Saving what was loaded changes nothing.
    const again = await save(client, arrachera(beef.id, { optionGroups: asInput(after.optionGroups) }), item.id);
    expect(again.optionGroups).toEqual(after.optionGroups);
    expect((await publicMenu(h))[0]!.optionGroups).toEqual(after.optionGroups);

    // Removing every group leaves none.
    const none = await save(client, arrachera(beef.id, { optionGroups: [] }), item.id);
    expect(none.optionGroups).toEqual([]);
  });

  it("refuses ids that are not the item's: another item's, made up, or the same one twice", async () => {
    const { client, beef } = await setup();
    const item = await save(client, arrachera(beef.id));
    const other = await save(client, arrachera(beef.id, { name: "Diezmillo" }));
    const [cut, extras] = asInput(item.optionGroups);
    const [otherCut] = asInput(other.optionGroups);

    const attempts: [string, unknown[], string][] = [
      ["another item's group", [{ ...cut!, id: otherCut!.id }], "optionGroups.0.id"],
      [
        "another item's choice",
        [{ ...cut!, options: [{ ...cut!.options[0]!, id: otherCut!.options[0]!.id }] }],
        "optionGroups.0.options.0.id",
      ],
      ["a made-up id", [extras, { ...cut!, id: "7f1c4a4e-1111-4222-8333-944444444444" }], "optionGroups.1.id"],
      [
        "the same choice twice",
        [{ ...cut!, options: [cut!.options[0]!, { ...cut!.options[0]!, name: "Copy" }] }],
        "optionGroups.0.options.1.id",
      ],
    ];
    for (const [what, optionGroups, field] of attempts) {
      const res = await client.request(`/api/admin/items/${item.id}`, { method: "PUT", json: arrachera(beef.id, { optionGroups }) });
      expect(res.status, what).toBe(400);
      const error = await errorOf(res);
      expect(error.fields, what).toEqual({
        [field]: "Some choices are not this item's any more (changed in another window?). Reload the page and try again.",
      });
    }
    // A new item has no ids to keep.
    const res = await client.post("/api/admin/items", arrachera(beef.id, { name: "Copy", optionGroups: [cut] }));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toHaveProperty("optionGroups.0.id");
    // Nothing changed.
    const list = (await (await client.request("/api/admin/items")).json()) as { items: MenuItemDto[] };
    expect(list.items.find((entry) => entry.id === item.id)!.optionGroups).toEqual(item.optionGroups);
  });

  it.each([
    ["a minimum of 0", { quantityMin: "0" }, "quantityMin", "Must be more than 0"],
    ["a negative minimum", { quantityMin: "-1" }, "quantityMin", "Enter a number, e.g. 0.5"],
    ["a minimum that is not a number", { quantityMin: "abc" }, "quantityMin", "Enter a number, e.g. 0.5"],
    ["four decimals", { quantityMin: "0.1255" }, "quantityMin", "Use at most 3 decimals, e.g. 0.125"],
    ["more than 99", { quantityMin: "100" }, "quantityMin", "At most 99"],
    ["a step under 0.05 lb", { quantityStep: "0.01" }, "quantityStep", "Steps of at least 0.05 lb"],
    ["an empty step", { quantityStep: "" }, "quantityStep", "Enter a number, e.g. 0.5"],
    [
      "half a piece",
      { priceUnit: "each", pricedByWeight: false, quantityMin: "1.5" },
      "quantityMin",
      "Pieces are sold whole: use a whole number",
    ],
    [
      "a step of half a piece",
      { priceUnit: "each", pricedByWeight: false, quantityStep: 0.5 },
      "quantityStep",
      "Pieces are sold whole: use a whole number",
    ],
    ["pieces priced by weight", { priceUnit: "each" }, "pricedByWeight", "Only items sold by the pound can be priced by actual weight"],
    ["a blank group name", { optionGroups: [{ ...CUT, name: " " }] }, "optionGroups.0.name", "Name the group, e.g. Cut"],
    [
      "a group name of 81 characters",
      { optionGroups: [{ ...CUT, name: "x".repeat(81) }] },
      "optionGroups.0.name",
      "Keep it under 80 characters",
    ],
    ["two groups of one name", { optionGroups: [CUT, { ...EXTRAS, name: "cut" }] }, "optionGroups.1.name", "Another group has this name"],
    [
      "a group without choices",
      { optionGroups: [{ ...CUT, options: [] }] },
      "optionGroups.0.options",
      "Add at least one choice to this group",
    ],
    [
      "a choice without a name",
      { optionGroups: [{ ...CUT, options: [{ name: "" }] }] },
      "optionGroups.0.options.0.name",
      "Name the choice",
    ],
    [
      "two choices of one name",
      { optionGroups: [{ ...CUT, options: [{ name: "Thin" }, { name: "THIN" }] }] },
      "optionGroups.0.options.1.name",
      "Another choice in this group has this name",
    ],
    [
      "a price change that is not an amount",
      { optionGroups: [{ ...CUT, options: [{ name: "Thin", priceDelta: "two" }] }] },
      "optionGroups.0.options.0.priceDelta",
      "Use dollars and cents, e.g. 1.00 or -2.00",
    ],
    [
      "a price change in tenths of a cent",
      { optionGroups: [{ ...CUT, options: [{ name: "Thin", priceDelta: "1.005" }] }] },
      "optionGroups.0.options.0.priceDelta",
      "Use dollars and cents, e.g. 1.00 or -2.00",
    ],
    [
      "a choice that makes the item free",
      { optionGroups: [{ ...CUT, options: [{ name: "Free", priceDelta: "-14.99" }] }] },
      "optionGroups.0.options.0.priceDelta",
      "With this change the price would be $0.00: it must stay above $0.00",
    ],
    [
      "choices that together make it free",
      {
        optionGroups: [
          {
            ...EXTRAS,
            options: [
              { name: "Lean", priceDelta: "-8" },
              { name: "Leaner", priceDelta: "-7" },
            ],
          },
        ],
      },
      "optionGroups",
      "The cheapest choices together bring the price to -$0.01: it must stay above $0.00",
    ],
    [
      "two defaults in a single choice group",
      {
        optionGroups: [
          {
            ...CUT,
            options: [
              { name: "A", isDefault: true },
              { name: "B", isDefault: true },
            ],
          },
        ],
      },
      "optionGroups.0.options",
      "Mark at most one choice as the default: the customer gets one",
    ],
    [
      "more picks than choices",
      { optionGroups: [{ ...EXTRAS, maxPicks: "4" }] },
      "optionGroups.0.maxPicks",
      "A whole number from 1 to 3, the choices in this group",
    ],
    [
      "0 picks at most",
      { optionGroups: [{ ...EXTRAS, maxPicks: "0" }] },
      "optionGroups.0.maxPicks",
      "A whole number from 1 to 3, the choices in this group",
    ],
    [
      "more picks at least than at most",
      { optionGroups: [{ ...EXTRAS, isRequired: true, minPicks: "3" }] },
      "optionGroups.0.minPicks",
      "A whole number from 1 to 2, the most picks",
    ],
    [
      "more defaults than picks",
      { optionGroups: [{ ...EXTRAS, maxPicks: "1", options: EXTRAS.options.map((option) => ({ ...option, isDefault: true })) }] },
      "optionGroups.0.options",
      "Mark at most 1 choice as default: the group allows no more picks",
    ],
    [
      "11 groups",
      { optionGroups: Array.from({ length: 11 }, (_, index) => ({ ...CUT, name: `Group ${index}` })) },
      "optionGroups",
      "At most 10 choice groups",
    ],
    [
      "21 choices",
      { optionGroups: [{ ...CUT, options: Array.from({ length: 21 }, (_, index) => ({ name: `Choice ${index}` })) }] },
      "optionGroups.0.options",
      "At most 20 choices in a group",
    ],
    [
      "a group id that is not an id",
      { optionGroups: [{ ...CUT, id: "not-an-id" }] },
      "optionGroups.0.id",
      "Some choices are not this item's any more (changed in another window?). Reload the page and try again.",
    ],
  ])("refuses %s with a 400 naming the field (%s)", async (_what, overrides, field, message) => {
    const { h, client, beef } = await setup();
    const res = await client.post("/api/admin/items", arrachera(beef.id, overrides));
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe("validation_failed");
    expect(error.fields?.[field]).toBe(message);
    expect(await publicMenu(h)).toEqual([]);
  });

  it("accepts what the rules allow at their edges: 3 decimals, 99, pieces in whole steps, a price change down to a cent above zero", async () => {
    const { h, client, beef } = await setup();
    const weighed = await save(
      client,
      arrachera(beef.id, {
        quantityMin: "0.125",
        quantityStep: "0.05",
        optionGroups: [{ ...CUT, options: [{ name: "Trim", priceDelta: "-14.98" }] }],
      }),
    );
    expect(weighed).toMatchObject({ quantityMin: 0.125, quantityStep: 0.05 });
    expect(weighed.optionGroups[0]!.options[0]!.priceDeltaCents).toBe(-1498);
    const pieces = await save(
      client,
      arrachera(beef.id, { name: "Tortillas", priceUnit: "each", pricedByWeight: false, quantityMin: "12", quantityStep: 99 }),
    );
    expect(pieces).toMatchObject({ quantityMin: 12, quantityStep: 99, pricedByWeight: false });
    expect((await publicMenu(h)).map((item) => [item.name, item.quantityMin, item.quantityStep])).toEqual([
      ["Arrachera", 0.125, 0.05],
      ["Tortillas", 12, 99],
    ]);
  });
});
