import type { Config, TwilioConfig } from "../../config";
import type { Database } from "../../db/client";
import { devSms } from "../../db/schema/sms";

export interface SmsEnvelope {
  id: string;
  to: string;
  body: string;
}

/** Where text messages go: Twilio's API, the built-in dev SMS outbox, or nowhere (production without Twilio). */
export interface SmsTransport {
  kind: "twilio" | "dev-sms" | "none";
  /** The provider's message id. Throws PermanentSmsError when retrying cannot help; any other error is worth retrying. */
  send(sms: SmsEnvelope): Promise<{ providerMessageId: string | null }>;
  close(): Promise<void>;
}

/** A message refused for good (an invalid number, a recipient who unsubscribed). */
export class PermanentSmsError extends Error {
  override readonly name = "PermanentSmsError";
  constructor(
    message: string,
    /** The provider says the recipient replied STOP: the shop records it too. */
    readonly recipientOptedOut = false,
  ) {
    super(message);
  }
}

/** Twilio's error 21610: 'Attempt to send to unsubscribed recipient'. */
const TWILIO_UNSUBSCRIBED = 21610;
const TIMEOUT_MS = 15_000;

/**
 * Twilio's Messages API with plain fetch (no SDK): a form-encoded POST with Basic auth. A 4xx
 * other than 401 (our own credentials: fixed, the message must still go), 408 and 429 is the
 * message's fault and permanent; the rest (5xx, no answer) is temporary. The token is never
 * part of an error or a log.
 */
export function createTwilioTransport(config: TwilioConfig): SmsTransport {
  const url = `${config.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString("base64")}`;
  const sender: [string, string] = [config.from.startsWith("MG") ? "MessagingServiceSid" : "From", config.from];
  return {
    kind: "twilio",
    async send(sms) {
      const res = await fetch(url, {
        method: "POST",
        headers: { Authorization: authorization, "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
        body: new URLSearchParams([["To", sms.to], sender, ["Body", sms.body]]),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const answer = (await res.json().catch(() => ({}))) as { sid?: unknown; code?: unknown; message?: unknown };
      if (res.ok) return { providerMessageId: typeof answer.sid === "string" ? answer.sid : null };
      const reason = `Twilio answered ${res.status}${typeof answer.code === "number" ? ` (error ${answer.code})` : ""}: ${
        typeof answer.message === "string" ? answer.message : res.statusText
      }`;
      if (res.status >= 400 && res.status < 500 && ![401, 408, 429].includes(res.status)) {
        throw new PermanentSmsError(reason, answer.code === TWILIO_UNSUBSCRIBED);
      }
      throw new Error(reason);
    },
    async close() {},
  };
}

/** Demo and tests: the message lands in a table, shown at /dev/sms. */
export function createDevSmsTransport(db: Database): SmsTransport {
  return {
    kind: "dev-sms",
    async send(sms) {
      await db.insert(devSms).values({ outboxId: sms.id, toPhone: sms.to, body: sms.body });
      return { providerMessageId: null };
    },
    async close() {},
  };
}

/** What a message left in the outbox says when the shop has no way to send it. */
export const NO_SMS_PROVIDER_ERROR = "no SMS provider: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM to send texts";

/**
 * Production without Twilio: nothing is queued any more (the outbox refuses), and a message left
 * from before is marked failed with the reason, never put in a dev outbox nobody reads.
 */
export function createNoSmsTransport(): SmsTransport {
  return {
    kind: "none",
    async send() {
      throw new PermanentSmsError(NO_SMS_PROVIDER_ERROR);
    },
    async close() {},
  };
}

/** The transport the configuration calls for: Twilio; else, outside production, the dev SMS outbox; else none. */
export function createSmsTransport(config: Pick<Config, "sms">, db: Database): SmsTransport {
  if (config.sms.twilio) return createTwilioTransport(config.sms.twilio);
  return config.sms.enabled ? createDevSmsTransport(db) : createNoSmsTransport();
}
