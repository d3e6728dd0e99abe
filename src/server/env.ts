import { z } from "zod";

/**
 * The only module that reads process.env. Everything the server can be told from outside is
 * listed here, validated once at boot; a bad value stops the start with a clear message
 * (exit code 78, EX_CONFIG). The README's configuration table mirrors this schema.
 */

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no", "on", "off", ""])
  .transform((value) => ["true", "1", "yes", "on"].includes(value));

const port = z.coerce.number().int().min(0).max(65_535);

const httpUrl = z
  .string()
  .url()
  .refine((value) => /^https?:\/\//.test(value), "must start with http:// or https://")
  .transform((value) => value.replace(/\/+$/, ""));

const postgresUrl = z.string().refine((value) => /^postgres(ql)?:\/\//.test(value), "must be a postgres:// or postgresql:// URL");

const emailList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().email("each entry must be an e-mail address")));

/** '8.25' (percent) → 825 basis points. */
const percentToBasisPoints = z
  .string()
  .regex(/^\d{1,2}(\.\d{1,2})?$/, "must be a percentage such as 8.25")
  .transform((value) => Math.round(Number(value) * 100));

const timeZone = z.string().refine((value) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}, "must be an IANA time zone such as America/Los_Angeles");

const rawEnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DEMO_MODE: booleanFlag.optional(),
  PORT: port.default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_URL: httpUrl.optional(),
  TRUST_PROXY: booleanFlag.default(false),
  /** Lets other machines use the demo conveniences (dev mailbox, sandbox pay page); off: this machine only. */
  DEMO_NETWORK_ACCESS: booleanFlag.default(false),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: postgresUrl.optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  /**
   * How long an instance holds an e-mail or text message it is sending, renewed as it sends: one
   * that dies mid-send leaves the message to another instance after about this long (ADR 0020).
   */
  OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(2).max(600).default(30),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
  SEED_DEMO_DATA: booleanFlag.optional(),
  ADMIN_EMAILS: emailList.optional(),
  SHOP_NAME: z.string().min(1).max(80).optional(),
  SHOP_TAGLINE: z.string().min(1).max(160).optional(),
  /** The tagline on Spanish pages (ADR 0015). */
  SHOP_TAGLINE_ES: z.string().min(1).max(160).optional(),
  SHOP_STREET: z.string().min(1).max(120).optional(),
  SHOP_CITY: z.string().min(1).max(80).optional(),
  SHOP_REGION: z.string().min(1).max(40).optional(),
  SHOP_POSTAL_CODE: z.string().min(1).max(20).optional(),
  SHOP_LATITUDE: z.coerce.number().min(-90).max(90).optional(),
  SHOP_LONGITUDE: z.coerce.number().min(-180).max(180).optional(),
  SHOP_PHONE: z
    .string()
    .regex(/^[\d\s()+.-]{7,25}$/, "must be a phone number")
    .optional(),
  SHOP_ORDER_EMAIL: z.string().email().optional(),
  SHOP_TIME_ZONE: timeZone.optional(),
  TAX_RATE: percentToBasisPoints.optional(),
  /** The card hold's margin over the estimate for cuts priced by weight, in percent (ADR 0013). */
  WEIGHT_HOLD_PERCENT: z.coerce.number().int().min(0).max(50).optional(),
  AWARD_ARTICLE_URL: httpUrl.optional(),
  AWARD_POST_SLUG: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .optional(),
  BETTER_AUTH_SECRET: z.string().min(32, "must be at least 32 characters (e.g. `openssl rand -base64 32`)").optional(),
  SMTP_URL: z
    .string()
    .refine((value) => /^smtps?:\/\//.test(value), "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().email().optional(),
  MAIL_FROM_NAME: z.string().min(1).max(80).optional(),
  /** Twilio's API for text messages (ADR 0016): all three or none; without them texts land in the dev SMS outbox. */
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, "must be a Twilio Account SID (AC followed by 32 hex digits)")
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16, "must be a Twilio auth token").max(200).optional(),
  TWILIO_FROM: z
    .string()
    .regex(/^\+[1-9]\d{6,14}$|^MG[0-9a-fA-F]{32}$/, "must be a phone number in E.164 form (+13235550142) or a Messaging Service SID (MG…)")
    .optional(),
  /** Another address for Twilio's API (a local mock server in tests). */
  TWILIO_API_URL: httpUrl.optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, "must be a Stripe secret key (sk_test_… or sk_live_…)")
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, "must be a Stripe webhook signing secret (whsec_…)")
    .optional(),
  /** Another address for Stripe's API (a local mock server in tests). */
  STRIPE_API_URL: httpUrl.optional(),
  CHECKOUT_SESSION_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(30)
    .max(24 * 60)
    .default(30),
  /** Any OpenAI-compatible API (…/v1): AI enhance of blog posts is on when this and AI_MODEL are set. */
  AI_BASE_URL: httpUrl.optional(),
  AI_API_KEY: z.string().min(1).max(500).optional(),
  AI_MODEL: z.string().min(1).max(200).optional(),
  AI_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(30),
  /** S3-compatible storage for uploaded images instead of files under DATA_DIR/uploads. */
  S3_ENDPOINT: httpUrl.optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be an S3 bucket name (lowercase letters, digits, dots, hyphens)")
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, "must be a region name such as us-east-1")
    .default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1).max(200).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).max(200).optional(),
  /** Where browsers fetch the bucket's files (a CDN or the bucket's public address); else through /uploads. */
  // Pictures are shown on the shop's pages and kept as item addresses, both https only
  // (shared/images/images.schema.ts); an http bucket address is served through the shop instead.
  S3_PUBLIC_URL: httpUrl
    .refine((value) => value.startsWith("https://"), "must start with https:// (leave it unset to serve pictures through the shop)")
    .optional(),
});

