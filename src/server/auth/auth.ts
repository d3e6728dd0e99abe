import type { Role } from "@shared/auth/auth";
import { randomBytes } from "node:crypto";
import { betterAuth } from "better-auth/minimal";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { magicLink } from "better-auth/plugins/magic-link";
import { eq, sql } from "drizzle-orm";
import { safeRedirectPath } from "@shared/auth/auth";
import { DEFAULT_LOCALE, localizedPath, type Locale } from "@shared/core/i18n";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { account, session, user, verification } from "../db/schema/auth";
import { appSettings } from "../db/schema/messages";
import type { Logger } from "../lib/logger";
import { textsFor } from "@shared/texts/registry.server";
import { accountExistsMail, magicLinkMail, verifyEmailMail } from "../services/mail/auth-mails";
import type { Outbox } from "../services/mail/outbox";
import { passwordProblem } from "./password-policy";
import { localeOfAuthRequest, recipientLocale, setUserLocale } from "./user-locale";

/** better-auth's refusals of ours are its answers' words: said here, in the request's language. */
const authWords = (headers: Headers | undefined) => textsFor(localeOfAuthRequest(headers) ?? DEFAULT_LOCALE).authTexts;

/** Sign-in links work once and expire after 15 minutes (ADR 0004). */
export const MAGIC_LINK_TTL_SECONDS = 15 * 60;
/** Sessions last 7 days and are extended once a day while the user is active. */
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_REFRESH_AGE_SECONDS = 24 * 60 * 60;
/** Header carrying the client address we computed (better-auth must not trust X-Forwarded-For). */
export const CLIENT_IP_HEADER = "x-shop-client-ip";

export type { Role };

/** Endpoints that set a password, and the body field holding it: all follow the password policy. */
const PASSWORD_FIELDS: Record<string, "password" | "newPassword"> = {
  "/sign-up/email": "password",
  "/change-password": "newPassword",
  "/reset-password": "newPassword",
};

/**
 * The e-mailed sign-in link: our callback page with the token and the page to return to. Its
 * script spends the single-use token, so mail scanners that fetch links without running scripts
 * cannot burn it (the plugin's own link is the verify endpoint, which signs in on a bare GET).
 * The return page comes from the `redirect` parameter of the callbackURL the login form sent;
 * the callback page is in the mail's language.
 */
export function magicLinkCallbackUrl(publicUrl: string, token: string, pluginUrl: string, locale: Locale = DEFAULT_LOCALE): string {
  const requested = new URL(new URL(pluginUrl).searchParams.get("callbackURL") ?? "/", publicUrl);
  const target = safeRedirectPath(requested.searchParams.get("redirect"));
  const url = new URL(`${publicUrl}${localizedPath("/auth/callback", locale)}`);
  url.searchParams.set("token", token);
  if (target !== "/") url.searchParams.set("redirect", target);
  return url.toString();
}

/** The admin role belongs to verified users whose e-mail is listed in ADMIN_EMAILS. */
export function roleFor(config: Pick<Config, "adminEmails">, email: string, emailVerified: boolean): Role {
  return emailVerified && config.adminEmails.includes(email.toLowerCase()) ? "admin" : "customer";
}

interface AuthDeps {
  db: Database;
  config: Config;
  log: Logger;
  mail: Outbox;
}

/**
 * In demo mode without BETTER_AUTH_SECRET, a random secret is generated once and kept in the
 * database (so every instance and every restart shares it). Production requires the variable.
 */
export async function resolveAuthSecret({ db, config }: Pick<AuthDeps, "db" | "config">): Promise<string> {
  if (config.authSecret) return config.authSecret;
  if (config.isProduction) throw new Error("BETTER_AUTH_SECRET is required in production");
  // Read first: every restart finds it, and a read costs a start-up no write (ADR 0019).
  const [kept] = await db.select().from(appSettings).where(eq(appSettings.key, "auth_secret"));
  if (kept) return kept.value as string;
  await db
    .insert(appSettings)
    .values({ key: "auth_secret", value: sql`to_jsonb(${randomBytes(32).toString("base64url")}::text)` })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, "auth_secret"));
  return row!.value as string;
}

/** Signing in by these (in the language of the page they came from) stores that language on the account. */
const SIGN_IN_PATHS = new Set(["/sign-in/email", "/magic-link/verify"]);

