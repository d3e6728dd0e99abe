import type { AppLoadContext } from "react-router";
import type { ShopInfo } from "@shared/shop";
import { currentShopInfo } from "@server/services/settings/ordering-settings";

/** The shop as every page shows it: the configuration with the admin's hours, closures and delivery terms (issue 14). */
export function loadShop(context: AppLoadContext): Promise<ShopInfo> {
  return currentShopInfo(context.app);
}
