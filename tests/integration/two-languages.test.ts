import { eq } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { expect, it } from "vitest";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale } from "@shared/core/i18n";
import { shortOrderId, type OrderDto } from "@shared/orders/orders";
import { formatShopDateTime, fromWallTime } from "@shared/core/time";
import { textsFor } from "@shared/texts/registry.server";
import { createApp } from "@server/app";
import { createBlogPost, createCategory, createItem } from "@server/db/factories";
import { user } from "@server/db/schema/auth";
import { mailOutbox } from "@server/db/schema/mail";
import { orders } from "@server/db/schema/orders";
import { adminEnv, signedInAdmin } from "../setup/admins";
import { checkoutDetails } from "../setup/checkout-details";
import { LEAVING_THE_SHOP, staysOnShop } from "../setup/open-redirects";
import { describeEachDatabase, FROM_THIS_MACHINE, type TestHarness } from "../setup/test-app";
import { signedInClient, TestClient, verifyPathOf } from "../setup/test-client";
import { seedItem } from "../setup/menu";

/**
 * Two languages (ADR 0015) on the server: each request's language (the page's, sent by its scripts as
 * Accept-Language), API answers in it, orders and accounts remembering theirs, e-mails and the
 * sandbox pay page in the order's, the language switch, the first visit to `/`, the sitemap.
 */

const en = textsFor("en");
const es = textsFor("es");
const SPANISH = { "Accept-Language": "es" };

let counter = 0;
const key = () => `lang-key-${Date.now()}-${counter++}-abcdefgh`;

interface ApiError {
  error: { code: string; message: string; fields?: Record<string, string> };
}

