import { lt, sql } from "drizzle-orm";
import { smsInboundMessages } from "../../db/schema/sms";
import type { ServiceContext } from "../service-context";
import { optBackIn, optOut } from "./outbox";
import { toE164 } from "./phone";

/** The carriers' standard opt-out and opt-in keywords (CTIA), as Twilio recognises them. */
const STOP_WORDS = new Set(["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT"]);
const START_WORDS = new Set(["START", "UNSTOP"]);

/**
 * How long a message id is remembered. Twilio retries a webhook within minutes; a copy of a
 * signed request kept for longer than this could be played again, so the ids are kept for
 * months (a few bytes per text the shop receives).
 */
export const INBOUND_MESSAGE_KEEP_DAYS = 90;

export type InboundOutcome = "opted_out" | "opted_in" | "ignored" | "replayed";

/**
 * A text message a customer sent the shop's number: STOP and its synonyms stop every later
 * message to that number; START lets them through again. Anything else is ignored. Each message
 * counts once, by its id: the same signed request again (Twilio's retry, or a copy played back
 * later, e.g. an old START after a newer STOP) changes nothing. The id is recorded in the
 * transaction that acts on the message, so a failure leaves it to the retry.
 */
export async function receiveSms(ctx: ServiceContext, input: { messageSid: string; from: string; body: string }): Promise<InboundOutcome> {
  return ctx.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(smsInboundMessages)
      .values({ messageSid: input.messageSid })
      .onConflictDoNothing()
      .returning({ messageSid: smsInboundMessages.messageSid });
    if (!fresh) {
      ctx.log.warn({ outcome: "replayed" }, "text message already received: ignored");
      return "replayed";
    }
    await tx
      .delete(smsInboundMessages)
      .where(lt(smsInboundMessages.receivedAt, sql`now() - ${INBOUND_MESSAGE_KEEP_DAYS}::int * interval '1 day'`));
    const word = input.body.trim().toUpperCase();
    const phone = toE164(input.from);
    if (!phone) return "ignored";
    if (STOP_WORDS.has(word)) {
      await optOut(tx, phone);
      ctx.log.info({ outcome: "opted_out" }, "text message keyword received");
      return "opted_out";
    }
    if (START_WORDS.has(word)) {
      await optBackIn(tx, phone);
      ctx.log.info({ outcome: "opted_in" }, "text message keyword received");
      return "opted_in";
    }
    return "ignored";
  });
}
