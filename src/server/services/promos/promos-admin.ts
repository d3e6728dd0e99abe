import { desc, eq, sql } from "drizzle-orm";
import { said } from "@shared/core/said";
import type { PromoAdminRow, PromoStatus } from "@shared/promos/promos";
import type { PromoCreateInput } from "@shared/promos/promos.schema";
import { promoCodes, promoRedemptions } from "../../db/schema/gift-cards";
import { ServiceError } from "../../lib/errors";
import type { Actor, ServiceContext } from "../service-context";

/**
 * The owner's promo codes (ADR 0024): created, paused, taken up again, ended for good; each with
 * its uses (orders that kept it) and what it gave (their discounts and waived fees), so the owner
 * sees what a code cost. Staff see them; only the owner changes them (http/guards.ts).
 */

type PromoRow = typeof promoCodes.$inferSelect;

const usesColumns = {
  uses: sql<number>`count(${promoRedemptions.orderId}) filter (where not ${promoRedemptions.voided})::int`,
  given: sql<string>`coalesce(sum(${promoRedemptions.discountCents}) filter (where not ${promoRedemptions.voided}), 0)`,
};

function rowOf(promo: PromoRow, uses: number, given: number): PromoAdminRow {
  return {
    id: promo.id,
    code: promo.code,
    kind: promo.kind,
    percentBp: promo.percentBp,
    amountCents: promo.amountCents,
    status: promo.status,
    rules: promo.rules,
    uses,
    discountGivenCents: given,
    createdAt: promo.createdAt.toISOString(),
  };
}

export async function listPromos(ctx: ServiceContext): Promise<{ promos: PromoAdminRow[] }> {
  const rows = await ctx.db
    .select({ promo: promoCodes, ...usesColumns })
    .from(promoCodes)
    .leftJoin(promoRedemptions, eq(promoRedemptions.promoId, promoCodes.id))
    .groupBy(promoCodes.id)
    .orderBy(desc(promoCodes.createdAt));
  return { promos: rows.map((row) => rowOf(row.promo, Number(row.uses), Number(row.given))) };
}

async function promoRow(ctx: ServiceContext, id: string): Promise<PromoAdminRow> {
  const [row] = await ctx.db
    .select({ promo: promoCodes, ...usesColumns })
    .from(promoCodes)
    .leftJoin(promoRedemptions, eq(promoRedemptions.promoId, promoCodes.id))
    .where(eq(promoCodes.id, id))
    .groupBy(promoCodes.id);
  if (!row) throw new ServiceError("not_found", said("promoErrorTexts.unknown"));
  return rowOf(row.promo, Number(row.uses), Number(row.given));
}

export async function createPromo(ctx: ServiceContext, input: { actor: Actor; promo: PromoCreateInput }): Promise<PromoAdminRow> {
  const { promo } = input;
  const [created] = await ctx.db
    .insert(promoCodes)
    .values({
      code: promo.code,
      kind: promo.kind,
      // Percent in basis points, so 12.5 % is exact.
      percentBp: promo.kind === "percent" ? Math.round(promo.percent! * 100) : null,
      amountCents: promo.kind === "amount" ? promo.amountCents : null,
      rules: promo.rules,
      createdByUserId: input.actor.userId,
    })
    .onConflictDoNothing({ target: promoCodes.code })
    .returning();
  if (!created) throw new ServiceError("conflict", said("promoErrorTexts.codeTaken"), { code: said("promoErrorTexts.codeTaken") });
  ctx.log.info({ promoId: created.id, code: created.code, by: input.actor.userId }, "promo code created");
  return rowOf(created, 0, 0);
}

/** Pause and take up again freely; an ended code stays ended. */
export async function setPromoStatus(
  ctx: ServiceContext,
  input: { actor: Actor; promoId: string; status: PromoStatus },
): Promise<PromoAdminRow> {
  const [current] = await ctx.db.select().from(promoCodes).where(eq(promoCodes.id, input.promoId));
  if (!current) throw new ServiceError("not_found", said("promoErrorTexts.unknown"));
  if (current.status === "ended" && input.status !== "ended") throw new ServiceError("conflict", said("promoErrorTexts.ended"));
  await ctx.db.update(promoCodes).set({ status: input.status, updatedAt: ctx.clock.now() }).where(eq(promoCodes.id, input.promoId));
  ctx.log.info({ promoId: input.promoId, status: input.status, by: input.actor.userId }, "promo code status changed");
  return promoRow(ctx, input.promoId);
}