export function createAuth({ db, config, log, mail }: AuthDeps, secret: string) {
  const loginUrl = (locale: Locale) => `${config.publicUrl}${localizedPath("/auth/login", locale)}`;
  const authLog = log.child({ component: "auth" });

  return betterAuth({
    appName: config.shop.name,
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [new URL(config.publicUrl).origin],
    database: drizzleAdapter(db, { provider: "pg", schema: { user, session, account, verification } }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      // A sign-up with a known e-mail answers exactly like a new one (no enumeration) and
      // tells the owner by e-mail instead.
      onExistingUserSignUp: async ({ user: existing }, request) => {
        const locale = await recipientLocale(db, existing.email, request?.headers);
        await mail.enqueue(db, {
          kind: "account_exists",
          to: existing.email,
          ...accountExistsMail(config.shop, loginUrl(locale), locale),
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user: recipient, url }, request) => {
        await mail.enqueue(db, {
          kind: "verify_email",
          to: recipient.email,
          sensitive: true,
          ...verifyEmailMail(config.shop, url, await recipientLocale(db, recipient.email, request?.headers)),
        });
      },
    },
    session: {
      expiresIn: SESSION_TTL_SECONDS,
      updateAge: SESSION_REFRESH_AGE_SECONDS,
    },
    user: {
      additionalFields: {
        role: { type: "string", required: false, input: false, defaultValue: "customer" },
        // Set by the server only: at registration, sign-in and the language switch (/lang/:locale).
        locale: { type: "string", required: false, input: false, defaultValue: DEFAULT_LOCALE },
      },
    },
    databaseHooks: {
      user: {
        create: {
          // A new account speaks the language of the page it was created on.
          before: async (data, context) => ({
            data: {
              ...data,
              role: roleFor(config, data.email, data.emailVerified ?? false),
              locale: localeOfAuthRequest(context?.headers) ?? DEFAULT_LOCALE,
            },
          }),
        },
        update: {
          // Verifying an e-mail (or a magic-link sign-in) may grant the admin role.
          before: async (data) => {
            if (typeof data.email === "string" && typeof data.emailVerified === "boolean") {
              return { data: { ...data, role: roleFor(config, data.email, data.emailVerified) } };
            }
            return { data };
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // better-auth passes update-user's fields to the database as they come: a null name
        // failed the NOT NULL column with a 500 (found by the hostile-input suite).
        const input: unknown = ctx.body;
        if (
          ctx.path === "/update-user" &&
          typeof input === "object" &&
          input !== null &&
          "name" in input &&
          typeof input.name !== "string"
        ) {
          throw new APIError("BAD_REQUEST", { message: authWords(ctx.headers).nameInvalid, code: "INVALID_NAME" });
        }
        // Every way of setting a password, not only sign-up, refuses the common ones.
        const field = PASSWORD_FIELDS[ctx.path];
        if (!field) return;
        const body = ctx.body as Record<string, unknown> | undefined;
        const password = body?.[field];
        // Whose password it is, so it cannot be their own e-mail either.
        let email = typeof body?.email === "string" ? body.email : undefined;
        if (ctx.path === "/change-password") email = (await getSessionFromCtx(ctx))?.user.email;
        if (ctx.path === "/reset-password" && typeof body?.token === "string") {
          const reset = await ctx.context.internalAdapter.findVerificationValue(`reset-password:${body.token}`);
          email = reset ? (await ctx.context.internalAdapter.findUserById(reset.value))?.email : undefined;
        }
        const problem = passwordProblem(
          typeof password === "string" ? password : "",
          { email, shopName: config.shop.name },
          authWords(ctx.headers),
        );
        if (problem) throw new APIError("BAD_REQUEST", { message: problem, code: "PASSWORD_POLICY" });
      }),
      after: createAuthMiddleware(async (ctx) => {
        const signedIn = ctx.context.newSession;
        if (signedIn && SIGN_IN_PATHS.has(ctx.path)) {
          await setUserLocale(db, { userId: signedIn.user.id, locale: localeOfAuthRequest(ctx.headers) ?? DEFAULT_LOCALE });
        }
      }),
    },
    // Our own limiter (by socket address and by e-mail) sits in front: see routes/auth.ts.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: "shop",
      // A real deployment always runs behind TLS (env.ts requires an https PUBLIC_URL there).
      useSecureCookies: config.isProduction || config.publicUrl.startsWith("https://"),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    logger: {
      log: (level, message, ...args) => {
        const method = level === "error" ? "error" : level === "warn" ? "warn" : "debug";
        authLog[method]({ args: args.length > 0 ? args : undefined }, message);
      },
    },
    telemetry: { enabled: false },
    plugins: [
      magicLink({
        expiresIn: MAGIC_LINK_TTL_SECONDS,
        storeToken: "hashed",
        sendMagicLink: async ({ email, url, token }, endpoint) => {
          const locale = await recipientLocale(db, email, endpoint?.headers);
          await mail.enqueue(db, {
            kind: "magic_link",
            to: email,
            sensitive: true,
            ...magicLinkMail(config.shop, magicLinkCallbackUrl(config.publicUrl, token, url, locale), locale),
          });
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
