import { eq } from "drizzle-orm";
import type { Locale } from "@shared/core/i18n";
import type { Executor } from "../../db/client";
import { smsOptOuts, smsOutbox } from "../../db/schema/sms";

export interface OutgoingSms {
  /** E.164 (services/sms/phone.ts). */
  to: string;
  body: string;
  /** What the message is about: 'order_ready', … */
  kind: string;
  locale: Locale;
  relatedOrderId?: string | null;
  /** One message per fact: a second enqueue with the same key is ignored. */
  dedupeKey: string;
}

/** The SMS outbox as the services use it: `ctx.sms.enqueue(tx, sms)`. */
export interface SmsOutbox {
  /**
   * Writes a text message to the outbox, in the transaction of the change that causes it; the
   * SMS worker delivers it. Returns null when the number replied STOP, the key was already used,
   * or the shop sends no texts (production without Twilio: nothing is queued for nobody to read).
   */
  enqueue(db: Executor, sms: OutgoingSms): Promise<{ id: string } | null>;
}

export function createSmsOutbox(options: { enabled: boolean }): SmsOutbox {
  return {
    async enqueue(db, sms) {
      if (!options.enabled || (await isOptedOut(db, sms.to))) return null;
      const rows = await db
        .insert(smsOutbox)
        .values({
          toPhone: sms.to,
          body: sms.body,
          kind: sms.kind,
          locale: sms.locale,
          relatedOrderId: sms.relatedOrderId ?? null,
          dedupeKey: sms.dedupeKey,
        })
        .onConflictDoNothing({ target: smsOutbox.dedupeKey })
        .returning({ id: smsOutbox.id });
      return rows[0] ?? null;
    },
  };
}

/** Whether the number replied STOP (and not START since). */
export async function isOptedOut(db: Executor, phone: string): Promise<boolean> {
  const [row] = await db.select({ phone: smsOptOuts.phone }).from(smsOptOuts).where(eq(smsOptOuts.phone, phone));
  return row !== undefined;
}

/** STOP: nothing more is texted to the number. Repeating it changes nothing. */
export async function optOut(db: Executor, phone: string): Promise<void> {
  await db.insert(smsOptOuts).values({ phone }).onConflictDoNothing();
}

/** START: the number may be texted again (where its orders opted in). */
export async function optBackIn(db: Executor, phone: string): Promise<void> {
  await db.delete(smsOptOuts).where(eq(smsOptOuts.phone, phone));
}
