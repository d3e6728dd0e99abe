import { redirect, type AppLoadContext } from "react-router";
import { defaultPreferredTime, MAX_LEAD_DAYS, MIN_LEAD_MINUTES } from "@shared/checkout/checkout";
import { localizedPath, type Locale } from "@shared/core/i18n";
import { WEIGHED_ORDER_MAX_LEAD_DAYS } from "@shared/core/quantity";
import { toWallTime } from "@shared/core/time";
import { cachedOrderingSettings } from "@server/services/ordering/ordering-settings";

/**
 * /checkout needs a signed-in customer (docs/product.md 'Roles'): others go to the login page and
 * come back here, in the page's language. The times offered are computed on the server, in the shop's time zone, with
 * the admin's hours and closures (sooner for carts with cuts priced by weight, whose card hold
 * must outlast the weighing). The cart's own items move the default later in the browser,
 * from the quick picks (POST /api/checkout/slots).
 */
export async function loadCheckoutPage(context: AppLoadContext, locale: Locale) {
  if (!context.actor) {
    const back = encodeURIComponent(localizedPath("/checkout", locale));
    throw redirect(localizedPath(`/auth/login?redirect=${back}&reason=checkout`, locale));
  }
  const { timeZone } = context.app.config.shop;
  const settings = await cachedOrderingSettings(context.app);
  const now = context.app.clock.now();
  return {
    email: context.actor.email,
    name: context.actor.name,
    defaultTime: defaultPreferredTime({ now, timeZone, weeklyHours: settings.weeklyHours, specialDays: settings.specialDays }),
    minTime: toWallTime(new Date(now.getTime() + MIN_LEAD_MINUTES * 60_000), timeZone),
    maxTime: toWallTime(new Date(now.getTime() + MAX_LEAD_DAYS * 24 * 60 * 60_000), timeZone),
    maxTimeWeighed: toWallTime(new Date(now.getTime() + WEIGHED_ORDER_MAX_LEAD_DAYS * 24 * 60 * 60_000), timeZone),
  };
}
