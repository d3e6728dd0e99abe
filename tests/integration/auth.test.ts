import { eq, like } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mailOutbox } from "@server/db/schema/mail";
import { session, user, verification } from "@server/db/schema/auth";
import { describeEachDatabase, type TestHarness } from "../setup/test-app";
import { LEAVING_THE_SHOP, staysOnShop } from "../setup/open-redirects";
import { TestClient, verifyPathOf } from "../setup/test-client";

const PASSWORD = "carne asada los domingos";
const HOUR = 60 * 60_000;
let ipCounter = 0;
const freshClient = (h: TestHarness) => new TestClient(h, `198.51.100.${(ipCounter++ % 250) + 1}`);

/** The first link in the newest mail to `to` that points at `pathPart`. */
async function linkFromMail(h: TestHarness, to: string, pathPart: string): Promise<string> {
  await h.deliverMail();
  const [mail] = await h.mailbox(to);
  expect(mail, `a mail to ${to}`).toBeDefined();
  const url = mail!.text.match(/https?:\/\/\S+/g)?.find((link) => link.includes(pathPart));
  expect(url, `a ${pathPart} link in "${mail!.subject}"`).toBeDefined();
  const parsed = new URL(url!);
  return `${parsed.pathname}${parsed.search}`;
}

async function registerAndVerify(h: TestHarness, client: TestClient, email: string) {
  const res = await client.post("/api/auth/sign-up/email", { email, password: PASSWORD, name: "", callbackURL: "/auth/login?verified=1" });
  expect(res.status).toBe(200);
  const verify = await client.request(await linkFromMail(h, email, "/verify-email"));
  expect(verify.status).toBe(302);
}

