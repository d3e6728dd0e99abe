import { redirect, type AppLoadContext } from "react-router";
import type { OrderDto } from "@shared/orders";
import { formatShopDate, formatShopDateTime } from "@shared/time";
import { listCustomerOrders } from "@server/services/orders/order-queries";

/** An order as the customer's page shows it: its dates already in words, in the shop's time zone. */
export interface AccountOrder extends OrderDto {
  /** 'January 5, 2025'. */
  placedOn: string;
  /** 'Monday, January 6, 10:30 AM': the pickup or delivery time. */
  dueAt: string;
}

/**
 * The signed-in customer's orders (SPEC.md references /account/orders; issue 5 defines it).
 * Dates are formatted here, so the page's first load does not carry the time-zone code (ADR 0008).
 */
export async function loadAccountOrders(context: AppLoadContext, url: URL): Promise<{ orders: AccountOrder[] }> {
  if (!context.actor) throw redirect(`/auth/login?redirect=${encodeURIComponent(url.pathname)}`);
  const { timeZone } = context.app.config.shop;
  const orders = await listCustomerOrders(context.app, context.actor.userId);
  return {
    orders: orders.map((order) => ({
      ...order,
      placedOn: formatShopDate(order.createdAt, timeZone),
      dueAt: formatShopDateTime(order.deliveryTime, timeZone),
    })),
  };
}
