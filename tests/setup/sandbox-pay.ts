import type { TestClient } from "./test-client";

/** Pays a sandbox pay page (ADR 0005) as the customer's browser posts its form: the test card, which always succeeds. */
export async function payOnSandbox(client: TestClient, url: string) {
  return client.request(new URL(url).pathname, {
    method: "POST",
    body: new URLSearchParams({ card_number: "4242 4242 4242 4242" }),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
}

/** The sandbox session a pay page's address names. */
export const sessionOf = (url: string) => new URL(url).pathname.split("/").pop()!;
