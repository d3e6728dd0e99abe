import path from "node:path";
import { DEFAULT_DELIVERY } from "@shared/checkout/delivery";
import { DEFAULT_WEIGHT_HOLD_PERCENT } from "@shared/core/quantity";
import { DEFAULT_WEEKLY_HOURS } from "@shared/ordering/schedule";
import type { ShopInfo } from "@shared/shop/shop";
import type { Env } from "./env";

/**
 * The one configuration module: the shop's identity (with demo defaults) and how the server
 * runs. Built from the validated environment (env.ts); everything else receives a Config.
 */

const DEMO_SHOP = {
  name: "Carnicería La Esperanza",
  tagline: "Family butcher shop & kitchen since 2010",
  taglineEs: "Carnicería y cocina familiar desde 2010",
  foundedYear: 2010,
  street: "1820 E 1st St",
  city: "Los Angeles",
  region: "CA",
  postalCode: "90033",
  /** Where the demo address is, for the contact page's map. */
  location: { latitude: 34.0471, longitude: -118.2196 },
  phone: "(323) 555-0142",
  orderEmail: "orders@laesperanza.example",
  timeZone: "America/Los_Angeles",
  /** 8.25 % in basis points (docs/product.md 'Constants'). */
  taxRate: 825,
  awardArticleUrl: "https://www.example.com/food/best-carnitas-in-los-angeles",
  awardPostSlug: "best-carnitas-award",
} as const;

const HOURS_TEXT = ["Mon-Sat 8AM-8PM", "Sun 9AM-6PM"];

export type DatabaseConfig = { kind: "pglite"; dataDir: string } | { kind: "postgres"; url: string; poolMax: number };

export interface Config {
  env: Env["NODE_ENV"];
  /** Real deployment: demo conveniences are refused. */
  isProduction: boolean;
  demoMode: boolean;
  port: number;
  host: string;
  publicUrl: string;
  trustProxy: boolean;
  /**
   * The demo conveniences (dev mailbox, sandbox pay page) answer other machines too. Off, they
   * answer loopback clients only: the mailbox's sign-in links make whoever reads them admin.
   */
  demoNetworkAccess: boolean;
  dataDir: string;
  database: DatabaseConfig;
  logLevel: Env["LOG_LEVEL"];
  seedDemoData: boolean;
  adminEmails: string[];
  /** Null in demo mode without BETTER_AUTH_SECRET: one is generated and kept in the database. */
  authSecret: string | null;
  mail: {
    from: string;
    fromName: string;
    /** Null: deliver to the built-in dev mailbox (never in production). */
    smtpUrl: string | null;
  };
  sms: {
    /** Null: texts land in the built-in dev SMS outbox (/dev/sms), never sent; in production, there are none. */
    twilio: TwilioConfig | null;
    /**
     * Whether the shop sends text messages at all: through Twilio, or outside production to the
     * dev SMS outbox. In production without Twilio nobody would read that outbox, so no text is
     * offered or queued (the opt-in at checkout, payment links by text) and start-up says so.
     */
    enabled: boolean;
  };
  /** The mail and SMS outbox workers: how long a message being sent stays its instance's (renewed as it sends). */
  outbox: { leaseMs: number };
  payments: {
    /** Null: the built-in sandbox provider (never in production). */
    stripe: { secretKey: string; webhookSecret: string; apiUrl: string | null } | null;
    sessionTtlMinutes: number;
  };
  /** Where uploaded images are kept: files under DATA_DIR/uploads, or an S3-compatible bucket. */
  storage: StorageConfig;
  /** AI enhance of blog posts; null when no endpoint is configured (the button says so). */
  ai: AiConfig | null;
  /** The shop as pages show it, in English (the Spanish pages take `shopEs`'s sentences instead). */
  shop: ShopInfo;
  /**
   * The shop's own sentences in Spanish (ADR 0015); null where none is configured, and Spanish
   * pages show the English, marked as such (`ShopInfo.taglineLang`).
   */
  shopEs: { tagline: string | null };
}

/**
 * The Spanish tagline: the configured one; the demo's while the tagline is the demo's; else none
 * (a shop that wrote its own English tagline would not want the demo's Spanish beside it).
 */
function taglineEs(env: Env): string | null {
  if (env.SHOP_TAGLINE_ES !== undefined) return env.SHOP_TAGLINE_ES;
  return env.SHOP_TAGLINE === undefined ? DEMO_SHOP.taglineEs : null;
}

/**
 * Where the map points: the configured coordinates, else the demo address's when the address is
 * the demo one; a configured address without coordinates gets a map found from the address text
 * (src/shared/shop/map-embed.ts).
 */
function shopLocation(env: Env): ShopInfo["location"] {
  if (env.SHOP_LATITUDE !== undefined && env.SHOP_LONGITUDE !== undefined) {
    return { latitude: env.SHOP_LATITUDE, longitude: env.SHOP_LONGITUDE };
  }
  const isDemoAddress = [env.SHOP_STREET, env.SHOP_CITY, env.SHOP_REGION, env.SHOP_POSTAL_CODE].every((v) => v === undefined);
  return isDemoAddress ? DEMO_SHOP.location : null;
}

