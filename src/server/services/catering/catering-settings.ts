import { sql } from "drizzle-orm";
import { DEFAULT_CATERING_SETTINGS, type CateringSettings } from "@shared/catering/catering";
import { said } from "@shared/core/said";
import type { Executor } from "../../db/client";
import { shopSettings } from "../../db/schema/ordering";
import { badRequest } from "../../lib/errors";
import type { ServiceContext } from "../service-context";

/** The shop's catering rules (ADR 0023): the settings row's `catering`, the defaults without one. */
export async function readCateringSettings(ctx: Pick<ServiceContext, "db">, db: Executor = ctx.db): Promise<CateringSettings> {
  const [row] = await db.select({ catering: shopSettings.catering }).from(shopSettings);
  return { ...DEFAULT_CATERING_SETTINGS, ...(row?.catering ?? {}) };
}

/** The owner's settings, sorted as the rules read them; the first lead tier starts at the least head count. */
export async function saveCateringSettings(ctx: Pick<ServiceContext, "db">, input: CateringSettings): Promise<CateringSettings> {
  const leadTiers = [...input.leadTiers].sort((a, b) => a.minGuests - b.minGuests);
  if (leadTiers[0]!.minGuests > input.minGuests) leadTiers[0] = { ...leadTiers[0]!, minGuests: input.minGuests };
  const cancellationTiers = [...input.cancellationTiers].sort((a, b) => b.minDays - a.minDays);
  if (new Set(cancellationTiers.map((tier) => tier.minDays)).size !== cancellationTiers.length) {
    throw badRequest(said("cateringErrorTexts.settingsInvalid"), { cancellationTiers: said("cateringErrorTexts.settingsInvalid") });
  }
  const settings: CateringSettings = { ...input, leadTiers, cancellationTiers };
  await ctx.db.update(shopSettings).set({ catering: settings, updatedAt: sql`now()` });
  return settings;
}
