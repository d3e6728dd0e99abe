import type { ContactMessage } from "@shared/contact";
import type { Database } from "../../db/client";
import { messages } from "../../db/schema";

export interface MessagesContext {
  db: Database;
}

/** Stores a contact form message, unread, for the admin's messages list (SPEC.md section 7). */
export async function createContactMessage(
  ctx: MessagesContext,
  input: ContactMessage,
): Promise<{ id: string; createdAt: string }> {
  const [row] = await ctx.db
    .insert(messages)
    .values({ name: input.name, email: input.email, phone: input.phone, message: input.message })
    .returning({ id: messages.id, createdAt: messages.createdAt });
  return { id: row!.id, createdAt: row!.createdAt.toISOString() };
}
