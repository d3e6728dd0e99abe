import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { APIRequestContext, Page } from "@playwright/test";

export const BRAND = "Carnicería La Esperanza";

export interface DemoOptionGroup {
  id: string;
  name: string;
  options: { id: string; name: string; priceDeltaCents: number; isDefault: boolean }[];
}

export interface DemoItem {
  id: string;
  name: string;
  priceCents: number;
  priceUnit: "each" | "lb";
  quantityMin: number;
  quantityStep: number;
  pricedByWeight: boolean;
  optionGroups: DemoOptionGroup[];
  priceId: string | null;
  imageUrl: string | null;
  category: { name: string };
}

/** An item of the demo menu, as the API lists it. */
export async function demoItem(request: APIRequestContext, name: string): Promise<DemoItem> {
  const { items } = (await (await request.get("/api/menu")).json()) as { items: DemoItem[] };
  const item = items.find((candidate) => candidate.name === name);
  if (!item) throw new Error(`no demo item named ${name}`);
  return item;
}

/** The chosen options of a stored line: the named ones, else each group's default (as the menu card starts). */
export function chosenOptions(item: DemoItem, names?: string[]) {
  return item.optionGroups.flatMap((group) =>
    group.options
      .filter((option) => (names ? names.includes(option.name) : option.isDefault))
      .map((option) => ({
        groupId: group.id,
        groupName: group.name,
        optionId: option.id,
        name: option.name,
        priceDeltaCents: option.priceDeltaCents,
      })),
  );
}

/**
 * A stored cart line as the cart store writes it: the fields of docs/product.md 'Cart line record' (the price in
 * dollars), then price_unit, quantity_min, quantity_step and priced_by_weight, and the line's
 * chosen options (each group's default unless named).
 */
export function cartLine(item: DemoItem, quantity: number, overrides: { priceCents?: number; notes?: string; options?: string[] } = {}) {
  const { menuItem, ...line } = cartLineBeforeWeights(item, quantity, overrides);
  return {
    ...line,
    menuItem: {
      ...menuItem,
      quantity_min: item.quantityMin,
      quantity_step: item.quantityStep,
      priced_by_weight: item.pricedByWeight,
    },
    options: chosenOptions(item, overrides.options),
  };
}

/**
 * A stored cart line as the cart store wrote it before selling by weight (ADR 0013): the spec's fields and price_unit, no steps, no
 * choices.
 */
export function cartLineBeforeWeights(item: DemoItem, quantity: number, overrides: { priceCents?: number; notes?: string } = {}) {
  return {
    id: `${item.id}-1700000000000`,
    menuItem: {
      id: item.id,
      name: item.name,
      price: (overrides.priceCents ?? item.priceCents) / 100,
      price_id: item.priceId,
      image_url: item.imageUrl,
      category: item.category.name,
      price_unit: item.priceUnit,
    },
    quantity,
    notes: overrides.notes ?? "",
  };
}

/** A stored cart line as the cart store wrote it before it used the spec's fields (read once, then rewritten). */
export function oldCartLine(item: DemoItem, quantity: number) {
  return {
    id: `${item.id}-1700000000000`,
    quantity,
    notes: "",
    menuItem: {
      id: item.id,
      name: item.name,
      priceCents: item.priceCents,
      priceUnit: item.priceUnit,
      priceId: item.priceId,
      imageUrl: item.imageUrl,
      category: item.category.name,
    },
  };
}

/** Writes the stored cart before the page's scripts run, on every page of the context. */
export async function storeCart(page: Page, value: unknown) {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  await page.addInitScript(
    ([key, stored]) => {
      // Only once per tab: later reloads must see what the page itself saved.
      if (!sessionStorage.getItem("e2e-cart-seeded")) {
        localStorage.setItem(key, stored);
        sessionStorage.setItem("e2e-cart-seeded", "1");
      }
    },
    ["cart", text] as const,
  );
}

export async function readStoredCart(page: Page, key = "cart"): Promise<unknown> {
  return page.evaluate((key) => {
    const text = localStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  }, key);
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * Runs axe-core in the page (evaluated through the DevTools protocol, which the page's CSP does
 * not govern) for WCAG 2.0-2.2 A/AA and best practice, and returns its violations of the given
 * impacts (all of them by default: ADR 0015 asks for none at all), summarised.
 */
export async function axeViolations(
  page: Page,
  impacts: readonly string[] = ["minor", "moderate", "serious", "critical"],
): Promise<string[]> {
  await page.evaluate(axeSource);
  // What is moving is measured where it comes to rest: a toast sliding in (a live order arriving
  // on the kitchen screen while another test takes one) is half transparent for a moment.
  // (Endless ones, a spinner or the live dot's pulse, are left running.)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<{ violations: AxeViolation[] }> } })
      .axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
    });
    return result.violations;
  });
  return violations
    .filter((violation) => impacts.includes(violation.impact ?? "minor"))
    .map(
      (violation) =>
        `${violation.impact}: ${violation.id} (${violation.help}) at ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}

/** The serious and critical violations only. */
export const seriousAxeViolations = (page: Page) => axeViolations(page, ["serious", "critical"]);
