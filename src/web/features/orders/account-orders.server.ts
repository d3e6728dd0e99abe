import { redirect, type AppLoadContext } from "react-router";
import { localizedPath, type Locale } from "@shared/core/i18n";
import type { OrderDto } from "@shared/orders/orders";
import { formatShopDate, formatShopDateTime } from "@shared/core/time";
import { listCustomerOrders } from "@server/services/orders/order-queries";

/** An order as the customer's page shows it: its dates already in words, in the page's language and the shop's time zone. */
export interface AccountOrder extends OrderDto {
  /** 'January 5, 2025'. */
  placedOn: string;
  /** 'Monday, January 6, 10:30 AM': the pickup or delivery time. */
  dueAt: string;
}

/**
 * The signed-in customer's orders (the original specification only named /account/orders; docs/product.md 'My orders' describes it).
 * Dates are formatted here, so the page's first load does not carry the time-zone code (ADR 0008).
 * Signed out, the login page in the page's language, with the way back.
 */
export async function loadAccountOrders(context: AppLoadContext, url: URL, locale: Locale): Promise<{ orders: AccountOrder[] }> {
  if (!context.actor) throw redirect(localizedPath(`/auth/login?redirect=${encodeURIComponent(url.pathname)}`, locale));
  const { timeZone } = context.app.config.shop;
  const orders = await listCustomerOrders(context.app, context.actor.userId);
  return {
    orders: orders.map((order) => ({
      ...order,
      placedOn: formatShopDate(order.createdAt, timeZone, locale),
      dueAt: formatShopDateTime(order.deliveryTime, timeZone, locale),
    })),
  };
}
