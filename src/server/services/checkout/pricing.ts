import { eq, sql } from "drizzle-orm";
import type { CheckoutRequest } from "@shared/checkout/checkout.schema";
import type { ItemOptionGroupDto } from "@shared/menu/menu";
import { lineTotalCents, priceOrder, type OrderPrice } from "@shared/orders/order-totals";
import type { ItemSchedule } from "@shared/ordering/ordering";
import type { OrderLineDto } from "@shared/orders/orders";
import { optionKey, type ChosenOption } from "@shared/menu/options";
import { resolveOptions, unitPriceWithOptions } from "@shared/menu/option-rules";
import { formatQuantity, maxQuantity, toThousandths } from "@shared/core/quantity";
import { quantityProblem } from "@shared/orders/quantity-rules";
import type { Executor } from "../../db/client";
import { categories, items } from "../../db/schema/menu";
import { scheduleColumns, scheduleOf, sellingColumns } from "../menu/menu-service";
import { ServiceError } from "../../lib/errors";
import { builtOncePer } from "../../db/built-once";
import {
  loadedSettingsOf,
  readOrderingSettings,
  specialDaysSince,
  specialDaysSql,
  storedSettingsSql,
  type LoadedSettings,
} from "../ordering/ordering-settings";
import { said } from "@shared/core/said";

/**
 * Prices a cart from the database (ADR 0013): each line's quantity on its item's steps, its
 * choices among the item's options, its unit price with the options' changes, its cost rounded
 * half up once, and the order's estimate and card hold. The browser's numbers are never read.
 */

/** A line as the order will store it (OrderLineDto's fields), with what placing the order needs. */
export interface PricedLine extends Pick<
  OrderLineDto,
  "itemId" | "name" | "quantity" | "unit" | "priceCents" | "lineTotalCents" | "options" | "pricedByWeight"
> {
  /** When the item can be ready (ADR 0014). */
  schedule: ItemSchedule;
  /**
   * The item's price at the provider, usable for this line only when the line is that price
   * times a whole quantity (no option changes the price, whole units).
   */
  priceId: string | null;
  notes: string;
  /** For a promo code's eligible categories (ADR 0024). */
  categoryId: string;
}

export interface PricedCart {
  lines: PricedLine[];
  estimate: OrderPrice;
}

type RequestLine = CheckoutRequest["lines"][number];

/** Same item with the same choices twice in one request: one line with the summed quantity (docs/product.md 'Cart'). */
export function mergeLines(lines: readonly RequestLine[]): RequestLine[] {
  const merged = new Map<string, RequestLine>();
  for (const line of lines) {
    const key = `${line.itemId}|${optionKey(line.optionIds)}`;
    const existing = merged.get(key);
    if (existing) {
      existing.quantity = (toThousandths(existing.quantity) + toThousandths(line.quantity)) / 1000;
      if (line.notes.trim()) existing.notes = line.notes.trim();
    } else merged.set(key, { ...line, optionIds: [...line.optionIds], notes: line.notes.trim() });
  }
  return [...merged.values()];
}

/** The columns a cart is priced and scheduled with: one read of the cart's items serves both. */
const cartColumns = {
  id: items.id,
  name: items.name,
  categoryId: items.categoryId,
  ...sellingColumns,
  ...scheduleColumns,
  priceId: items.priceId,
  isAvailable: items.isAvailable,
  isArchived: items.isArchived,
};

/** The cart's items: their ids go as one array parameter. */
const inCart = sql`${items.id} = any(${sql.placeholder("ids")}::uuid[])`;

/**
 * The cart's items. It runs on every order, so its SQL is built once per executor and sent as a
 * named statement (PostgreSQL parses and plans it once per connection).
 */
const cartItemsQuery = builtOncePer((db: Executor) =>
  db
    .select(cartColumns)
    .from(items)
    .innerJoin(categories, eq(categories.id, items.categoryId))
    .where(inCart)
    .prepare("checkout_cart_items"),
);

/**
 * The same read for a new order, each row with the shop's ordering settings as they are now (one
 * round trip for both; the subqueries are uncorrelated, so PostgreSQL reads them once however
 * many rows there are). Built and prepared once per executor, like cartItemsQuery.
 */
const cartAndSettingsQuery = builtOncePer((db: Executor) =>
  db
    .select({ ...cartColumns, settings: storedSettingsSql, days: specialDaysSql(sql.placeholder("since")) })
    .from(items)
    .innerJoin(categories, eq(categories.id, items.categoryId))
    .where(inCart)
    .prepare("checkout_cart_and_settings"),
);

async function selectCartItems(db: Executor, itemIds: readonly string[]) {
  return cartItemsQuery(db).execute({ ids: [...new Set(itemIds)] });
}

export type CartItemRow = Awaited<ReturnType<typeof selectCartItems>>[number];

