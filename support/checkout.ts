import { defaultPreferredTime } from "@shared/checkout";
import { createConfig } from "@server/config";
import { parseEnv } from "@server/env";

/** The checkout form's default pickup time, in the shop's configured time zone and hours. */
export function preferredTime(): string {
  const { timeZone, weeklyHours } = createConfig(parseEnv({})).shop;
  return defaultPreferredTime({ now: new Date(), timeZone, weeklyHours });
}
