import { Hono } from "hono";
import { messageListQuerySchema, messageReadUpdateSchema } from "@shared/admin-messages";
import { adminOrderListQuerySchema, orderStatusUpdateSchema, uuidParamSchema } from "@shared/admin-orders";
import { requireAdmin } from "../auth/guards";
import { getActor } from "../auth/session";
import type { AppEnv } from "../context";
import { orderChangeStream } from "../lib/sse";
import { validate } from "../lib/validation";
import { countUnreadMessages, listMessages, setMessageRead } from "../services/messages/admin-messages";
import { changeOrderStatus, getOrderForAdmin, listOrderHistory, listOrdersForAdmin } from "../services/orders/admin-orders";

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * The admin's orders and messages API, mounted at /api/admin. The guard runs first: 401 for
 * anonymous callers, 403 for signed-in non-admins, whatever the browser shows. Bad input
 * gets 400 `{ error: { code, message, fields } }`; an unknown id 404.
 *
 * Orders (SPEC.md sections 2 'Admin orders', 4 'Order status', 7 'Admin')
 * - GET   /orders?status=&limit=     → { orders: OrderDto[], hasMore }, newest first (limit 1–500, default 50)
 * - GET   /orders/events             → Server-Sent Events: `ready` on connect, then `order` with an
 *                                      OrderChange for every insert or update of any order
 *                                      (a comment line every 30 s keeps proxies open)
 * - GET   /orders/:id                → OrderDto (lines, totals, payment state)
 * - GET   /orders/:id/history        → { history: OrderHistoryEntry[] }, newest first, with updatedByEmail
 * - PATCH /orders/:id/status {status} → { order, changed }: order, history row and the customer's
 *                                      e-mail in one transaction; the same status again changes nothing
 *
 * Messages (SPEC.md sections 2 'Admin messages', 4 'Contact message', 7 'Admin')
 * - GET   /messages?type=all|contact_form|email&limit= → { messages: MessageDto[], hasMore }, newest first
 * - GET   /messages/unread-count     → { unread }: the sidebar badge (same figure as the dashboard's)
 * - PATCH /messages/:id {type, isRead} → { id, type, isRead }: mark read or unread
 */
export const adminOrderRoutes = new Hono<AppEnv>()
  .use("*", requireAdmin)
  .get("/orders", validate("query", adminOrderListQuerySchema), async (c) =>
    c.json(await listOrdersForAdmin(c.var.ctx.db, c.req.valid("query")), 200, NO_STORE),
  )
  // Registered before /orders/:id, which would otherwise take 'events' for an id.
  .get("/orders/events", (c) => orderChangeStream(c, () => true))
  .get("/orders/:id", validate("param", uuidParamSchema), async (c) =>
    c.json(await getOrderForAdmin(c.var.ctx.db, c.req.valid("param").id), 200, NO_STORE),
  )
  .get("/orders/:id/history", validate("param", uuidParamSchema), async (c) =>
    c.json({ history: await listOrderHistory(c.var.ctx.db, c.req.valid("param").id) }, 200, NO_STORE),
  )
  .patch("/orders/:id/status", validate("param", uuidParamSchema), validate("json", orderStatusUpdateSchema), async (c) => {
    const actor = (await getActor(c))!;
    const result = await changeOrderStatus(c.var.ctx, actor, c.req.valid("param").id, c.req.valid("json").status);
    return c.json(result, 200);
  })
  .get("/messages", validate("query", messageListQuerySchema), async (c) =>
    c.json(await listMessages(c.var.ctx.db, c.req.valid("query")), 200, NO_STORE),
  )
  .get("/messages/unread-count", async (c) => c.json({ unread: await countUnreadMessages(c.var.ctx.db) }, 200, NO_STORE))
  .patch("/messages/:id", validate("param", uuidParamSchema), validate("json", messageReadUpdateSchema), async (c) => {
    const { id } = c.req.valid("param");
    const update = c.req.valid("json");
    await setMessageRead(c.var.ctx.db, id, update);
    return c.json({ id, ...update }, 200);
  });