/** The cart's items as the database has them now (a read takes no lock: inside a transaction or not, it reads the same). */
export async function readCartItems(db: Executor, requestLines: readonly RequestLine[]): Promise<CartItemRow[]> {
  if (requestLines.length === 0) return [];
  return selectCartItems(
    db,
    requestLines.map((line) => line.itemId),
  );
}

/**
 * The cart's items and the shop's ordering settings (ADR 0014) as they are now, for `today` (the
 * shop's date), in one statement. A cart none of whose items is found (empty, or all gone) has no
 * row to carry the settings: they are read on their own then, as the form's checks need them.
 */
export async function readCartAndSettings(
  db: Executor,
  requestLines: readonly RequestLine[],
  today: string,
): Promise<{ rows: CartItemRow[]; settings: LoadedSettings }> {
  if (requestLines.length > 0) {
    const rows = await cartAndSettingsQuery(db).execute({
      ids: [...new Set(requestLines.map((line) => line.itemId))],
      since: specialDaysSince(today),
    });
    if (rows.length > 0) return { rows, settings: loadedSettingsOf(rows[0]!.settings, rows[0]!.days) };
  }
  return { rows: [], settings: await readOrderingSettings(db, today) };
}

/** The items' schedules, as the checkout's time rules take them (ADR 0014). */
export function scheduledLines(rows: readonly CartItemRow[]) {
  return rows.map((row) => ({ name: row.name, schedule: scheduleOf(row) }));
}

export async function priceCart(
  tx: Executor,
  requestLines: readonly RequestLine[],
  shop: { taxRate: number; weightHoldPercent: number },
): Promise<PricedCart> {
  return priceCartFrom(await readCartItems(tx, requestLines), requestLines, shop);
}

/** priceCart with the items already read (readCartItems). */
export function priceCartFrom(
  rows: readonly CartItemRow[],
  requestLines: readonly RequestLine[],
  shop: { taxRate: number; weightHoldPercent: number },
): PricedCart {
  const lines = mergeLines(requestLines);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const unavailable = lines.filter((line) => {
    const item = byId.get(line.itemId);
    return !item || !item.isAvailable || item.isArchived;
  });
  if (unavailable.length > 0) {
    const names = unavailable.map((line) => byId.get(line.itemId)?.name ?? "an item that no longer exists").join(", ");
    throw new ServiceError("conflict", said("checkoutErrorTexts.itemsUnavailable", names));
  }

  const priced = lines.map((line): PricedLine => {
    const item = byId.get(line.itemId)!;
    const problem = quantityProblem(line.quantity, item);
    if (problem === "below_minimum" || problem === "not_a_number") {
      throw new ServiceError(
        "validation_failed",
        said("checkoutErrorTexts.quantityBelowMinimum", item.name, formatQuantity(item.quantityMin, item.priceUnit)),
      );
    }
    if (problem === "off_step") {
      throw new ServiceError(
        "validation_failed",
        said("checkoutErrorTexts.quantityOffStep", item.name, formatQuantity(item.quantityStep, item.priceUnit)),
      );
    }
    if (problem === "above_maximum") {
      throw new ServiceError(
        "validation_failed",
        said("checkoutErrorTexts.quantityTooLarge", item.name, formatQuantity(maxQuantity(item), item.priceUnit)),
      );
    }
    const options = chooseOptions(item.name, item.optionGroups, line.optionIds);
    const priceCents = unitPriceWithOptions(item.priceCents, options);
    if (priceCents <= 0) throw new ServiceError("conflict", said("checkoutErrorTexts.optionGone", item.name));
    const whole = Number.isInteger(line.quantity);
    return {
      itemId: item.id,
      name: item.name,
      quantity: line.quantity,
      unit: item.priceUnit,
      priceCents,
      lineTotalCents: lineTotalCents(priceCents, line.quantity),
      options,
      pricedByWeight: item.pricedByWeight,
      schedule: scheduleOf(item),
      priceId: whole && priceCents === item.priceCents ? item.priceId : null,
      notes: line.notes,
      categoryId: item.categoryId,
    };
  });
  return { lines: priced, estimate: priceOrder({ lines: priced, taxRate: shop.taxRate, weightHoldPercent: shop.weightHoldPercent }) };
}

function chooseOptions(itemName: string, groups: ItemOptionGroupDto[], optionIds: readonly string[]): ChosenOption[] {
  const resolved = resolveOptions(groups, optionIds);
  if (resolved.ok) return resolved.chosen;
  const { problem } = resolved;
  if (problem.kind === "unknown") throw new ServiceError("conflict", said("checkoutErrorTexts.optionGone", itemName));
  const group = problem.group.name.toLowerCase();
  if (problem.kind === "too_few") throw new ServiceError("validation_failed", said("checkoutErrorTexts.optionMissing", itemName, group));
  throw new ServiceError("validation_failed", said("checkoutErrorTexts.optionTooMany", itemName, group, problem.group.maxPicks));
}