describeEachDatabase(
  "accounts",
  (harness) => {
    it("register → verification e-mail → verify → password sign-in", async () => {
      const h = harness();
      const client = freshClient(h);
      const email = "maria@example.com";
      const signUp = await client.post("/api/auth/sign-up/email", {
        email,
        password: PASSWORD,
        name: "",
        callbackURL: "/auth/login?verified=1",
      });
      expect(signUp.status).toBe(200);
      expect(client.hasSessionCookie()).toBe(false); // not signed in before verifying

      // Not verified yet: refused, and a new confirmation link is sent.
      const early = await client.post("/api/auth/sign-in/email", { email, password: PASSWORD, callbackURL: "/auth/login?verified=1" });
      expect(early.status).toBe(403);
      await h.deliverMail();
      expect((await h.mailbox(email)).map((mail) => mail.subject)).toEqual([
        expect.stringContaining("Confirm your e-mail address"),
        expect.stringContaining("Confirm your e-mail address"),
      ]);

      const verifyPath = await linkFromMail(h, email, "/api/auth/verify-email");
      const verified = await client.request(verifyPath);
      expect(verified.status).toBe(302);
      expect(verified.headers.get("location")).toContain("/auth/login?verified=1");

      const signIn = await client.post("/api/auth/sign-in/email", { email, password: PASSWORD });
      expect(signIn.status).toBe(200);
      expect(client.hasSessionCookie()).toBe(true);
      const session = (await (await client.request("/api/session")).json()) as { user: { email: string; isAdmin: boolean } };
      expect(session.user).toMatchObject({ email, isAdmin: false });
    });

    it("a wrong password and an unknown e-mail get the same 401", async () => {
      const h = harness();
      const client = freshClient(h);
      await registerAndVerify(h, client, "juan@example.com");
      const wrong = await client.post("/api/auth/sign-in/email", { email: "juan@example.com", password: "not the password" });
      const unknown = await client.post("/api/auth/sign-in/email", { email: "nobody@example.com", password: "not the password" });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(await wrong.json()).toEqual(await unknown.json());
    });

    it("a sign-up with a known e-mail answers like a new one and tells the owner by e-mail", async () => {
      const h = harness();
      await registerAndVerify(h, freshClient(h), "rosa@example.com");
      const again = await freshClient(h).post("/api/auth/sign-up/email", {
        email: "rosa@example.com",
        password: "another long password",
        name: "",
      });
      expect(again.status).toBe(200);
      await h.deliverMail();
      const [mail] = await h.mailbox("rosa@example.com");
      expect(mail!.subject).toContain("Someone tried to create an account");
    });

    it("refuses short and common passwords with a clear message", async () => {
      const h = harness();
      const short = await freshClient(h).post("/api/auth/sign-up/email", { email: "a@example.com", password: "short", name: "" });
      expect(short.status).toBe(400);
      const common = await freshClient(h).post("/api/auth/sign-up/email", { email: "b@example.com", password: "password123", name: "" });
      expect(common.status).toBe(400);
      expect(((await common.json()) as { message: string }).message).toBe("This password is too common. Please choose another one.");
    });

    it("change-password and reset-password refuse what sign-up refuses", async () => {
      const h = harness();
      const email = "cambio@example.com";
      const client = freshClient(h);
      await registerAndVerify(h, client, email);
      await client.post("/api/auth/sign-in/email", { email, password: PASSWORD });
      const message = async (res: Response) => ((await res.json()) as { message: string }).message;

      for (const newPassword of ["password123", "QWERTYUIOP", email]) {
        const weak = await client.post("/api/auth/change-password", { currentPassword: PASSWORD, newPassword });
        expect(weak.status, newPassword).toBe(400);
        expect(await message(weak)).toBe("This password is too common. Please choose another one.");
      }
      const changed = await client.post("/api/auth/change-password", {
        currentPassword: PASSWORD,
        newPassword: "chile colorado con papas",
      });
      expect(changed.status).toBe(200);

      // A reset token as better-auth stores one (the shop sends no reset mails yet).
      const [account] = await h.ctx.db.select().from(user).where(eq(user.email, email));
      const token = "reset-token-for-the-test";
      await h.ctx.db
        .insert(verification)
        .values({ id: "reset-test", identifier: `reset-password:${token}`, value: account!.id, expiresAt: new Date(Date.now() + HOUR) });
      for (const newPassword of ["iloveyou1", email]) {
        const weak = await freshClient(h).post("/api/auth/reset-password", { token, newPassword });
        expect(weak.status, newPassword).toBe(400);
        expect(await message(weak)).toBe("This password is too common. Please choose another one.");
      }
      const reset = await freshClient(h).post("/api/auth/reset-password", { token, newPassword: "mole poblano de la abuela" });
      expect(reset.status).toBe(200);
      expect((await freshClient(h).post("/api/auth/sign-in/email", { email, password: "mole poblano de la abuela" })).status).toBe(200);
    });

    it("magic link: the mail opens the callback page; spending its token creates the user and signs in, once", async () => {
      const h = harness();
      const client = freshClient(h);
      const email = "nuevo@example.com";
      const res = await client.post("/api/auth/sign-in/magic-link", { email, callbackURL: "/auth/callback?redirect=%2Fcheckout" });
      expect(res.status).toBe(200);
      // Good for 15 minutes at most.
      const [stored] = await h.ctx.db.select().from(verification).where(like(verification.identifier, "magic-link:%"));
      expect(stored!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 15 * 60_000);
      expect(stored!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);

      // The mailed link is the callback page (whose script spends the token), never the verify
      // endpoint: a mail scanner fetching it signs nobody in and burns nothing.
      const link = await linkFromMail(h, email, "/auth/callback");
      const mailed = new URL(link, "http://shop.invalid");
      expect(mailed.pathname).toBe("/auth/callback");
      expect(mailed.searchParams.get("redirect")).toBe("/checkout");
      expect(mailed.searchParams.get("token")).toBeTruthy();

      const verified = await client.request(verifyPathOf(link));
      expect(verified.status).toBe(200);
      expect(client.hasSessionCookie()).toBe(true);
      const [created] = await h.ctx.db.select().from(user).where(eq(user.email, email));
      expect(created).toMatchObject({ emailVerified: true, role: "customer" });

      // The link works once; the page is told why in an answer it can read.
      const reused = await freshClient(h).request(verifyPathOf(link));
      expect(reused.status).toBe(400);
      expect(await reused.json()).toEqual({
        code: "INVALID_TOKEN",
        message: "The link has expired or was already used. Sign-in links work once and expire after 15 minutes.",
      });
    });

    it("magic link: a target off the site is dropped from the mailed link (no open redirect)", async () => {
      const h = harness();
      for (const [i, target] of ["https://evil.example/", "//evil.example/x", "/auth/login"].entries()) {
        const email = `fuera${i}@example.com`;
        const callbackURL = `/auth/callback?redirect=${encodeURIComponent(target)}`;
        await freshClient(h).post("/api/auth/sign-in/magic-link", { email, callbackURL });
        const link = new URL(await linkFromMail(h, email, "/auth/callback"), "http://shop.invalid");
        expect([...link.searchParams.keys()]).toEqual(["token"]);
      }
    });

    it("magic link: the mailed target is judged once normalised ('/.//evil.example' is '//evil.example')", async () => {
      const h = harness();
      const targets = [...LEAVING_THE_SHOP, "/menu?category=beef"];
      await Promise.all(
        targets.map((target, i) =>
          freshClient(h).post("/api/auth/sign-in/magic-link", {
            email: `vuelta${i}@example.com`,
            callbackURL: `/auth/callback?redirect=${encodeURIComponent(target)}`,
          }),
        ),
      );
      const mailed = new Map<string, string | null>();
      for (const [i, target] of targets.entries()) {
        const link = new URL(await linkFromMail(h, `vuelta${i}@example.com`, "/auth/callback"), "http://shop.invalid");
        mailed.set(target, link.searchParams.get("redirect"));
      }
      for (const [target, redirect] of mailed) {
        // Absent (the page's home), or a page of the shop.
        if (redirect !== null) expect({ target, redirect, stays: staysOnShop(redirect) }).toMatchObject({ stays: true });
      }
      expect(mailed.get("/.//evil.example")).toBeNull();
      expect(mailed.get("/x/..//evil.example")).toBeNull();
      expect(mailed.get("/menu?category=beef")).toBe("/menu?category=beef");
    });

    it("magic link for an existing user signs them in; an expired link is refused", async () => {
      const h = harness();
      const email = "existente@example.com";
      await registerAndVerify(h, freshClient(h), email);
      const client = freshClient(h);
      await client.post("/api/auth/sign-in/magic-link", { email, callbackURL: "/auth/callback" });
      const link = await linkFromMail(h, email, "/auth/callback");
      await h.ctx.db
        .update(verification)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(like(verification.identifier, "magic-link:%"));
      const expired = await client.request(verifyPathOf(link));
      expect(expired.status).toBe(400);
      expect(((await expired.json()) as { code: string }).code).toBe("INVALID_TOKEN");
      expect(client.hasSessionCookie()).toBe(false);

      await client.post("/api/auth/sign-in/magic-link", { email, callbackURL: "/auth/callback" });
      const freshLink = await linkFromMail(h, email, "/auth/callback");
      expect(freshLink).not.toBe(link);
      const fresh = await client.request(verifyPathOf(freshLink));
      expect(fresh.status).toBe(200);
      expect(client.hasSessionCookie()).toBe(true);
    });

    it("sign-in links are blanked from the stored outbox copy once sent", async () => {
      const h = harness();
      const email = "secreto@example.com";
      await freshClient(h).post("/api/auth/sign-in/magic-link", { email, callbackURL: "/auth/callback" });
      await h.deliverMail();
      const [stored] = await h.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, email));
      expect(stored!.status).toBe("sent");
      expect(stored!.textBody).not.toContain("token=");
      expect(stored!.htmlBody).not.toContain("token=");
      const [inbox] = await h.mailbox(email);
      expect(inbox!.text).toContain("token=");
    });

    it("answers the same for a known and an unknown e-mail: magic link, failed password sign-in, sign-up", async () => {
      const h = harness();
      await registerAndVerify(h, freshClient(h), "conocida@example.com");
      const answer = async (path: string, body: Record<string, unknown>) => {
        const res = await freshClient(h).post(path, body);
        return { status: res.status, body: (await res.json()) as unknown };
      };
      const both = (path: string, body: Record<string, unknown>) =>
        Promise.all([
          answer(path, { ...body, email: "conocida@example.com" }),
          answer(path, { ...body, email: "desconocida@example.com" }),
        ]);

      const [knownLink, unknownLink] = await both("/api/auth/sign-in/magic-link", { callbackURL: "/auth/callback" });
      expect(knownLink).toEqual({ status: 200, body: { status: true } });
      expect(unknownLink).toEqual(knownLink);

      const [knownPassword, unknownPassword] = await both("/api/auth/sign-in/email", { password: "not the password at all" });
      expect(knownPassword.status).toBe(401);
      expect(unknownPassword).toEqual(knownPassword);

      // A sign-up answers with a user either way (a stand-in for the known e-mail): the same
      // fields of the same kinds, only the id, times and address differ.
      const [knownSignUp, unknownSignUp] = await both("/api/auth/sign-up/email", { password: PASSWORD, name: "" });
      const comparable = ({ status, body }: { status: number; body: unknown }) => {
        const { user: signedUp, ...rest } = body as { user: Record<string, unknown> };
        const { id, createdAt, updatedAt, email, ...fields } = signedUp;
        return { status, rest, fields, kinds: [id, createdAt, updatedAt, email].map((value) => typeof value) };
      };
      expect(knownSignUp.status).toBe(200);
      expect(comparable(unknownSignUp)).toEqual(comparable(knownSignUp));
    });

    describe("rate limits (on a clock pinned to the start of an hour, so every window starts empty)", () => {
      beforeEach(() => {
        vi.useFakeTimers({ toFake: ["Date"] });
        vi.setSystemTime(Math.ceil(Date.now() / HOUR) * HOUR + 1_000);
      });
      afterEach(() => {
        vi.useRealTimers();
      });

      /** Status and Retry-After (seconds) of each answer. */
      async function attempts(count: number, send: (i: number) => Promise<Response>) {
        const answers: { status: number; retryAfter: number | null }[] = [];
        for (let i = 0; i < count; i++) {
          const res = await send(i);
          const retryAfter = res.headers.get("Retry-After");
          answers.push({ status: res.status, retryAfter: retryAfter === null ? null : Number(retryAfter) });
        }
        return answers;
      }
      const statuses = (answers: { status: number }[]) => answers.map((answer) => answer.status);

      it("magic links: 5 a minute per client whatever the e-mail, 3 per e-mail in 15 minutes, Retry-After the real wait", async () => {
        const h = harness();
        const client = freshClient(h);
        const perClient = await attempts(7, (i) => client.post("/api/auth/sign-in/magic-link", { email: `cliente${i}@example.com` }));
        expect(statuses(perClient)).toEqual([200, 200, 200, 200, 200, 429, 429]);
        expect(perClient.at(-1)!.retryAfter).toBe(59);

        // A different client address each time: the per-e-mail limit is what stops it, and it
        // answers alike whether or not the address has an account.
        await registerAndVerify(h, freshClient(h), "limitada@example.com");
        const known = await attempts(4, () => freshClient(h).post("/api/auth/sign-in/magic-link", { email: "limitada@example.com" }));
        const unknown = await attempts(4, () => freshClient(h).post("/api/auth/sign-in/magic-link", { email: "nadie@example.com" }));
        expect(statuses(known)).toEqual([200, 200, 200, 429]);
        expect(unknown).toEqual(known);
        expect(known.at(-1)!.retryAfter).toBe(15 * 60 - 1);
        const limited = await freshClient(h).post("/api/auth/sign-in/magic-link", { email: "nadie@example.com" });
        expect(await limited.json()).toEqual({
          error: { code: "rate_limited", message: "Too many attempts. Please wait a few minutes and try again." },
        });
      });

      it("password sign-in: 10 a minute per client, 5 per e-mail in 15 minutes", async () => {
        const h = harness();
        const client = freshClient(h);
        const perClient = await attempts(12, (i) =>
          client.post("/api/auth/sign-in/email", { email: `guess${i}@example.com`, password: "wrong password" }),
        );
        expect(statuses(perClient)).toEqual([...Array<number>(10).fill(401), 429, 429]);
        expect(perClient.at(-1)!.retryAfter).toBe(59);

        await registerAndVerify(h, freshClient(h), "victima@example.com");
        const perEmail = await attempts(6, () =>
          freshClient(h).post("/api/auth/sign-in/email", { email: "victima@example.com", password: "wrong password" }),
        );
        expect(statuses(perEmail)).toEqual([401, 401, 401, 401, 401, 429]);
        expect(perEmail.at(-1)!.retryAfter).toBe(15 * 60 - 1);
        // Even the right password waits now: the limit guards the account, not the guesses.
        const rightPassword = await freshClient(h).post("/api/auth/sign-in/email", { email: "victima@example.com", password: PASSWORD });
        expect(rightPassword.status).toBe(429);
      });

      it("sign-up: 5 a minute per client, 3 per e-mail in an hour", async () => {
        const h = harness();
        const client = freshClient(h);
        const perClient = await attempts(6, (i) =>
          client.post("/api/auth/sign-up/email", { email: `alta${i}@example.com`, password: PASSWORD, name: "" }),
        );
        expect(statuses(perClient)).toEqual([200, 200, 200, 200, 200, 429]);
        expect(perClient.at(-1)!.retryAfter).toBe(59);

        const perEmail = await attempts(4, () =>
          freshClient(h).post("/api/auth/sign-up/email", { email: "repetida@example.com", password: PASSWORD, name: "" }),
        );
        expect(statuses(perEmail)).toEqual([200, 200, 200, 429]);
        expect(perEmail.at(-1)!.retryAfter).toBe(60 * 60 - 1);
      });
    });

    it("ignores a forged X-Forwarded-For when no proxy is trusted", async () => {
      const h = harness();
      const client = freshClient(h);
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        statuses.push(
          (
            await client.request("/api/auth/sign-in/magic-link", {
              method: "POST",
              json: { email: `spoof${i}@example.com` },
              headers: { "X-Forwarded-For": `10.0.0.${i}` },
            })
          ).status,
        );
      }
      expect(statuses.at(-1)).toBe(429);
    });

    it("session cookies are HttpOnly and SameSite=Lax, and the session is extended while in use", async () => {
      const h = harness();
      const client = freshClient(h);
      await registerAndVerify(h, client, "activa@example.com");
      const signIn = await client.post("/api/auth/sign-in/email", { email: "activa@example.com", password: PASSWORD });
      const cookie = signIn.headers.getSetCookie().find((c) => c.includes("session_token"))!;
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);

      // A session close to its end (older than a day) is extended on the next request.
      const soon = new Date(Date.now() + 60 * 60 * 1000);
      await h.ctx.db.update(session).set({ expiresAt: soon });
      const res = await client.request("/api/session");
      expect(res.headers.getSetCookie().some((c) => c.includes("session_token"))).toBe(true);
      const [stored] = await h.ctx.db.select().from(session);
      expect(stored!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 60 * 60 * 1000);
    });

    it("sign-out ends the session on the server: the old cookie no longer works", async () => {
      const h = harness();
      const client = freshClient(h);
      await registerAndVerify(h, client, "salir@example.com");
      await client.post("/api/auth/sign-in/email", { email: "salir@example.com", password: PASSWORD });
      const stolen = client.cookieHeader();
      expect((await client.post("/api/auth/sign-out", {})).status).toBe(200);
      const replay = await h.app.request("/api/session", { headers: { Cookie: stolen } });
      expect(((await replay.json()) as { user: unknown }).user).toBeNull();
    });

    it("sign-out when the session has already expired still succeeds and clears the cookie", async () => {
      const h = harness();
      const client = freshClient(h);
      await registerAndVerify(h, client, "caducada@example.com");
      await client.post("/api/auth/sign-in/email", { email: "caducada@example.com", password: PASSWORD });
      await h.ctx.db.update(session).set({ expiresAt: new Date(Date.now() - 1000) });
      const res = await client.post("/api/auth/sign-out", {});
      expect(res.status).toBe(200);
      expect(client.hasSessionCookie()).toBe(false);
      // And with no session cookie at all (signed out in another tab).
      expect((await client.post("/api/auth/sign-out", {})).status).toBe(200);
    });

    it("admin routes: 401 anonymous, 403 customer, 200 admin (granted by ADMIN_EMAILS)", async () => {
      const h = harness();
      expect((await freshClient(h).request("/api/admin/dashboard")).status).toBe(401);

      const customer = freshClient(h);
      await registerAndVerify(h, customer, "cliente@example.com");
      await customer.post("/api/auth/sign-in/email", { email: "cliente@example.com", password: PASSWORD });
      expect((await customer.request("/api/admin/dashboard")).status).toBe(403);

      const admin = freshClient(h);
      await registerAndVerify(h, admin, "admin@example.com");
      await admin.post("/api/auth/sign-in/email", { email: "admin@example.com", password: PASSWORD });
      const res = await admin.request("/api/admin/dashboard");
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        totalOrders: 0,
        totalRevenueCents: 0,
        pendingOrders: 0,
        unreadMessages: 0,
        awaitingWeighingCents: 0,
        awaitingWeighingOrders: 0,
        tipsTodayCents: 0,
        holdsExpiringSoon: [],
        expiredHolds: [],
        catering: { upcoming: [], depositsTakenCents: 0, balancesDueCents: 0 },
        giftCardLiabilityCents: 0,
      });
      const [stored] = await h.ctx.db.select().from(user).where(eq(user.email, "admin@example.com"));
      expect(stored!.role).toBe("admin");
    });

    it("an unverified account with an admin e-mail gets no admin rights", async () => {
      const h = harness();
      const attacker = freshClient(h);
      await attacker.post("/api/auth/sign-up/email", { email: "admin@example.com", password: PASSWORD, name: "" });
      const signIn = await attacker.post("/api/auth/sign-in/email", { email: "admin@example.com", password: PASSWORD });
      expect(signIn.status).toBe(403);
      expect((await attacker.request("/api/admin/dashboard")).status).toBe(401);
    });
  },
  { env: { ADMIN_EMAILS: "admin@example.com" } },
);

