import { redirect, type AppLoadContext } from "react-router";
import { listCustomerOrders } from "@server/services/orders/order-queries";

/** The signed-in customer's orders (SPEC.md references /account/orders; issue 5 defines it). */
export async function loadAccountOrders(context: AppLoadContext, url: URL) {
  if (!context.actor) throw redirect(`/auth/login?redirect=${encodeURIComponent(url.pathname)}`);
  return { orders: await listCustomerOrders(context.app, context.actor.userId) };
}
