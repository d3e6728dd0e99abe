import type { AppLoadContext } from "react-router";
import { describeToday } from "@shared/today-hours";
import { loadShop } from "~/lib/shop.server";

/**
 * Data of /contact: today's hours and the next closure as words (issue 14), said on the server
 * so the page's first load carries no calendar code (ADR 0008).
 */
export async function loadContactPage(context: AppLoadContext) {
  const shop = await loadShop(context);
  return { today: describeToday(shop.today) };
}