describeEachDatabase(
  "accounts behind TLS",
  (harness) => {
    it("marks session cookies Secure when the shop is served over https", async () => {
      const h = harness();
      const client = new TestClient(h, "192.0.2.1");
      await client.post("/api/auth/sign-in/magic-link", { email: "tls@example.com", callbackURL: "/auth/callback" });
      const link = await linkFromMail(h, "tls@example.com", "/auth/callback");
      expect(link).toMatch(/^\/auth\/callback\?token=/);
      const res = await client.request(verifyPathOf(link));
      const cookie = res.headers.getSetCookie().find((c) => c.includes("session_token"))!;
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/^__Secure-/);
    });
  },
  { env: { PUBLIC_URL: "https://shop.example.com" } },
);

describeEachDatabase(
  "accounts behind a trusted proxy",
  (harness) => {
    const viaProxy = (h: TestHarness, forwardedFor: string, path: string, json: unknown) =>
      // The socket is the proxy's; X-Forwarded-For is what the client sent plus the proxy's entry.
      new TestClient(h, "10.1.1.1").request(path, { method: "POST", json, headers: { "X-Forwarded-For": forwardedFor } });

    it("takes the client address from the entry the proxy appended: a forged first entry changes nothing", async () => {
      const h = harness();
      // The limit's window is the clock's minute, weighted into the next one (a sliding window
      // estimate): a burst that crosses a minute may be let one hit more. Seven requests take
      // seconds on a loaded machine, so they start early in a minute.
      const leftInMinute = 60_000 - (Date.now() % 60_000);
      if (leftInMinute < 20_000) await new Promise((resolve) => setTimeout(resolve, leftInMinute + 50));
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await viaProxy(h, `10.0.0.${i}, 203.0.113.50`, "/api/auth/sign-in/magic-link", { email: `rotate${i}@example.com` });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(statuses.slice(5)).toEqual([429, 429]);
      // Another client behind the same proxy is not held back.
      const other = await viaProxy(h, "10.0.0.1, 203.0.113.51", "/api/auth/sign-in/magic-link", { email: "other@example.com" });
      expect(other.status).toBe(200);
    }, 60_000);

    it("records the proxy-given address on the session", async () => {
      const h = harness();
      const client = new TestClient(h, "10.1.1.1");
      const headers = { "X-Forwarded-For": "6.6.6.6, 203.0.113.77" };
      await client.request("/api/auth/sign-in/magic-link", { method: "POST", json: { email: "proxied@example.com" }, headers });
      const link = await linkFromMail(h, "proxied@example.com", "/auth/callback");
      await client.request(verifyPathOf(link), { headers });
      expect(client.hasSessionCookie()).toBe(true);
      const [stored] = await h.ctx.db.select().from(session);
      expect(stored!.ipAddress).toBe("203.0.113.77");
    });
  },
  { env: { TRUST_PROXY: "true" } },
);
