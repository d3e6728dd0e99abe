import type { TestHarness } from "./test-app";

/**
 * A browser-like client for in-memory requests: keeps cookies between requests and sends
 * the Origin header a browser would, so better-auth's origin checks apply for real.
 */
export class TestClient {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly harness: TestHarness,
    public ip = "203.0.113.10",
  ) {}

  get origin(): string {
    return new URL(this.harness.ctx.config.publicUrl).origin;
  }

  async request(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set("Cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    headers.set("Origin", this.origin);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("Content-Type", "application/json");
      body = JSON.stringify(init.json);
    }
    const res = await this.harness.app.request(
      path,
      { ...init, headers, body, redirect: "manual" },
      {
        incoming: { socket: { remoteAddress: this.ip } },
      },
    );
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const [name, ...rest] = pair!.split("=");
      const value = rest.join("=");
      if (!value || /max-age=0/i.test(cookie)) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
    return res;
  }

  post(path: string, json: unknown): Promise<Response> {
    return this.request(path, { method: "POST", json });
  }

  hasSessionCookie(): boolean {
    return [...this.cookies.keys()].some((name) => name.includes("session_token"));
  }

  /** Copy of the session cookie, e.g. to replay it after sign-out. */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

/**
 * The request the sign-in callback page's script makes for an e-mailed link
 * (`…/auth/callback?token=…`): spending the token sets the session cookie.
 */
export function verifyPathOf(mailedLink: string): string {
  const token = new URL(mailedLink, "http://shop.invalid").searchParams.get("token");
  if (!token) throw new Error(`no token in ${mailedLink}`);
  return `/api/auth/magic-link/verify?token=${encodeURIComponent(token)}`;
}

/** A client signed in through a magic link (the account is created on the way). */
export async function signedInClient(harness: TestHarness, email: string, ip?: string): Promise<TestClient> {
  const client = new TestClient(harness, ip ?? `192.0.2.${Math.floor(Math.random() * 250) + 1}`);
  const res = await client.post("/api/auth/sign-in/magic-link", { email, callbackURL: "/auth/callback" });
  if (res.status !== 200) throw new Error(`magic link request failed: ${res.status}`);
  return followMailedLink(harness, client, email);
}

/**
 * The second half of a magic-link sign-in, once the link was asked for: delivers the mail,
 * follows the newest link mailed to `email` as the callback page does and checks the session
 * cookie is set.
 */
export async function followMailedLink(harness: TestHarness, client: TestClient, email: string): Promise<TestClient> {
  await harness.deliverMail();
  const [mail] = await harness.mailbox(email);
  const url = mail?.text.match(/https?:\/\/\S+/g)?.find((link) => link.includes("/auth/callback?token="));
  if (!url) throw new Error(`no magic link mailed to ${email}`);
  await client.request(verifyPathOf(url));
  if (!client.hasSessionCookie()) throw new Error(`could not sign in ${email}`);
  return client;
}
