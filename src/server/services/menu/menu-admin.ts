import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import {
  emptyToNull,
  parsePriceToCents,
  type AdminCategoryDto,
  type AdminItemsResponse,
  type ItemOptionGroupDto,
  type AdminMenuItemDto,
} from "@shared/menu/menu";
import { parsePriceDeltaToCents, parseQuantityText } from "@shared/menu/menu-admin";
import { groupPicks, type MenuItemInput, type OptionGroupInput } from "@shared/menu/menu.schema";
import { MAX_QUANTITY } from "@shared/core/quantity";
import { shopDate } from "@shared/ordering/schedule";
import type { ServiceContext } from "../service-context";
import type { Database } from "../../db/client";
import { categories, items } from "../../db/schema/menu";
import { badRequest, notFound, ServiceError } from "../../lib/errors";
import { deleteImageIfUnused } from "../images/image-service";
import { paymentProblemOf, type ProductDetails, type ProductRef, type SyncedProduct } from "../payments/provider";
import { spanishOrNull } from "@shared/core/content-language";
import type { CateringRole } from "@shared/catering/catering";
import { categoryIn, itemColumns, listAdminCategories, withSchedule, type ItemRow as StoredItemRow } from "./menu-service";
import { said, type Said } from "@shared/core/said";

/** A saved item and how its product sync went; a failed sync's words are said by the route, in the admin's language. */
export interface SavedItem {
  item: AdminMenuItemDto;
  sync: { ok: true; priceId: string } | { ok: false; message: Said };
}

/**
 * The admin's menu items (docs/product.md 'Admin menu', 'Menu item lifecycle', 'Menu item validation', 'Admin API'). Every write
 * keeps the item's product and price at the payment provider in step (create/update-stripe-product);
 * the public menu's cached answers are refreshed by the HTTP layer and the database's notification.
 */

const adminItemColumns = { ...itemColumns, cateringRole: items.cateringRole, updatedAt: items.updatedAt };

type ItemRow = StoredItemRow & { cateringRole: CateringRole | null; updatedAt: Date };
/** The admin's item: the English and the Spanish side by side (the choices keep their `nameEs`), its category in English. */
const toDto = ({ updatedAt, ...row }: ItemRow): AdminMenuItemDto => {
  const item = withSchedule(row);
  return { ...item, category: categoryIn(item.category, "en"), updatedAt: updatedAt.toISOString() };
};

async function findItem(db: Database, id: string): Promise<AdminMenuItemDto | null> {
  const [row] = await db
    .select(adminItemColumns)
    .from(items)
    .innerJoin(categories, eq(categories.id, items.categoryId))
    .where(eq(items.id, id));
  return row ? toDto(row) : null;
}

async function requireItem(db: Database, id: string): Promise<AdminMenuItemDto> {
  const item = await findItem(db, id);
  if (!item) throw notFound(said("menuAdminTexts.errors.noSuchItem"));
  return item;
}

/** Items with their category (archived ones only when asked), and the categories for the tabs and the form. */
export async function listAdminItems(
  ctx: ServiceContext,
  input: { includeArchived: boolean },
): Promise<Omit<AdminItemsResponse, "paymentProvider">> {
  const today = shopDate(ctx.clock.now(), ctx.config.shop.timeZone);
  const rows = await ctx.db
    .select(adminItemColumns)
    .from(items)
    .innerJoin(categories, eq(categories.id, items.categoryId))
    .where(input.includeArchived ? undefined : eq(items.isArchived, false))
    .orderBy(asc(categories.name), asc(items.name));
  return { items: rows.map(toDto), categories: await listAdminCategories(ctx), today };
}

/**
 * The item's columns from the form. `known` is the item's choice groups before this save (none
 * for a new item): ids the form sends back are kept, so carts and order lines holding them stay
 * valid; new groups and choices get new ids; an id that is not this item's is refused. The
 * Spanish (ADR 0015) is written only when sent ('' clears it): see `spanishColumnsFrom`.
 */