export type Env = z.infer<typeof rawEnvSchema> & {
  DEMO_MODE: boolean;
  SEED_DEMO_DATA: boolean;
  LOG_LEVEL: NonNullable<z.infer<typeof rawEnvSchema>["LOG_LEVEL"]>;
  PUBLIC_URL: string;
  ADMIN_EMAILS: string[];
};

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "EnvError";
  }
}

/** Exit code for a configuration error (sysexits EX_CONFIG). */
export const EXIT_CONFIG_ERROR = 78;

export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty variable means "not set", as in most shells' `FOO= cmd`.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));
  // Read by whoever runs the machine, in English: zod's own words, not the shop's error map (shared/core/zod.ts).
  const result = rawEnvSchema.safeParse(cleaned, { error: z.locales.en().localeError });
  if (!result.success) {
    throw new EnvError(result.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`));
  }
  const raw = result.data;
  const production = raw.NODE_ENV === "production" && !(raw.DEMO_MODE ?? false);
  // A real deployment must not run on a made-up secret (ADR 0006).
  if (raw.STRIPE_SECRET_KEY && !raw.STRIPE_WEBHOOK_SECRET) {
    throw new EnvError(["STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY (orders are confirmed by Stripe's webhook)"]);
  }
  if (raw.AI_BASE_URL && !raw.AI_MODEL) {
    throw new EnvError(["AI_MODEL: required with AI_BASE_URL (the model name the endpoint serves, e.g. gpt-4o-mini)"]);
  }
  const s3Settings = ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
  const s3Given = s3Settings.filter((name) => raw[name] !== undefined);
  if (s3Given.length > 0 && s3Given.length < s3Settings.length) {
    throw new EnvError(
      s3Settings
        .filter((name) => raw[name] === undefined)
        .map((name) => `${name}: required with ${s3Given.join(", ")} (S3 storage needs all of ${s3Settings.join(", ")})`),
    );
  }
  const twilioSettings = ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM"] as const;
  const twilioGiven = twilioSettings.filter((name) => raw[name] !== undefined);
  if (twilioGiven.length > 0 && twilioGiven.length < twilioSettings.length) {
    throw new EnvError(
      twilioSettings
        .filter((name) => raw[name] === undefined)
        .map(
          (name) =>
            `${name}: required with ${twilioGiven.join(", ")} (text messages through Twilio need all of ${twilioSettings.join(", ")})`,
        ),
    );
  }
  if (raw.S3_PUBLIC_URL && s3Given.length === 0) {
    throw new EnvError(["S3_PUBLIC_URL: only meaningful with S3 storage (S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)"]);
  }
  if (production) {
    const missing = [
      !raw.BETTER_AUTH_SECRET && "BETTER_AUTH_SECRET: required when NODE_ENV=production (at least 32 random characters)",
      !raw.SMTP_URL && "SMTP_URL: required when NODE_ENV=production (the dev mailbox is for demos only)",
      !raw.STRIPE_SECRET_KEY &&
        "STRIPE_SECRET_KEY: required when NODE_ENV=production (the sandbox payment provider is for demos only; DEMO_MODE=true enables it on purpose)",
      // Session cookies are always Secure in production: a shop reached over plain http would lose them.
      !raw.PUBLIC_URL?.startsWith("https://") &&
        "PUBLIC_URL: required when NODE_ENV=production, and it must start with https:// (sign-in links point there; session cookies are sent over TLS only)",
    ].filter((problem): problem is string => typeof problem === "string");
    if (missing.length > 0) throw new EnvError(missing);
  }
  // NODE_ENV=production picks React's production build; DEMO_MODE decides whether demo
  // conveniences (sandbox payments, dev mailbox, demo data) are allowed. See ADR 0006.
  const demoMode = raw.DEMO_MODE ?? raw.NODE_ENV !== "production";
  return {
    ...raw,
    DEMO_MODE: demoMode,
    SEED_DEMO_DATA: raw.SEED_DEMO_DATA ?? demoMode,
    LOG_LEVEL: raw.LOG_LEVEL ?? (raw.NODE_ENV === "test" ? "silent" : "info"),
    PUBLIC_URL: raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`,
    ADMIN_EMAILS: raw.ADMIN_EMAILS ?? (demoMode ? ["admin@example.com"] : []),
  };
}

/** Reads process.env; the one place in the code base that does. */
export function loadEnv(): Env {
  return parseEnv(process.env);
}
