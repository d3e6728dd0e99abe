import type { ContactMessage } from "@shared/messages/messages.schema";
import type { ServiceContext } from "../service-context";
import { messages } from "../../db/schema/messages";

/** Stores a contact form message, unread, for the admin's messages list (docs/product.md 'Public API'). */
export async function createContactMessage(ctx: ServiceContext, input: ContactMessage): Promise<{ id: string; createdAt: string }> {
  const [row] = await ctx.db
    .insert(messages)
    .values({ name: input.name, email: input.email, phone: input.phone, message: input.message })
    .returning({ id: messages.id, createdAt: messages.createdAt });
  return { id: row!.id, createdAt: row!.createdAt.toISOString() };
}