function columnsFrom(input: MenuItemInput, known: readonly ItemOptionGroupDto[]) {
  const priceCents = parsePriceToCents(input.price);
  // The shared schema already refused anything else; these keep the types honest.
  if (priceCents === null)
    throw badRequest(said("menuAdminTexts.errors.priceFormat"), { price: said("menuAdminTexts.errors.priceFormat") });
  const quantityMin = parseQuantityText(input.quantityMin, MAX_QUANTITY);
  const quantityStep = parseQuantityText(input.quantityStep, MAX_QUANTITY);
  if (quantityMin === null)
    throw badRequest(said("menuAdminTexts.errors.quantityFormat"), { quantityMin: said("menuAdminTexts.errors.quantityFormat") });
  if (quantityStep === null)
    throw badRequest(said("menuAdminTexts.errors.quantityFormat"), { quantityStep: said("menuAdminTexts.errors.quantityFormat") });
  return {
    name: input.name,
    description: emptyToNull(input.description),
    priceCents,
    priceUnit: input.priceUnit,
    quantityMin,
    quantityStep,
    pricedByWeight: input.pricedByWeight && input.priceUnit === "lb",
    optionGroups: optionGroupsFrom(input.optionGroups, known),
    categoryId: input.categoryId,
    imageUrl: emptyToNull(input.imageUrl),
    isAvailable: input.isAvailable,
    isFeatured: input.isFeatured,
    ...spanishColumnsFrom(input),
    ...scheduleColumnsFrom(input),
    // Left out, the item keeps its place on the catering menu (ADR 0023).
    ...(input.cateringRole !== undefined ? { cateringRole: input.cateringRole } : {}),
  };
}

/** The Spanish name and description, only those the input carries; blank is not translated (null). */
function spanishColumnsFrom(input: MenuItemInput) {
  const columns: Partial<Pick<typeof items.$inferInsert, "nameEs" | "descriptionEs">> = {};
  if (input.nameEs !== undefined) columns.nameEs = spanishOrNull(input.nameEs);
  if (input.descriptionEs !== undefined) columns.descriptionEs = spanishOrNull(input.descriptionEs);
  return columns;
}

/** A group's or choice's Spanish as stored: the one sent ('' or null: none), or, when left out, the one it had. */
function withNameEs<T extends object>(thing: T, sent: string | null | undefined, had: string | undefined): T & { nameEs?: string } {
  const nameEs = sent === undefined ? had : (spanishOrNull(sent) ?? undefined);
  return nameEs === undefined ? thing : { ...thing, nameEs };
}

/**
 * The item's ordering-ahead columns (ADR 0014), only those the input carries: a client that
 * leaves them out keeps the item's (a new item gets the columns' defaults: no schedule).
 */
function scheduleColumnsFrom(input: MenuItemInput) {
  const columns: Partial<
    Pick<typeof items.$inferInsert, "leadMinutes" | "dailyStock" | "preorderFirstDate" | "preorderLastDate" | "preorderCutoffDate">
  > = {};
  if (input.leadMinutes !== undefined) columns.leadMinutes = input.leadMinutes;
  if (input.dailyStock !== undefined) columns.dailyStock = input.dailyStock;
  if (input.preorder !== undefined) {
    columns.preorderFirstDate = input.preorder?.firstDate ?? null;
    columns.preorderLastDate = input.preorder?.lastDate ?? null;
    columns.preorderCutoffDate = input.preorder?.cutoffDate ?? null;
  }
  return columns;
}