/** Places an order from a page in `locale` (its scripts say so in Accept-Language) and pays it on the sandbox page. */
async function placeAndPay(h: TestHarness, client: TestClient, itemId: string, locale: Locale, email: string) {
  const placed = await client.request("/api/checkout", {
    method: "POST",
    headers: { "Accept-Language": locale },
    json: { idempotencyKey: key(), details: checkoutDetails(h, { email }), lines: [{ itemId, quantity: 2 }] },
  });
  expect(placed.status).toBe(200);
  const { orderId, url } = (await placed.json()) as { orderId: string; url: string };
  const payPath = new URL(url).pathname;
  // The customer's browser may prefer another language: the page follows the order.
  const page = await client.request(payPath, { headers: { "Accept-Language": locale === "es" ? "en-US" : "es-MX" } });
  const paid = await client.request(payPath, {
    method: "POST",
    body: new URLSearchParams({ card_number: "4242424242424242" }),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  expect(paid.status).toBe(303);
  await h.deliverMail();
  return { orderId, pageHtml: await page.text(), successUrl: paid.headers.get("location")! };
}

/** A React Router build of a few pages whose loader reports the load context's language. */
function pagesBuild(): ServerBuild {
  const page = (id: string, path: string | undefined, index = false) => ({
    id,
    parentId: "root",
    path,
    index: index || undefined,
    module: { default: () => null, loader: ({ context }: { context: { locale: Locale } }) => ({ page: id, locale: context.locale }) },
  });
  return {
    entry: {
      module: {
        default: (_request: Request, status: number, headers: Headers, context: { staticHandlerContext: { loaderData: object } }) => {
          headers.set("Content-Type", "text/html; charset=utf-8");
          const [data] = Object.values(context.staticHandlerContext.loaderData).filter(Boolean) as { page: string; locale: Locale }[];
          return new Response(`<html lang="${data?.locale}"><body>${data?.page}</body></html>`, { status, headers });
        },
      },
    },
    routes: {
      root: { id: "root", path: "", module: { default: () => null } },
      home: page("home", undefined, true),
      "es-home": page("es-home", "es"),
      menu: page("menu", "menu"),
      "es-menu": page("es-menu", "es/menu"),
      admin: page("admin", "admin"),
    },
    assets: { entry: { module: "/assets/entry.js", imports: [] }, routes: {}, url: "/assets/manifest.js", version: "test" },
    publicPath: "/",
    assetsBuildDirectory: "/tmp/no-assets",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

describeEachDatabase(
  "two languages on the server",
  (harness) => {
    it("an order placed from a Spanish page is stored as 'es'; its pay page and e-mails speak Spanish, an English one's English", async () => {
      const h = harness();
      const item = await seedItem(h);
      const client = await signedInClient(h, "lupita@example.com");

      const spanish = await placeAndPay(h, client, item.id, "es", "lupita@example.com");
      const english = await placeAndPay(h, client, item.id, "en", "linda@example.com");
      const [esOrder] = await h.ctx.db.select().from(orders).where(eq(orders.id, spanish.orderId));
      const [enOrder] = await h.ctx.db.select().from(orders).where(eq(orders.id, english.orderId));
      expect(esOrder!.locale).toBe("es");
      expect(enOrder!.locale).toBe("en");

      // The sandbox pay page, and the pages it returns to, in the order's language.
      expect(spanish.pageHtml).toContain('<html lang="es"');
      expect(spanish.pageHtml).toContain(es.sandboxPageTexts.cardNumber);
      expect(spanish.pageHtml).toContain(es.sandboxPageTexts.banner);
      expect(spanish.pageHtml).not.toContain(en.sandboxPageTexts.cardNumber);
      expect(new URL(spanish.successUrl).pathname).toBe("/es/order-success");
      expect(english.pageHtml).toContain('<html lang="en"');
      expect(english.pageHtml).toContain(en.sandboxPageTexts.cardNumber);
      expect(new URL(english.successUrl).pathname).toBe("/order-success");

      // The confirmation e-mails.
      const [esMail] = await h.mailbox("lupita@example.com");
      expect(esMail!.subject).toBe(es.orderMailTexts.confirmation.subject(shortOrderId(spanish.orderId)));
      expect(esMail!.text).toContain(es.orderMailTexts.confirmation.intro);
      expect(esMail!.text).toContain(`${es.orderMailTexts.subtotal}: $31.98`);
      expect(esMail!.text).toContain(`${es.orderMailTexts.viewOrder}: ${h.ctx.config.publicUrl}/es/account/orders`);
      expect(esMail!.html).toContain('<html lang="es"');
      expect(esMail!.text).not.toContain(en.orderMailTexts.confirmation.intro);
      const [enMail] = await h.mailbox("linda@example.com");
      expect(enMail!.subject).toBe(en.orderMailTexts.confirmation.subject(shortOrderId(english.orderId)));
      expect(enMail!.text).toContain(en.orderMailTexts.confirmation.intro);
      expect(enMail!.text).toContain(`${en.orderMailTexts.viewOrder}: ${h.ctx.config.publicUrl}/account/orders`);
      expect(enMail!.html).toContain('<html lang="en"');
      const stored = await h.ctx.db.select({ to: mailOutbox.toEmail, locale: mailOutbox.locale }).from(mailOutbox);
      expect(stored).toEqual(
        expect.arrayContaining([
          { to: "lupita@example.com", locale: "es" },
          { to: "linda@example.com", locale: "en" },
        ]),
      );

      // Staff mark both ready, from an English admin page: each customer hears it in their own language.
      const { client: admin } = await signedInAdmin(h);
      for (const orderId of [spanish.orderId, english.orderId]) {
        const res = await admin.request(`/api/admin/orders/${orderId}/status`, { method: "PATCH", json: { status: "completed" } });
        expect(res.status).toBe(200);
      }
      await h.deliverMail();
      const [esStatus] = await h.mailbox("lupita@example.com");
      expect(esStatus!.subject).toBe(es.orderMailTexts.status.subject(shortOrderId(spanish.orderId), es.ordersTexts.status.completed));
      expect(esStatus!.text).toContain(es.orderMailTexts.status.body.completed);
      expect(esStatus!.html).toContain('<html lang="es"');
      const [enStatus] = await h.mailbox("linda@example.com");
      expect(enStatus!.subject).toBe(en.orderMailTexts.status.subject(shortOrderId(english.orderId), en.ordersTexts.status.completed));
      expect(enStatus!.text).toContain(en.orderMailTexts.status.body.completed);

      // Staff see each order's language.
      const read = async (orderId: string) => (await (await admin.request(`/api/admin/orders/${orderId}`)).json()) as OrderDto;
      expect((await read(spanish.orderId)).locale).toBe("es");
      expect((await read(english.orderId)).locale).toBe("en");
    });

    it("API errors speak the request's language: validation fields, service errors and generic answers", async () => {
      const h = harness();
      const contact = (headers: Record<string, string>, ip: string) =>
        h.app.request(
          "/api/contact",
          {
            method: "POST",
            headers: { "Content-Type": "application/json", ...headers },
            body: JSON.stringify({ name: " ", email: "not-an-email", phone: "call me", message: "" }),
          },
          { incoming: { socket: { remoteAddress: ip } } },
        );
      const spanish = (await (await contact(SPANISH, "10.9.0.1")).json()) as ApiError;
      expect(spanish.error.code).toBe("validation_failed");
      expect(spanish.error.fields).toEqual({
        name: es.contactTexts.errors.nameRequired,
        email: es.contactTexts.errors.emailInvalid,
        phone: es.contactTexts.errors.phoneInvalid,
        message: es.contactTexts.errors.messageRequired,
      });
      // English as before, and for a browser asking for a language we do not have.
      for (const [headers, ip] of [
        [{ "Accept-Language": "en-US,en;q=0.9" }, "10.9.0.2"],
        [{}, "10.9.0.3"],
        [{ "Accept-Language": "fr-FR" }, "10.9.0.4"],
      ] as const) {
        const english = (await (await contact(headers, ip)).json()) as ApiError;
        expect(english.error.fields).toEqual({
          name: "Name is required",
          email: "Please enter a valid email address",
          phone: "Please enter a valid phone number",
          message: "Message is required",
        });
      }
      // Without Accept-Language, the remembered choice.
      const byCookie = (await (await contact({ Cookie: `${LOCALE_COOKIE}=es` }, "10.9.0.5")).json()) as ApiError;
      expect(byCookie.error.fields!.name).toBe(es.contactTexts.errors.nameRequired);

      // Checkout: the form's rules and the service's refusals.
      const item = await seedItem(h);
      const client = await signedInClient(h, "pepe@example.com");
      const checkout = (details: Record<string, string>, lines: unknown[], locale: Locale) =>
        client.request("/api/checkout", {
          method: "POST",
          headers: { "Accept-Language": locale },
          json: { idempotencyKey: key(), details: checkoutDetails(h, details), lines },
        });
      const bad = (await (await checkout({ name: "", phone: "12" }, [{ itemId: item.id, quantity: 1 }], "es")).json()) as ApiError;
      expect(bad.error.message).toBe(es.checkoutErrorTexts.invalidForm);
      expect(bad.error.fields).toMatchObject({ name: es.checkoutErrorTexts.nameRequired, phone: es.checkoutErrorTexts.phoneInvalid });
      const badEn = (await (await checkout({ name: "", phone: "12" }, [{ itemId: item.id, quantity: 1 }], "en")).json()) as ApiError;
      expect(badEn.error.fields).toMatchObject({ name: "Name is required", phone: "Please enter a valid phone number" });
      const half = (await (await checkout({}, [{ itemId: item.id, quantity: 1.5 }], "es")).json()) as ApiError;
      expect(half.error.message).toBe(es.checkoutErrorTexts.quantityOffStep("Carnitas Maciza", "1"));
      const empty = (await (await checkout({}, [], "es")).json()) as ApiError;
      expect(empty.error.message).toBe(es.checkoutErrorTexts.emptyCart);

      // A parameter's message made by a catalogue function, and the generic answers.
      const { client: admin } = await signedInAdmin(h);
      const limit = (await (await admin.request("/api/admin/orders?limit=100000", { headers: SPANISH })).json()) as ApiError;
      expect(limit.error.fields?.limit).toBe(es.errorTexts.limit.tooLarge(500));
      const noRoute = (await (await h.request("/api/nothing", { headers: SPANISH })).json()) as ApiError;
      expect(noRoute.error).toEqual({ code: "not_found", message: es.errorTexts.noSuchApiRoute });
      const signIn = (await (await h.request("/api/account/orders", { headers: SPANISH })).json()) as ApiError;
      expect(signIn.error).toEqual({ code: "unauthorized", message: es.errorTexts.signInFirst });
      const english = (await (await h.request("/api/account/orders")).json()) as ApiError;
      expect(english.error.message).toBe(en.errorTexts.signInFirst);
    });

    it("the time rules and the slot picker's notice speak the request's language, dates included", async () => {
      const h = harness();
      const category = await createCategory(h.ctx.db, { name: "Barbacoa", slug: "barbacoa" });
      const barbacoa = await createItem(h.ctx.db, { categoryId: category.id, name: "Barbacoa", leadMinutes: 24 * 60 });
      const client = await signedInClient(h, "tere@example.com");
      const lines = [{ itemId: barbacoa.id, quantity: 1 }];
      const { timeZone } = h.ctx.config.shop;
      const slots = async (locale: Locale) =>
        (await (
          await client.request("/api/checkout/slots", {
            method: "POST",
            headers: { "Accept-Language": locale },
            json: { orderType: "pickup", lines },
          })
        ).json()) as { slots: string[]; notice: string };
      const spanish = await slots("es");
      const first = formatShopDateTime(fromWallTime(spanish.slots[0]!, timeZone)!, timeZone, "es");
      expect(spanish.notice).toBe(es.orderingTexts.earliestSetBy("Barbacoa", es.orderingTexts.notice(24 * 60), first));
      const english = await slots("en");
      const firstEn = formatShopDateTime(fromWallTime(english.slots[0]!, timeZone)!, timeZone, "en");
      expect(english.notice).toBe(en.orderingTexts.earliestSetBy("Barbacoa", en.orderingTexts.notice(24 * 60), firstEn));

      // Too soon for its notice: refused with the item's notice and the earliest time, in Spanish.
      const res = await client.request("/api/checkout", {
        method: "POST",
        headers: SPANISH,
        json: { idempotencyKey: key(), details: checkoutDetails(h), lines },
      });
      expect(res.status).toBe(400);
      const { error } = (await res.json()) as ApiError;
      expect(error.fields?.preferredTime).toBe(es.orderingTexts.leadTime("Barbacoa", es.orderingTexts.notice(24 * 60), first));
    });

    it("signing in or registering from a Spanish page mails in Spanish and stores the account's language", async () => {
      const h = harness();
      const client = new TestClient(h, "198.51.100.40");
      const asked = await client.request("/api/auth/sign-in/magic-link", {
        method: "POST",
        headers: SPANISH,
        json: { email: "rosa@example.com", callbackURL: "/es/auth/callback" },
      });
      expect(asked.status).toBe(200);
      await h.deliverMail();
      const [mail] = await h.mailbox("rosa@example.com");
      expect(mail!.subject).toBe(es.authMailTexts.magicLink.subject(h.ctx.config.shop.name));
      expect(mail!.html).toContain('<html lang="es"');
      const link = mail!.text.match(/https?:\/\/\S+/g)!.find((url) => url.includes("/auth/callback?token="))!;
      expect(new URL(link).pathname).toBe("/es/auth/callback");
      await client.request(verifyPathOf(link), { headers: SPANISH });
      expect(client.hasSessionCookie()).toBe(true);
      const localeOf = async (email: string) =>
        (await h.ctx.db.select({ locale: user.locale }).from(user).where(eq(user.email, email)))[0]?.locale;
      expect(await localeOf("rosa@example.com")).toBe("es");

      // Signing in from an English page later: English from then on.
      await signedInClient(h, "rosa@example.com");
      expect(await localeOf("rosa@example.com")).toBe("en");

      // Registering: the account takes the page's language, and the password policy answers in it.
      const register = (password: string) =>
        client.request("/api/auth/sign-up/email", {
          method: "POST",
          headers: SPANISH,
          json: { email: "nuevo@example.com", password, name: "Nuevo", callbackURL: "/es/auth/login" },
        });
      const weak = (await (await register("password")).json()) as { code: string; message: string };
      expect(weak).toMatchObject({ code: "PASSWORD_POLICY", message: es.authTexts.passwordTooCommon });
      expect((await register("tacos-al-pastor-1987")).status).toBe(200);
      expect(await localeOf("nuevo@example.com")).toBe("es");
      await h.deliverMail();
      const [verify] = await h.mailbox("nuevo@example.com");
      expect(verify!.subject).toBe(es.authMailTexts.verifyEmail.subject(h.ctx.config.shop.name));
    });

    it("GET /lang/:locale remembers the choice and answers 303 to the same page in that language, never elsewhere", async () => {
      const h = harness();
      const base = h.ctx.config.publicUrl;
      const go = (path: string, headers: Record<string, string> = {}) => h.request(path, { headers, redirect: "manual" });

      const res = await go("/lang/es?next=/menu%3Fcategory%3Dx");
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/es/menu?category=x");
      const cookie = res.headers.get("set-cookie")!;
      expect(cookie).toContain(`${LOCALE_COOKIE}=es`);
      expect(cookie).toContain("Path=/");
      expect(cookie).toContain(`Max-Age=${LOCALE_COOKIE_MAX_AGE}`);
      expect(cookie).toContain("SameSite=Lax");
      expect(cookie).not.toContain("Secure");
      expect(res.headers.get("cache-control")).toBe("no-store");

      const cases: [string, Record<string, string>, string][] = [
        ["/lang/en?next=/es/blog/our-story", {}, "/blog/our-story"],
        ["/lang/es?next=/", {}, "/es"],
        ["/lang/en?next=/es", {}, "/"],
        ["/lang/es?next=/admin/orders", {}, "/admin/orders"],
        // The Referer, when it is one of this shop's pages.
        ["/lang/es", { Referer: `${base}/about?x=1` }, "/es/about?x=1"],
        ["/lang/en", { Referer: `${base}/es/contact` }, "/contact"],
        ["/lang/es", { Referer: "https://evil.example/menu" }, "/es"],
        ["/lang/es", {}, "/es"],
        ["/lang/en", {}, "/"],
        // Anything that could leave the shop goes to the home page in that language.
        ["/lang/es?next=//evil.com", {}, "/es"],
        ["/lang/es?next=https://evil.com", {}, "/es"],
        ["/lang/es?next=%2F%5Cevil.com", {}, "/es"],
        ["/lang/es?next=/%09/evil.com", {}, "/es"],
        ["/lang/en?next=javascript:alert(1)", {}, "/"],
        ["/lang/es?next=/api/session", {}, "/es"],
        ["/lang/es?next=//evil.com", { Referer: "https://evil.com/" }, "/es"],
      ];
      for (const [path, headers, location] of cases) {
        const answer = await go(path, headers);
        expect({ path, status: answer.status, location: answer.headers.get("location") }).toEqual({ path, status: 303, location });
      }

      for (const path of ["/lang/fr", "/lang/ES", "/lang/", "/lang/es-MX"]) expect((await go(path)).status).toBe(404);

      // A signed-in customer's account takes the language, for their e-mails.
      const client = await signedInClient(h, "beto@example.com");
      expect((await client.request("/lang/es?next=/menu")).status).toBe(303);
      const [row] = await h.ctx.db.select({ locale: user.locale }).from(user).where(eq(user.email, "beto@example.com"));
      expect(row!.locale).toBe("es");
    });

    it("GET /lang/:locale judges the final Location: normalised tricks in `next` or the Referer go home", async () => {
      const h = harness();
      const base = h.ctx.config.publicUrl;
      const go = (path: string, headers: Record<string, string> = {}) => h.request(path, { headers, redirect: "manual" });
      const locationOf = async (path: string, headers: Record<string, string> = {}) => {
        const res = await go(path, headers);
        expect(res.status, path).toBe(303);
        return res.headers.get("location");
      };

      // The check once looked at the raw string while the answer used the normalised path.
      for (const next of ["/.//evil.example", "/es//evil.example", "/x/..//evil.example", "/%2e//evil.example"]) {
        expect(await locationOf(`/lang/en?next=${encodeURIComponent(next)}`), next).toBe("/");
      }
      expect(await locationOf("/lang/en", { Referer: `${base}/es/.//evil.example` })).toBe("/");
      expect(await locationOf("/lang/en", { Referer: `${base}/x/..//evil.example` })).toBe("/");
      // Still a page of the shop in Spanish ('/es//evil.example' is a path here, a 404 at worst).
      expect(staysOnShop(await locationOf(`/lang/es?next=${encodeURIComponent("/.//evil.example")}`), base)).toBe(true);

      for (const locale of ["en", "es"]) {
        for (const next of LEAVING_THE_SHOP) {
          const location = await locationOf(`/lang/${locale}?next=${encodeURIComponent(next)}`);
          expect({ next, location, stays: staysOnShop(location, base) }).toMatchObject({ stays: true });
          // The Referer header cannot carry a line break; every other trick comes as the page the visitor was on.
          if (/[\r\n]/.test(next)) continue;
          const referer = `${base}${next.startsWith("/") ? "" : "/"}${next}`;
          const fromReferer = await locationOf(`/lang/${locale}`, { Referer: referer });
          expect({ referer, fromReferer, stays: staysOnShop(fromReferer, base) }).toMatchObject({ stays: true });
        }
      }
    });

    it("GET /lang/:locale changes a signed-in account's language only from the shop's own pages", async () => {
      const h = harness();
      const base = new URL(h.ctx.config.publicUrl).origin;
      const client = await signedInClient(h, "cruzado@example.com");
      const localeOfAccount = async () =>
        (await h.ctx.db.select({ locale: user.locale }).from(user).where(eq(user.email, "cruzado@example.com")))[0]!.locale;
      // Sent with the account's cookie but without the client's own Origin: headers as each browser would send them.
      const visit = (locale: string, headers: Record<string, string>) =>
        h.request(`/lang/${locale}?next=/menu`, { headers: { Cookie: client.cookieHeader(), ...headers }, redirect: "manual" });
      expect(await localeOfAccount()).toBe("en");

      const crossSite: Record<string, string>[] = [
        // Browsers that send Sec-Fetch-Site: a link or an image on another site.
        { "Sec-Fetch-Site": "cross-site" },
        { "Sec-Fetch-Site": "cross-site", Referer: `${base}/menu` },
        // Older ones: Origin, else the Referer, against PUBLIC_URL.
        { Origin: "https://evil.example" },
        { Origin: "null" },
        { Referer: "https://evil.example/page" },
        { Referer: `https://evil.example/?${base}` },
        // Nothing says where it came from (a site that strips its Referer): not trusted.
        {},
      ];
      for (const headers of crossSite) {
        const res = await visit("es", headers);
        // The visitor's own cookie and the way back still work; the account stays as it was.
        expect(res.status).toBe(303);
        expect(res.headers.get("location")).toBe("/es/menu");
        expect(res.headers.get("set-cookie")).toContain(`${LOCALE_COOKIE}=es`);
        expect({ headers, locale: await localeOfAccount() }).toEqual({ headers, locale: "en" });
      }

      const sameSite: [Record<string, string>, Locale][] = [
        [{ "Sec-Fetch-Site": "same-origin" }, "es"],
        [{ "Sec-Fetch-Site": "same-site" }, "en"],
        // An address typed or a bookmark.
        [{ "Sec-Fetch-Site": "none" }, "es"],
        [{ Origin: base }, "en"],
        [{ Referer: `${base}/es/menu` }, "es"],
      ];
      for (const [headers, locale] of sameSite) {
        expect((await visit(locale, headers)).status).toBe(303);
        expect({ headers, locale: await localeOfAccount() }).toEqual({ headers, locale });
      }
    });

    it("the cookie is Secure behind an https address", async () => {
      const h = harness();
      const app = createApp({ ...h.ctx, config: { ...h.ctx.config, publicUrl: "https://shop.example.test" } });
      const res = await app.request("/lang/es", {}, FROM_THIS_MACHINE);
      expect(res.headers.get("set-cookie")).toContain("Secure");
    });

    it("a first visit to / follows the cookie, else Accept-Language; pages' loaders read the page's language", async () => {
      const h = harness();
      const app = createApp(h.ctx, { reactRouter: { build: pagesBuild(), mode: "production" } });
      const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers }, FROM_THIS_MACHINE);

      for (const [headers, status, location] of [
        [{ "Accept-Language": "es-MX,es;q=0.9" }, 302, "/es"],
        [{ "Accept-Language": "es" }, 302, "/es"],
        [{ "Accept-Language": "en-US" }, 200, null],
        [{ "Accept-Language": "en-US,en;q=0.9,es;q=0.8" }, 200, null],
        [{ "Accept-Language": "fr-FR,fr;q=0.9" }, 200, null],
        [{}, 200, null],
        [{ Cookie: `${LOCALE_COOKIE}=es` }, 302, "/es"],
        // A visitor who chose English stays on it whatever their browser says.
        [{ Cookie: `${LOCALE_COOKIE}=en`, "Accept-Language": "es-MX" }, 200, null],
        [{ Cookie: `${LOCALE_COOKIE}=es`, "Accept-Language": "en-US" }, 302, "/es"],
      ] as const) {
        const res = await get("/", headers);
        expect({ headers, status: res.status, location: res.headers.get("location") }).toEqual({ headers, status, location });
        expect(res.headers.get("vary")).toContain("Accept-Language, Cookie");
      }
      const home = await get("/", { "Accept-Language": "en-US" });
      expect(await home.text()).toBe('<html lang="en"><body>home</body></html>');
      expect((await get("/?utm_source=x", { "Accept-Language": "es" })).headers.get("location")).toBe("/es?utm_source=x");

      const esHome = await get("/es", { "Accept-Language": "en-US" });
      expect(esHome.status).toBe(200);
      expect(esHome.headers.get("vary")).toContain("Accept-Language, Cookie");
      expect(await esHome.text()).toBe('<html lang="es"><body>es-home</body></html>');
      // Other pages never redirect, and their language is their path's.
      const menu = await get("/menu", { "Accept-Language": "es", Cookie: `${LOCALE_COOKIE}=es` });
      expect(menu.status).toBe(200);
      expect(await menu.text()).toBe('<html lang="en"><body>menu</body></html>');
      expect(await (await get("/es/menu")).text()).toBe('<html lang="es"><body>es-menu</body></html>');
      // The admin has no Spanish paths: the remembered choice, else the browser's.
      expect(await (await get("/admin", { "Accept-Language": "es" })).text()).toContain('lang="es"');
      expect(await (await get("/admin", { "Accept-Language": "es", Cookie: `${LOCALE_COOKIE}=en` })).text()).toContain('lang="en"');
      expect(await (await get("/admin")).text()).toContain('lang="en"');
    });

    it("the sitemap lists every public page and post in both languages, each with its hreflang alternates", async () => {
      const h = harness();
      await createBlogPost(h.ctx.db, { slug: "our-story", publishedAt: new Date("2025-01-05T18:00:00Z") });
      await createBlogPost(h.ctx.db, { slug: "hidden-draft", isPublished: false });
      const xml = await (await h.request("/sitemap.xml")).text();
      const base = h.ctx.config.publicUrl;
      expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
      const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
        loc: /<loc>([^<]+)<\/loc>/.exec(body!)![1],
        alternates: Object.fromEntries([...body!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, href])),
      }));
      const pairs: [string, string][] = [
        ["/", "/es"],
        ["/menu", "/es/menu"],
        ["/about", "/es/about"],
        ["/blog", "/es/blog"],
        ["/contact", "/es/contact"],
        ["/catering", "/es/catering"],
        ["/gift-cards", "/es/gift-cards"],
        ["/gift-cards/balance", "/es/gift-cards/balance"],
        ["/blog/our-story", "/es/blog/our-story"],
      ];
      expect(urls.map((url) => url.loc).sort()).toEqual(
        pairs
          .flat()
          .map((path) => `${base}${path}`)
          .sort(),
      );
      for (const [english, spanish] of pairs) {
        const alternates = { en: `${base}${english}`, es: `${base}${spanish}`, "x-default": `${base}${english}` };
        expect(urls.find((url) => url.loc === `${base}${english}`)!.alternates).toEqual(alternates);
        expect(urls.find((url) => url.loc === `${base}${spanish}`)!.alternates).toEqual(alternates);
      }
      expect(xml).toContain(`<loc>${base}/es/blog/our-story</loc><lastmod>2025-01-05</lastmod>`);
      expect(xml).not.toContain("hidden-draft");
    });
  },
  // Customers pay on the sandbox page from their own machines (TestClient's addresses).
  { env: { ...adminEnv, DEMO_NETWORK_ACCESS: "true" } },
);
