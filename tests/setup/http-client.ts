/**
 * What a shop process driven by HttpClients runs with: behind a (made-up) trusted proxy, so each
 * client's X-Forwarded-For is its address; those addresses are not this machine's, so the demo
 * conveniences its helpers use (dev mailbox, sandbox pay page) are opened to them; and listening
 * on loopback only, so that opening lets no other machine in.
 */
export const SIMULATED_CLIENTS_ENV = { TRUST_PROXY: "true", DEMO_NETWORK_ACCESS: "true", HOST: "127.0.0.1" } as const;

/**
 * A customer's browser over real HTTP (for tests against a running shop process): keeps its
 * cookies, sends Origin like a browser and its own X-Forwarded-For (the shop under test runs
 * with TRUST_PROXY=true, so per-client limits apply per simulated customer).
 */
export class HttpClient {
  private readonly cookies = new Map<string, string>();

  /** The Origin it sends: its base URL's, unless the shop's PUBLIC_URL names it otherwise. */
  origin: string;

  constructor(
    public baseUrl: string,
    public ip: string,
  ) {
    this.origin = new URL(baseUrl).origin;
  }

  async request(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set("Cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    headers.set("Origin", this.origin);
    headers.set("X-Forwarded-For", this.ip);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("Content-Type", "application/json");
      body = JSON.stringify(init.json);
    }
    const res = await fetch(`${this.baseUrl}${path}`, { ...init, headers, body, redirect: "manual" });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const index = pair!.indexOf("=");
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1);
      if (!value || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  /** The Cookie header this client sends (e.g. for a streaming request made by hand). */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  /** Signs in with a magic link read from the shop's dev mailbox. */
  async signIn(email: string): Promise<void> {
    const res = await this.request("/api/auth/sign-in/magic-link", { method: "POST", json: { email, callbackURL: "/auth/callback" } });
    if (res.status !== 200) throw new Error(`magic link for ${email}: HTTP ${res.status}`);
    let link: string | undefined;
    for (let attempt = 0; attempt < 100 && !link; attempt++) {
      const mails = (await (await fetch(`${this.baseUrl}/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as { text: string }[];
      link = mails.flatMap((mail) => mail.text.match(/https?:\/\/\S+/g) ?? []).find((url) => url.includes("/auth/callback?token="));
      if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (!link) throw new Error(`no magic link mailed to ${email}`);
    // What the callback page's script does with the mailed link: spend its token.
    const token = new URL(link).searchParams.get("token") ?? "";
    await this.request(`/api/auth/magic-link/verify?token=${encodeURIComponent(token)}`);
    if (![...this.cookies.keys()].some((name) => name.includes("session_token"))) throw new Error(`sign-in failed for ${email}`);
  }
}
