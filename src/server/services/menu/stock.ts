import type { ItemSchedule } from "@shared/ordering/ordering";
import { shopDate } from "@shared/ordering/schedule";
import { stockTaken } from "../checkout/capacity";
import type { ServiceContext } from "../service-context";

/**
 * What is left today of each item with a daily stock (ADR 0014): its stock less what orders not
 * cancelled take for today, never below 0, in the item's unit. Items without a daily stock, and
 * pre-orders (whose stock is per pickup date, not today's), are not in the answer. Read on each
 * request: the menu's cached answers do not change as orders come in.
 */
export async function stockLeftToday(
  ctx: Pick<ServiceContext, "db" | "clock" | "config">,
  items: readonly { id: string; schedule: ItemSchedule }[],
): Promise<Map<string, number>> {
  const stocked = items.filter((item) => item.schedule.dailyStock !== null && item.schedule.preorder === null);
  if (stocked.length === 0) return new Map();
  const timeZone = ctx.config.shop.timeZone;
  const today = shopDate(ctx.clock.now(), timeZone);
  const taken = await stockTaken(
    ctx.db,
    stocked.map((item) => item.id),
    today,
    timeZone,
  );
  return new Map(
    stocked.map((item) => {
      const left = item.schedule.dailyStock! - (taken.get(item.id) ?? 0);
      return [item.id, Math.max(0, Math.round(left * 1000) / 1000)];
    }),
  );
}
