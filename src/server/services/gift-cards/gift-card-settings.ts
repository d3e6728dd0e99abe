import { eq } from "drizzle-orm";
import { DEFAULT_GIFT_CARD_SETTINGS, type GiftCardSettings } from "@shared/gift-cards/gift-cards";
import type { Executor } from "../../db/client";
import { shopSettings } from "../../db/schema/ordering";
import type { ServiceContext } from "../service-context";

/** The gift cards' rules (ADR 0024): the cash-out state and the daily cap; defaults keep California's rule. */
export async function readGiftCardSettings(_ctx: ServiceContext, db: Executor): Promise<GiftCardSettings> {
  const [row] = await db.select({ giftCards: shopSettings.giftCards }).from(shopSettings).where(eq(shopSettings.id, 1));
  return { ...DEFAULT_GIFT_CARD_SETTINGS, ...(row?.giftCards ?? {}) };
}

export async function saveGiftCardSettings(ctx: ServiceContext, settings: GiftCardSettings): Promise<GiftCardSettings> {
  await ctx.db.update(shopSettings).set({ giftCards: settings, updatedAt: ctx.clock.now() }).where(eq(shopSettings.id, 1));
  return readGiftCardSettings(ctx, ctx.db);
}
