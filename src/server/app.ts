import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { HTTPException } from "hono/http-exception";
import { requestId } from "hono/request-id";
import { createRequestHandler, type ServerBuild } from "react-router";
import { errorCodeForStatus } from "@shared/core/api-error";
import { errorTexts } from "@shared/texts/errors";
import { isDevMailboxEnabled, isDevSmsOutboxEnabled } from "./composition-root";
import { resolveActor } from "./http/session";
import { requestLocaleMiddleware } from "./http/request-locale";
import type { AppContext, AppEnv } from "./app-context";
import { API_BODY_LIMIT, bodyLimitFor, LONG_TEXT_BODY_LIMIT, UPLOAD_BODY_LIMIT, UPLOAD_ROUTE_PREFIX } from "./http/body-limits";
import { errorBody, ServiceError } from "./lib/errors";
import { thisMachineOnly } from "./http/loopback";
import { refuseNulBytes } from "./http/nul-bytes";
import { refuseCrossOrigin } from "./http/same-origin";
import { securityHeadersMiddleware } from "./http/security-headers";
import { clientBuildFolder, publicFolder } from "./paths";
import { checkReadiness } from "./readiness";
import { API_PREFIX, apiRoutes } from "./routes";
import { authRoutes } from "./routes/auth";
import { homeByLanguage, languageSwitch } from "./routes/i18n";
import { uploadedImageRoutes } from "./routes/images";
import { devMailboxPages } from "./routes/mail";
import { devSmsPages, SMS_INBOUND_PATH } from "./routes/sms";
import { sandboxPayPages } from "./routes/payments";
import { buildSitemap } from "./sitemap";
import "./page-load-context";
import { said, verbatim, type Said } from "@shared/core/said";

export interface CreateAppOptions {
  /** The React Router server build; absent in API-only tests. */
  reactRouter?: { build: ServerBuild; mode: "production" | "development" };
  /** Serve the client build (production) or public/ (dev, where Vite serves the rest). */
  staticFiles?: "build" | "public" | "none";
}

const ONE_YEAR = 60 * 60 * 24 * 365;
/** Health and readiness checks, asked every few seconds: their requests are logged at debug. */
const PROBES = new Set(["/healthz", "/readyz"]);

/**
 * A body refused unread cannot be skipped reliably on a kept-alive connection (the Node adapter
 * drains it for 500 ms, then resets the socket under whatever request came next, found by the
 * hostile-input suite). Saying `Connection: close` makes clients send their next request on a new one.
 */
function refuseTooLarge(c: Context, message: Said) {
  c.header("Connection", "close");
  return c.json(errorBody(c, "payload_too_large", message), 413);
}

