import { defaultPreferredTime } from "@shared/checkout/checkout";
import { createConfig } from "@server/config";
import { parseEnv } from "@server/env";

/** The checkout form's default pickup time, in the shop's configured time zone and hours. */
export function preferredTime(): string {
  const { timeZone, weeklyHours } = createConfig(parseEnv({})).shop;
  return defaultPreferredTime({ now: new Date(), timeZone, weeklyHours });
}

interface ScheduledItem {
  schedule?: { leadMinutes: number; soldOutOn: string | null; dailyStock: number | null; preorder: unknown };
}

/**
 * The menu items any order for the default time can take (ADR 0014): no notice beyond the
 * shop's own, not a pre-order, not sold out, and no daily stock a load of checkouts would use up.
 */
export function orderableNow<T extends ScheduledItem>(items: readonly T[]): T[] {
  return items.filter(
    (item) =>
      !item.schedule ||
      (item.schedule.leadMinutes === 0 &&
        item.schedule.preorder === null &&
        item.schedule.soldOutOn === null &&
        item.schedule.dailyStock === null),
  );
}