export type StorageConfig =
  | { kind: "local"; dir: string }
  | {
      kind: "s3";
      endpoint: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      /** Browsers fetch files from here when set; otherwise the shop serves them at /uploads. */
      publicUrl: string | null;
    };

export interface TwilioConfig {
  accountSid: string;
  /** Secret: signs Twilio's webhooks and authenticates our requests; never logged. */
  authToken: string;
  /** The sender: a phone number in E.164 form or a Messaging Service SID. */
  from: string;
  /** Twilio's API address; another one in tests. */
  apiUrl: string;
}

export interface AiConfig {
  /** An OpenAI-compatible API base, e.g. https://api.openai.com/v1 (…/chat/completions is appended). */
  baseUrl: string;
  /** Sent as a bearer token when set; local servers (Ollama, llama.cpp) need none. */
  apiKey: string | null;
  model: string;
  timeoutMs: number;
}

export function createConfig(env: Env): Config {
  const dataDir = path.resolve(env.DATA_DIR);
  const isProduction = env.NODE_ENV === "production" && !env.DEMO_MODE;
  const twilio: TwilioConfig | null =
    env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM
      ? {
          accountSid: env.TWILIO_ACCOUNT_SID,
          authToken: env.TWILIO_AUTH_TOKEN,
          from: env.TWILIO_FROM,
          apiUrl: env.TWILIO_API_URL ?? "https://api.twilio.com",
        }
      : null;
  const textsEnabled = twilio !== null || !isProduction;
  return {
    env: env.NODE_ENV,
    isProduction,
    demoMode: env.DEMO_MODE,
    port: env.PORT,
    host: env.HOST,
    publicUrl: env.PUBLIC_URL,
    trustProxy: env.TRUST_PROXY,
    demoNetworkAccess: env.DEMO_NETWORK_ACCESS,
    dataDir,
    database: env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX }
      : { kind: "pglite", dataDir: path.join(dataDir, "pglite") },
    logLevel: env.LOG_LEVEL,
    seedDemoData: env.SEED_DEMO_DATA,
    adminEmails: env.ADMIN_EMAILS,
    authSecret: env.BETTER_AUTH_SECRET ?? null,
    mail: {
      from: env.MAIL_FROM ?? env.SHOP_ORDER_EMAIL ?? DEMO_SHOP.orderEmail,
      fromName: env.MAIL_FROM_NAME ?? env.SHOP_NAME ?? DEMO_SHOP.name,
      smtpUrl: env.SMTP_URL ?? null,
    },
    sms: { twilio, enabled: textsEnabled },
    outbox: { leaseMs: env.OUTBOX_LEASE_SECONDS * 1000 },
    payments: {
      stripe:
        env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
          ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiUrl: env.STRIPE_API_URL ?? null }
          : null,
      sessionTtlMinutes: env.CHECKOUT_SESSION_TTL_MINUTES,
    },
    storage:
      env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            kind: "s3",
            endpoint: env.S3_ENDPOINT,
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            publicUrl: env.S3_PUBLIC_URL ?? null,
          }
        : { kind: "local", dir: path.join(dataDir, "uploads") },
    ai:
      env.AI_BASE_URL && env.AI_MODEL
        ? { baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY ?? null, model: env.AI_MODEL, timeoutMs: env.AI_TIMEOUT_SECONDS * 1000 }
        : null,
    shop: {
      name: env.SHOP_NAME ?? DEMO_SHOP.name,
      tagline: env.SHOP_TAGLINE ?? DEMO_SHOP.tagline,
      foundedYear: DEMO_SHOP.foundedYear,
      address: {
        street: env.SHOP_STREET ?? DEMO_SHOP.street,
        city: env.SHOP_CITY ?? DEMO_SHOP.city,
        region: env.SHOP_REGION ?? DEMO_SHOP.region,
        postalCode: env.SHOP_POSTAL_CODE ?? DEMO_SHOP.postalCode,
        country: "US",
      },
      location: shopLocation(env),
      phone: env.SHOP_PHONE ?? DEMO_SHOP.phone,
      orderEmail: env.SHOP_ORDER_EMAIL ?? DEMO_SHOP.orderEmail,
      hoursText: HOURS_TEXT,
      weeklyHours: DEFAULT_WEEKLY_HOURS,
      // The admin's hours, closures and delivery terms replace these per request (services/ordering).
      specialDays: [],
      today: null,
      delivery: DEFAULT_DELIVERY,
      timeZone: env.SHOP_TIME_ZONE ?? DEMO_SHOP.timeZone,
      taxRate: env.TAX_RATE ?? DEMO_SHOP.taxRate,
      weightHoldPercent: env.WEIGHT_HOLD_PERCENT ?? DEFAULT_WEIGHT_HOLD_PERCENT,
      social: [
        { label: "Facebook", url: "https://www.facebook.com/" },
        { label: "Instagram", url: "https://www.instagram.com/" },
        { label: "Yelp", url: "https://www.yelp.com/" },
      ],
      award: {
        articleUrl: env.AWARD_ARTICLE_URL ?? DEMO_SHOP.awardArticleUrl,
        postSlug: env.AWARD_POST_SLUG ?? DEMO_SHOP.awardPostSlug,
      },
      publicUrl: env.PUBLIC_URL,
      hasTextMessages: textsEnabled,
    },
    shopEs: { tagline: taglineEs(env) },
  };
}