function optionGroupsFrom(groups: readonly OptionGroupInput[], known: readonly ItemOptionGroupDto[]): ItemOptionGroupDto[] {
  const knownGroups = new Map(known.map((group) => [group.id, group]));
  const knownOptions = new Map(known.flatMap((group) => group.options.map((option) => [option.id, option])));
  const used = new Set<string>();
  /** The id sent back if it is one of the item's (once), a new one if none was sent. */
  const idFor = (sent: string | undefined, knownIds: ReadonlyMap<string, unknown>, field: string): string => {
    if (!sent) return randomUUID();
    if (!knownIds.has(sent) || used.has(sent))
      throw badRequest(said("menuAdminTexts.errors.choiceUnknown"), { [field]: said("menuAdminTexts.errors.choiceUnknown") });
    used.add(sent);
    return sent;
  };
  return groups.map((group, g) => {
    const picks = groupPicks(group);
    if (picks === null) throw badRequest(said("menuAdminTexts.errors.maxPicksRange", group.options.length));
    const groupId = idFor(group.id, knownGroups, `optionGroups.${g}.id`);
    return {
      ...withNameEs({ id: groupId, name: group.name }, group.nameEs, knownGroups.get(groupId)?.nameEs),
      selection: group.selection,
      isRequired: group.isRequired,
      ...picks,
      options: group.options.map((option, o) => {
        const priceDeltaCents = parsePriceDeltaToCents(option.priceDelta);
        if (priceDeltaCents === null) throw badRequest(said("menuAdminTexts.errors.priceDeltaFormat"));
        const optionId = idFor(option.id, knownOptions, `optionGroups.${g}.options.${o}.id`);
        return {
          ...withNameEs({ id: optionId, name: option.name }, option.nameEs, knownOptions.get(optionId)?.nameEs),
          priceDeltaCents,
          isDefault: option.isDefault,
        };
      }),
    };
  });
}

async function assertCategoryExists(db: Database, categoryId: string): Promise<void> {
  const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!category)
    throw badRequest(said("menuAdminTexts.errors.categoryMissing"), { categoryId: said("menuAdminTexts.errors.categoryMissing") });
}

function productDetails(ctx: ServiceContext, item: AdminMenuItemDto): ProductDetails {
  return {
    itemId: item.id,
    name: item.name,
    description: item.description,
    priceCents: item.priceCents,
    priceUnit: item.priceUnit,
    imageUrl: item.imageUrl ? new URL(item.imageUrl, ctx.config.publicUrl).toString() : null,
    // Every save stamps updated_at: the next save after a failed sync asks the provider anew.
    syncKey: `${item.id}@${item.updatedAt}`,
  };
}

/**
 * Brings the provider's product in line with the saved item and stores the ids it answers.
 * The item is already saved: a failure is reported, not thrown. The product id is always kept
 * (it is this item's product, whatever its price); the price id only if the item still has the
 * amount that was synced (a concurrent edit wins).
 */
async function syncProduct(ctx: ServiceContext, item: AdminMenuItemDto, current: ProductRef | null): Promise<SavedItem> {
  const product = productDetails(ctx, item);
  let synced: SyncedProduct;
  try {
    synced = current ? await ctx.payments.updateProduct(current, product) : await ctx.payments.createProduct(product);
  } catch (error) {
    const reason = paymentProblemOf(error, "unknown");
    ctx.log.warn({ err: error, itemId: item.id }, "payment product sync failed; the item is saved");
    // A saved item's answer, not an error's: the route says it in the admin's language (the form toasts it).
    return { item, sync: { ok: false, message: said("menuAdminTexts.sync.failed", reason) } };
  }
  if (synced.productId !== current?.productId) {
    await ctx.db.update(items).set({ productId: synced.productId }).where(eq(items.id, item.id));
  }
  if (synced.priceId !== item.priceId) {
    await ctx.db
      .update(items)
      .set({ priceId: synced.priceId })
      .where(and(eq(items.id, item.id), eq(items.priceCents, product.priceCents)));
  }
  return { item: await requireItem(ctx.db, item.id), sync: { ok: true, priceId: synced.priceId } };
}

/** Add Item: saves the item, then creates its product and price at the payment provider. */
export async function createMenuItem(ctx: ServiceContext, input: MenuItemInput): Promise<SavedItem> {
  const values = columnsFrom(input, []);
  await assertCategoryExists(ctx.db, values.categoryId);
  const [created] = await ctx.db.insert(items).values(values).returning({ id: items.id });
  const item = await requireItem(ctx.db, created!.id);
  return syncProduct(ctx, item, null);
}

