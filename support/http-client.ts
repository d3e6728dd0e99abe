/**
 * What a shop process driven by HttpClients runs with: behind a (made-up) trusted proxy, so each
 * client's X-Forwarded-For is its address; those addresses are not this machine's, so the demo
 * conveniences its helpers use (dev mailbox, sandbox pay page) are opened to them; and listening
 * on loopback only, so that opening lets no other machine in.
 */
export const SIMULATED_CLIENTS_ENV = { TRUST_PROXY: "true", DEMO_NETWORK_ACCESS: "true", HOST: "127.0.0.1" } as const;

/**
 * A customer's browser over real HTTP (for tests and benchmarks against a running shop): keeps its
 * cookies, sends Origin like a browser and its own X-Forwarded-For (the shop under test runs
 * with TRUST_PROXY=true, so per-client limits apply per simulated customer).
 */
export class HttpClient {
  private cookies = new Map<string, string>();

  /** The Origin it sends: its base URL's, unless the shop's PUBLIC_URL names it otherwise. */
  origin: string;

  constructor(
    public baseUrl: string,
    public ip: string,
  ) {
    this.origin = new URL(baseUrl).origin;
  }

  /**
   * The same browser (its cookies, address and Origin) sending to another address: one of the
   * instances behind a proxy, reached directly. Both share the cookies from then on.
   */
  at(baseUrl: string): HttpClient {
    const other = new HttpClient(baseUrl, this.ip);
    other.origin = this.origin;
    other.cookies = this.cookies;
    return other;
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
}

type Mail = { text: string };

function tokensIn(mails: Mail[]): string[] {
  return mails.flatMap((mail) => [...mail.text.matchAll(/[?&]token=([^&\s"'<>)]+)/g)].map((match) => decodeURIComponent(match[1]!)));
}

/**
 * Signs `client` in as `email` through better-auth's own endpoints: asks for a magic link,
 * reads its token from the dev mailbox and calls the verify endpoint directly. It does not
 * depend on where the mailed link points (the sign-in page may change), only on the token.
 */
export async function signIn(client: HttpClient, email: string): Promise<void> {
  const mailbox = async () => (await (await fetch(`${client.baseUrl}/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as Mail[];
  const seen = new Set(tokensIn(await mailbox()));
  const asked = await client.request("/api/auth/sign-in/magic-link", { method: "POST", json: { email, callbackURL: "/" } });
  await asked.arrayBuffer();
  if (asked.status !== 200) throw new Error(`magic link for ${email}: HTTP ${asked.status}`);
  let token: string | undefined;
  for (let attempt = 0; attempt < 200 && !token; attempt++) {
    token = tokensIn(await mailbox()).find((candidate) => !seen.has(candidate));
    if (!token) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!token) throw new Error(`no magic link mailed to ${email}`);
  const verified = await client.request(`/api/auth/magic-link/verify?token=${encodeURIComponent(token)}&callbackURL=%2F`);
  await verified.arrayBuffer();
  const { user } = (await (await client.request("/api/session")).json()) as { user: { email: string } | null };
  if (user?.email !== email) throw new Error(`sign-in failed for ${email} (verify answered ${verified.status})`);
}

/** A new client at its own address, signed in as `email`. */
export async function signedIn(base: string, email: string, ip: string): Promise<HttpClient> {
  const client = new HttpClient(base, ip);
  await signIn(client, email);
  return client;
}
