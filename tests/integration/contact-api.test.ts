import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { messages } from "@server/db/schema/messages";
import { CONTACT_RATE_LIMIT } from "@server/routes/messages";
import { describeEachDatabase } from "../setup/test-app";

const valid = { name: "María López", email: "maria@example.com", phone: "(323) 555-0199", message: "Do you cater for 40 people?" };

describeEachDatabase("contact API", (harness) => {
  // Each test writes from its own client address, so the rate limit of one does not touch another.
  let client = 0;
  const post = (body: unknown, address = `10.0.0.${++client}`, init: RequestInit = {}) =>
    harness().app.request(
      "/api/contact",
      { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body), ...init },
      { incoming: { socket: { remoteAddress: address } } },
    );

  it("stores a valid message, unread, trimmed", async () => {
    const res = await post({ ...valid, name: "  María López  " });
    expect(res.status).toBe(201);
    const { message } = (await res.json()) as { message: { id: string } };
    const [row] = await harness().ctx.db.select().from(messages).where(eq(messages.id, message.id));
    expect(row).toMatchObject({
      name: "María López",
      email: "maria@example.com",
      phone: "(323) 555-0199",
      message: valid.message,
      isRead: false,
    });
  });

  it("stores an empty or missing phone as null", async () => {
    const { phone: _phone, ...withoutPhone } = valid;
    for (const body of [withoutPhone, { ...valid, phone: "" }]) {
      const res = await post(body);
      expect(res.status).toBe(201);
    }
    const rows = await harness().ctx.db.select({ phone: messages.phone }).from(messages);
    expect(rows).toEqual([{ phone: null }, { phone: null }]);
  });

  it("refuses missing and invalid fields with 400 and a message per field, storing nothing", async () => {
    const res = await post({ name: " ", email: "not-an-email", phone: "call me", message: "" });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string; fields: Record<string, string> } };
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.fields).toEqual({
      name: "Name is required",
      email: "Please enter a valid email address",
      phone: "Please enter a valid phone number",
      message: "Message is required",
    });
    expect(await harness().ctx.db.select().from(messages)).toEqual([]);
  });

  it("says 'Email is required' for an empty e-mail", async () => {
    const body = (await (await post({ ...valid, email: "" })).json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields.email).toBe("Email is required");
  });

  it("bounds every field's length", async () => {
    const res = await post({ name: "n".repeat(101), email: `${"e".repeat(250)}@x.io`, phone: "1".repeat(31), message: "m".repeat(5001) });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(error.fields).sort()).toEqual(["email", "message", "name", "phone"]);
    expect(error.fields.message).toBe("Please use at most 5,000 characters");
  });

  it("answers malformed JSON and a wrong body type with 400, never 500", async () => {
    const malformed = await post("{", undefined, { body: "{" });
    expect(malformed.status).toBe(400);
    const notAnObject = await post([1, 2, 3]);
    expect(notAnObject.status).toBe(400);
    const wrongTypes = await post({ name: 42, email: ["a"], message: { text: "hi" } });
    expect(wrongTypes.status).toBe(400);
  });

  it(`rate-limits a client to ${CONTACT_RATE_LIMIT.max} messages, with 429 and Retry-After`, async () => {
    const address = "192.0.2.44";
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) expect((await post(valid, address)).status).toBe(201);
    const refused = await post(valid, address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ error: { code: "rate_limited" } });
    // Another client is not affected.
    expect((await post(valid, "192.0.2.45")).status).toBe(201);
    expect(await harness().ctx.db.select().from(messages)).toHaveLength(CONTACT_RATE_LIMIT.max + 1);
  });
});