/**
 * Edit Item. A new amount clears price_id in the same write, so checkout never charges the
 * old price through a stale id; the sync then stores the new price's id. The product id stays,
 * so a sync that failed is retried on the same product by the next save. A replaced picture
 * of ours is deleted once nothing uses it.
 */
export async function updateMenuItem(ctx: ServiceContext, { id, input }: { id: string; input: MenuItemInput }): Promise<SavedItem> {
  const before = await requireItem(ctx.db, id);
  const [{ productId } = { productId: null }] = await ctx.db.select({ productId: items.productId }).from(items).where(eq(items.id, id));
  const values = columnsFrom(input, before.optionGroups);
  if (values.categoryId !== before.category.id) await assertCategoryExists(ctx.db, values.categoryId);
  const priceChanged = values.priceCents !== before.priceCents;
  await ctx.db
    .update(items)
    .set({ ...values, ...(priceChanged ? { priceId: null } : {}), updatedAt: ctx.clock.now() })
    .where(eq(items.id, id));
  if (before.imageUrl !== values.imageUrl) await deleteImageIfUnused(ctx, before.imageUrl);
  const item = await requireItem(ctx.db, id);
  const current = productId || before.priceId ? { productId, priceId: before.priceId, priceCents: before.priceCents } : null;
  return syncProduct(ctx, item, current);
}

/** The status toggle: Available / Unavailable. Refused for archived items (their toggle is disabled). */
export async function setMenuItemAvailability(
  ctx: ServiceContext,
  { id, isAvailable }: { id: string; isAvailable: boolean },
): Promise<AdminMenuItemDto> {
  const item = await requireItem(ctx.db, id);
  if (item.isArchived) throw new ServiceError("conflict", said("menuAdminTexts.errors.archivedAvailability"));
  await ctx.db.update(items).set({ isAvailable, updatedAt: ctx.clock.now() }).where(eq(items.id, id));
  return requireItem(ctx.db, id);
}

/**
 * 'Sold out today' (ADR 0014): marks the item sold out for the shop's date now, or back in
 * stock. Customers can still order it for a later day; tomorrow it is back by itself.
 */
export async function setMenuItemSoldOut(
  ctx: ServiceContext,
  { id, soldOut }: { id: string; soldOut: boolean },
): Promise<AdminMenuItemDto> {
  await requireItem(ctx.db, id);
  const soldOutOn = soldOut ? shopDate(ctx.clock.now(), ctx.config.shop.timeZone) : null;
  await ctx.db.update(items).set({ soldOutOn, updatedAt: ctx.clock.now() }).where(eq(items.id, id));
  return requireItem(ctx.db, id);
}

/** Archive (hidden from the menu and from checkout) or restore; the rest of the item is kept. */
export async function setMenuItemArchived(
  ctx: ServiceContext,
  { id, isArchived }: { id: string; isArchived: boolean },
): Promise<AdminMenuItemDto> {
  await requireItem(ctx.db, id);
  await ctx.db.update(items).set({ isArchived, updatedAt: ctx.clock.now() }).where(eq(items.id, id));
  return requireItem(ctx.db, id);
}

/**
 * A category's Spanish name (ADR 0015); null: not translated yet (the Spanish pages show the
 * English). Categories have no other editor: their English names are the shop's from the start.
 */
export async function setCategoryNameEs(
  ctx: ServiceContext,
  { id, nameEs }: { id: string; nameEs: string | null },
): Promise<AdminCategoryDto> {
  const [category] = await ctx.db
    .update(categories)
    .set({ nameEs: spanishOrNull(nameEs) })
    .where(eq(categories.id, id))
    .returning({ id: categories.id, name: categories.name, nameEs: categories.nameEs, slug: categories.slug });
  if (!category) throw notFound(said("menuAdminTexts.errors.categoryMissing"));
  return category;
}