export function createApp(ctx: AppContext, options: CreateAppOptions = {}): Hono<AppEnv> {
  const isDev = options.reactRouter?.mode === "development";
  const app = new Hono<AppEnv>();

  app.use(requestId());
  app.use(async (c, next) => {
    const started = performance.now();
    const log = ctx.log.child({ requestId: c.var.requestId });
    c.set("ctx", ctx);
    c.set("log", log);
    await next();
    const entry = {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    // The checks log their own failures, with what failed.
    if (PROBES.has(c.req.path)) log.debug(entry, "request");
    else if (c.res.status >= 500) log.error(entry, "request failed");
    else if (c.req.path.startsWith("/assets/")) log.debug(entry, "request");
    else log.info(entry, "request");
  });
  // Every answer in the request's language (ADR 0015): decided once, kept for the whole request.
  app.use(requestLocaleMiddleware);
  app.use(securityHeadersMiddleware(ctx.config, { isDev }));
  app.use(compress());

  app.get("/healthz", async (c) => {
    try {
      await ctx.database.db.execute("select 1");
      return c.json({ status: "ok", database: ctx.database.kind }, 200, { "Cache-Control": "no-store" });
    } catch (error) {
      c.var.log.error({ err: error }, "health check failed");
      return c.json({ status: "unavailable" }, 503, { "Cache-Control": "no-store" });
    }
  });
  // Readiness, for whatever decides where requests go (systemd's start, Docker, monitoring):
  // 503 naming what is not ready (readiness.ts, ADR 0020).
  app.get("/readyz", async (c) => {
    const readiness = await checkReadiness(ctx.database);
    if (readiness.status !== "ready") c.var.log.warn(readiness, "not ready");
    return c.json(readiness, readiness.status === "ready" ? 200 : 503, { "Cache-Control": "no-store" });
  });

  app.get("/robots.txt", (c) =>
    c.text(
      [
        "User-agent: *",
        "Disallow: /admin",
        "Disallow: /account",
        "Disallow: /auth",
        "Disallow: /cart",
        "Disallow: /checkout",
        "Disallow: /order-success",
        "Disallow: /es/account",
        "Disallow: /es/auth",
        "Disallow: /es/cart",
        "Disallow: /es/checkout",
        "Disallow: /es/order-success",
        "Disallow: /lang/",
        "Disallow: /api/",
        "Allow: /",
        "",
        `Sitemap: ${ctx.config.publicUrl}/sitemap.xml`,
        "",
      ].join("\n"),
      200,
      { "Cache-Control": "public, max-age=3600" },
    ),
  );

  app.get("/sitemap.xml", async (c) =>
    c.body(await buildSitemap(ctx), 200, {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    }),
  );

  const bodyLimits = new Map(
    [API_BODY_LIMIT, LONG_TEXT_BODY_LIMIT, UPLOAD_BODY_LIMIT].map((maxSize) => [
      maxSize,
      bodyLimit({
        maxSize,
        onError: (c) =>
          refuseTooLarge(c, maxSize === UPLOAD_BODY_LIMIT ? said("imageTexts.errors.tooLarge") : said("errorTexts.bodyTooLarge")),
      }),
    ]),
  );
  app.use("/api/*", (c, next) => bodyLimits.get(bodyLimitFor(c.req.path))!(c, next));
  const shopOrigin = new URL(ctx.config.publicUrl).origin;
  const sameOriginOnly = refuseCrossOrigin(shopOrigin);
  // Twilio's incoming-message webhook is a form post from no browser: its signature proves it (routes/sms.ts).
  app.use("/api/*", (c, next) => (c.req.path === SMS_INBOUND_PATH ? next() : sameOriginOnly(c, next)));
  // Pictures are binary: their bytes are checked by the upload service instead.
  app.use("/api/*", (c, next) => (c.req.path.startsWith(`${UPLOAD_ROUTE_PREFIX}/`) ? next() : refuseNulBytes(c, next)));
  app.route("/api/auth", authRoutes);
  app.route(API_PREFIX, apiRoutes);
  app.all("/api/*", (c) => c.json(errorBody(c, "not_found", said("errorTexts.noSuchApiRoute")), 404));

  app.route("/uploads", uploadedImageRoutes);
  app.route("/", languageSwitch);
  // Middleware, not a route: the pages' own routes still answer both.
  app.use("/", homeByLanguage);
  app.use("/es", homeByLanguage);
  // Demo conveniences: this machine only, unless DEMO_NETWORK_ACCESS opens them (lib/loopback.ts).
  const demoOnly = thisMachineOnly(ctx.config);
  const devMailbox = isDevMailboxEnabled(ctx);
  const devSmsOutbox = isDevSmsOutboxEnabled(ctx);
  if (devMailbox || devSmsOutbox) {
    app.use("/dev/*", demoOnly);
    // Their ?to= reaches a query: a NUL character would fail it on PostgreSQL (found by the hostile-input suite).
    app.use("/dev/*", refuseNulBytes);
  }
  if (devMailbox) app.route("/dev", devMailboxPages);
  if (devSmsOutbox) app.route("/dev", devSmsPages);
  if (ctx.sandbox) {
    app.use("/sandbox/*", demoOnly);
    app.use("/sandbox/*", refuseCrossOrigin(shopOrigin));
    app.use("/sandbox/*", refuseNulBytes);
    app.route("/sandbox", sandboxPayPages);
  }

  if (options.staticFiles && options.staticFiles !== "none") {
    const folder = options.staticFiles === "build" ? clientBuildFolder : publicFolder;
    const root = path.relative(process.cwd(), folder) || ".";
    const serveAsset = serveStatic({ root, precompressed: true });
    const serveFile = serveStatic({ root });
    const noop = async () => {};
    // @hono/node-server answers a Range it cannot satisfy (its start past the end) with a 500. Our
    // files are small and none is media: a Range is ignored and the whole file sent (RFC 9110 allows it).
    const ignoreRange = (c: Context) => c.req.raw.headers.delete("Range");
    // Hashed build files never change: cache for a year; served pre-compressed (brotli/gzip).
    app.use("/assets/*", async (c) => {
      ignoreRange(c);
      const res = await serveAsset(c, noop);
      if (!(res instanceof Response)) return c.text(errorTexts.notFound, 404);
      res.headers.set("Cache-Control", `public, max-age=${ONE_YEAR}, immutable`);
      return res;
    });
    // Other files (images, favicon): a day; anything without an extension goes to the pages.
    app.on(["GET", "HEAD"], "*", async (c, next) => {
      if (!/\.[a-z0-9]+$/i.test(c.req.path)) return next();
      ignoreRange(c);
      const res = await serveFile(c, noop);
      if (!(res instanceof Response)) return next();
      res.headers.set("Cache-Control", "public, max-age=86400");
      return res;
    });
  }

  if (options.reactRouter) {
    const { build, mode } = options.reactRouter;
    const handleRequest = createRequestHandler(build, mode);
    // Pages take what their routes can handle: reads, and forms only where a route has an action.
    // Anything else is answered here; React Router would log a stack trace for each (scanners send
    // TRACE, PROPFIND…) and render its internal error message into the page.
    const pageMethods = Object.values(build.routes).some((route) => route?.module.action)
      ? ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"]
      : ["GET", "HEAD"];
    app.all("*", async (c) => {
      if (!pageMethods.includes(c.req.method)) {
        return c.json(errorBody(c, errorCodeForStatus(405), said("errorTexts.invalidRequest")), 405, { Allow: pageMethods.join(", ") });
      }
      const { actor, setCookies } = await resolveActor(ctx, c.req.raw.headers);
      const response = await handleRequest(c.req.raw, {
        app: ctx,
        requestId: c.var.requestId,
        cspNonce: c.var.secureHeadersNonce,
        actor,
        locale: c.var.locale,
      });
      // A session refreshed while reading it gets its new cookie; pages are per user.
      for (const cookie of setCookies) response.headers.append("Set-Cookie", cookie);
      if (actor) response.headers.set("Cache-Control", "private, no-store");
      return response;
    });
  }

  app.notFound((c) => c.json(errorBody(c, "not_found", said("errorTexts.notFound")), 404));
  app.onError((error, c) => handleError(error, c));
  return app;
}

function handleError(error: Error, c: Context<AppEnv>): Response {
  if (error instanceof ServiceError) {
    return c.json(errorBody(c, error.code, error.said, error.fields), error.status as 400);
  }
  if (error instanceof HTTPException && error.status < 500) {
    return c.json(
      errorBody(c, errorCodeForStatus(error.status), error.message ? verbatim(error.message) : said("errorTexts.invalidRequest")),
      error.status,
    );
  }
  (c.var.log ?? c.var.ctx?.log)?.error({ err: error }, "unhandled error");
  return c.json(errorBody(c, "internal_error", said("errorTexts.internal")), 500);
}
