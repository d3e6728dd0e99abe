import { Hono } from "hono";
import { contactInputSchema, messageListQuerySchema, messageReadUpdateSchema } from "@shared/messages/messages.schema";
import { idParamSchema } from "@shared/core/params.schema";
import type { AppEnv } from "../app-context";
import { noStore } from "../http/answers";
import { rateLimitByClient } from "../http/rate-limit";
import { validate } from "../http/validation";
import { createContactMessage } from "../services/messages/contact-messages";
import { countUnreadMessages, listMessages, setMessageRead } from "../services/messages/messages-admin";
import { said } from "@shared/core/said";

/** A person writes a message or two; a script writes hundreds. 5 per client per 10 minutes. */
export const CONTACT_RATE_LIMIT = { max: 5, windowMs: 10 * 60_000 } as const;

/** The contact form (docs/product.md 'Public API': insert messages). */
export const contactRoutes = new Hono<AppEnv>().post(
  "/contact",
  rateLimitByClient("contact", CONTACT_RATE_LIMIT, said("contactTexts.rateLimited")),
  validate("json", contactInputSchema, said("contactTexts.errors.invalid")),
  async (c) => c.json({ message: await createContactMessage(c.var.ctx, c.req.valid("json")) }, 201),
);

/**
 * The admin's messages (docs/product.md 'Admin messages', 'Contact messages', 'Admin API'),
 * mounted at /api/admin. The guard runs first: 401 for anonymous callers, 403 for signed-in
 * non-admins. Bad input gets 400 `{ error: { code, message, fields } }`; an unknown id 404.
 * - GET   /messages?type=all|contact_form|email&limit=&cursor= → { messages: MessageDto[], hasMore, nextCursor },
 *                                    newest first; cursor: the previous page's nextCursor (keyset pagination)
 * - GET   /messages/unread-count     → { unread }: the sidebar badge (same figure as the dashboard's)
 * - PATCH /messages/:id {type, isRead} → { id, type, isRead }: mark read or unread
 */
export const adminMessageRoutes = new Hono<AppEnv>()
  .use("*", noStore)
  .get("/messages", validate("query", messageListQuerySchema), async (c) =>
    c.json(await listMessages(c.var.ctx, c.req.valid("query")), 200),
  )
  .get("/messages/unread-count", async (c) => c.json({ unread: await countUnreadMessages(c.var.ctx) }, 200))
  .patch("/messages/:id", validate("param", idParamSchema), validate("json", messageReadUpdateSchema), async (c) => {
    const { id } = c.req.valid("param");
    const update = c.req.valid("json");
    await setMessageRead(c.var.ctx, { id, ...update });
    return c.json({ id, ...update }, 200);
  });
