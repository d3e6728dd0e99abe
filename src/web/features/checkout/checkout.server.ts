import { redirect, type AppLoadContext } from "react-router";
import { defaultPreferredTime, MAX_LEAD_DAYS, MIN_LEAD_MINUTES } from "@shared/checkout";
import { WEIGHED_ORDER_MAX_LEAD_DAYS } from "@shared/quantity";
import { toWallTime } from "@shared/time";

/**
 * /checkout needs a signed-in customer (SPEC.md section 6): others go to the login page and
 * come back here. The times offered are computed on the server, in the shop's time zone (sooner
 * for carts with cuts priced by weight, whose card hold must outlast the weighing).
 */
export function loadCheckoutPage(context: AppLoadContext) {
  if (!context.actor) throw redirect("/auth/login?redirect=%2Fcheckout&reason=checkout");
  const { timeZone, weeklyHours } = context.app.config.shop;
  const now = new Date();
  return {
    email: context.actor.email,
    name: context.actor.name,
    defaultTime: defaultPreferredTime({ now, timeZone, weeklyHours }),
    minTime: toWallTime(new Date(now.getTime() + MIN_LEAD_MINUTES * 60_000), timeZone),
    maxTime: toWallTime(new Date(now.getTime() + MAX_LEAD_DAYS * 24 * 60 * 60_000), timeZone),
    maxTimeWeighed: toWallTime(new Date(now.getTime() + WEIGHED_ORDER_MAX_LEAD_DAYS * 24 * 60 * 60_000), timeZone),
  };
}
