import { Hono } from "hono";
import {
  adminOrderListQuerySchema,
  collectBalanceSchema,
  orderEditSchema,
  orderStatusUpdateSchema,
  refundOrderSchema,
  staffOrderSchema,
  weighOrderSchema,
} from "@shared/orders/orders.schema";
import { idParamSchema } from "@shared/core/params.schema";
import { requireUser } from "../http/guards";
import { getActor } from "../http/session";
import type { AppEnv } from "../app-context";
import { noStore } from "../http/answers";
import { orderChangeStream } from "../http/sse";
import { validate } from "../http/validation";
import { listCustomerOrders } from "../services/orders/order-queries";
import { changeOrderStatus, getOrderForAdmin, listOrderHistory, listOrdersForAdmin } from "../services/orders/orders-admin";
import { weighOrder } from "../services/orders/weigh-order";
import { refundOrder } from "../services/orders/refund-order";
import { editOrder } from "../services/orders/edit-order";
import { takeStaffOrder } from "../services/orders/take-staff-order";
import { collectBalance } from "../services/orders/collect-balance";
import { said } from "@shared/core/said";

/** The signed-in customer's own orders, and their live changes; never anyone else's. */
export const accountOrderRoutes = new Hono<AppEnv>()
  .use("/account/*", requireUser)
  .use("/account/*", noStore)
  .get("/account/orders", async (c) => {
    const actor = (await getActor(c))!;
    return c.json({ orders: await listCustomerOrders(c.var.ctx, actor.userId) }, 200);
  })
  .get("/account/orders/events", async (c) => {
    const actor = (await getActor(c))!;
    return orderChangeStream(c, (change) => change.customerId === actor.userId);
  });

/**
 * The admin's orders (docs/product.md 'Admin orders', 'Order status', 'Admin API'), mounted
 * at /api/admin. The guard runs first: 401 for anonymous callers, 403 for signed-in non-admins,
 * whatever the browser shows. Bad input gets 400 `{ error: { code, message, fields } }`; an unknown id 404.
 * - GET   /orders?status=&limit=&cursor= → { orders: OrderDto[], hasMore, nextCursor }, newest first (limit
 *                                      1–500, default 50); cursor: the previous page's nextCursor (keyset)
 * - GET   /orders/events             → Server-Sent Events: `ready` on connect, then `order` with an
 *                                      OrderChange for every insert or update of any order
 *                                      (a comment line every 30 s keeps proxies open)
 * - GET   /orders/:id                → OrderDto (lines, totals, payment state)
 * - GET   /orders/:id/history        → { history: OrderHistoryEntry[] }, newest first, with updatedByEmail
 * - PATCH /orders/:id/status {status} → { order, changed }: through the order's lifecycle, the order,
 *                                      its history row and the customer's e-mail in one transaction;
 *                                      the same status again changes nothing; cancelling an order whose
 *                                      card is held releases the hold first
 * - POST  /orders/:id/weigh {weights:[{lineId, quantity}], overHold?} → { order, capturedCents }:
 *                                      'Weigh and finish' (ADR 0013): the weighed total captured once;
 *                                      409 hold_exceeded when it is more than the hold and no choice is
 *                                      given, 409 hold_expired when the hold lapsed
 * - POST  /orders/:id/refunds {idempotencyKey, amountCents | lineIds, reason?} → RefundResult (ADR 0016):
 *                                      through the provider, once per key; 409 when more than is left
 *                                      to refund or the payment was not taken; 503 when the provider fails
 * - POST  /orders {StaffOrderInput}   → 201 StaffOrderResult (ADR 0016): a phone or walk-in order taken by
 *                                      staff, priced and checked like a website order; paid at the counter
 *                                      or by a payment link sent by text or e-mail; once per key
 * - POST  /orders/:id/edit {OrderEditInput} → OrderEditResult (ADR 0016): lines and time changed before
 *                                      completion, capacity respected (409 slot_full), the difference
 *                                      settled (hold, refund, payment link, collect at pickup); once per key;
 *                                      403 for staff when it lowers a paid total (money goes back: the owner's)
 * - POST  /orders/:id/balance {method, amountCents} → CollectBalanceResult: what is owed at pickup taken
 *                                      at the counter, once; 409 when the balance is no longer that amount
 */
export const adminOrderRoutes = new Hono<AppEnv>()
  .use("*", noStore)
  .get("/orders", validate("query", adminOrderListQuerySchema), async (c) =>
    c.json(await listOrdersForAdmin(c.var.ctx, c.req.valid("query")), 200),
  )
  .post("/orders", validate("json", staffOrderSchema, said("checkoutErrorTexts.invalidForm")), async (c) => {
    const actor = (await getActor(c))!;
    return c.json(await takeStaffOrder(c.var.ctx, { actor, order: c.req.valid("json") }), 201);
  })
  // Registered before /orders/:id, which would otherwise take 'events' for an id.
  .get("/orders/events", (c) => orderChangeStream(c, () => true))
  .get("/orders/:id", validate("param", idParamSchema), async (c) =>
    c.json(await getOrderForAdmin(c.var.ctx, c.req.valid("param").id), 200),
  )
  .get("/orders/:id/history", validate("param", idParamSchema), async (c) =>
    c.json({ history: await listOrderHistory(c.var.ctx, c.req.valid("param").id) }, 200),
  )
  .patch("/orders/:id/status", validate("param", idParamSchema), validate("json", orderStatusUpdateSchema), async (c) => {
    const actor = (await getActor(c))!;
    const result = await changeOrderStatus(c.var.ctx, { actor, orderId: c.req.valid("param").id, status: c.req.valid("json").status });
    return c.json(result, 200);
  })
  .post("/orders/:id/weigh", validate("param", idParamSchema), validate("json", weighOrderSchema), async (c) => {
    const actor = (await getActor(c))!;
    return c.json(await weighOrder(c.var.ctx, { actor, orderId: c.req.valid("param").id, weights: c.req.valid("json") }), 200);
  })
  .post("/orders/:id/edit", validate("param", idParamSchema), validate("json", orderEditSchema), async (c) => {
    const actor = (await getActor(c))!;
    return c.json(
      await editOrder(c.var.ctx, { actor, orderId: c.req.valid("param").id, edit: c.req.valid("json"), locale: c.var.locale }),
      200,
    );
  })
  .post("/orders/:id/balance", validate("param", idParamSchema), validate("json", collectBalanceSchema), async (c) => {
    const actor = (await getActor(c))!;
    return c.json(await collectBalance(c.var.ctx, { actor, orderId: c.req.valid("param").id, balance: c.req.valid("json") }), 200);
  })
  .post("/orders/:id/refunds", validate("param", idParamSchema), validate("json", refundOrderSchema), async (c) => {
    const actor = (await getActor(c))!;
    return c.json(await refundOrder(c.var.ctx, { actor, orderId: c.req.valid("param").id, refund: c.req.valid("json") }), 200);
  });
