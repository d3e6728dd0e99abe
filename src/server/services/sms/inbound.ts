import type { ServiceContext } from "../context";
import { optBackIn, optOut } from "./outbox";
import { toE164 } from "./phone";

/** The carriers' standard opt-out and opt-in keywords (CTIA), as Twilio recognises them. */
const STOP_WORDS = new Set(["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT"]);
const START_WORDS = new Set(["START", "UNSTOP"]);

export type InboundOutcome = "opted_out" | "opted_in" | "ignored";

/**
 * A text message a customer sent the shop's number: STOP and its synonyms stop every later
 * message to that number; START lets them through again. Anything else is ignored.
 */
export async function receiveSms(ctx: ServiceContext, input: { from: string; body: string }): Promise<InboundOutcome> {
  const word = input.body.trim().toUpperCase();
  const phone = toE164(input.from);
  if (!phone) return "ignored";
  if (STOP_WORDS.has(word)) {
    await optOut(ctx.db, phone);
    ctx.log.info({ outcome: "opted_out" }, "text message keyword received");
    return "opted_out";
  }
  if (START_WORDS.has(word)) {
    await optBackIn(ctx.db, phone);
    ctx.log.info({ outcome: "opted_in" }, "text message keyword received");
    return "opted_in";
  }
  return "ignored";
}
