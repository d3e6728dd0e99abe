import { describe, expect, it } from "vitest";
import { createConfig } from "@server/config";
import { EnvError, parseEnv } from "@server/env";

describe("configuration", () => {
  it("has demo defaults that run the shop with nothing set", () => {
    const config = createConfig(parseEnv({}));
    expect(config.port).toBe(3000);
    expect(config.database.kind).toBe("pglite");
    expect(config.demoMode).toBe(true);
    expect(config.seedDemoData).toBe(true);
    expect(config.adminEmails).toEqual(["admin@example.com"]);
    expect(config.shop.taxRate).toBe(825);
    expect(config.shop.timeZone).toBe("America/Los_Angeles");
    expect(config.shop.hoursText).toEqual(["Mon-Sat 8AM-8PM", "Sun 9AM-6PM"]);
    expect(config.publicUrl).toBe("http://localhost:3000");
  });

  it("switches to PostgreSQL with DATABASE_URL", () => {
    const config = createConfig(parseEnv({ DATABASE_URL: "postgres://u@db:5432/shop" }));
    expect(config.database).toMatchObject({ kind: "postgres", url: "postgres://u@db:5432/shop" });
  });

  it("leases a message being sent for 30 s unless OUTBOX_LEASE_SECONDS says otherwise (2 to 600)", () => {
    expect(createConfig(parseEnv({})).outbox).toEqual({ leaseMs: 30_000 });
    expect(createConfig(parseEnv({ OUTBOX_LEASE_SECONDS: "5" })).outbox).toEqual({ leaseMs: 5_000 });
    expect(() => parseEnv({ OUTBOX_LEASE_SECONDS: "1" })).toThrow(/OUTBOX_LEASE_SECONDS/);
    expect(() => parseEnv({ OUTBOX_LEASE_SECONDS: "601" })).toThrow(/OUTBOX_LEASE_SECONDS/);
  });

  const productionSecrets = {
    BETTER_AUTH_SECRET: "s".repeat(40),
    SMTP_URL: "smtp://mail.example.com:587",
    STRIPE_SECRET_KEY: "sk_live_abc123",
    STRIPE_WEBHOOK_SECRET: "whsec_abc123",
    PUBLIC_URL: "https://shop.example.com",
  };

  it("turns demo conveniences off in production unless DEMO_MODE is set", () => {
    expect(createConfig(parseEnv({ NODE_ENV: "production", ...productionSecrets }))).toMatchObject({
      isProduction: true,
      demoMode: false,
      seedDemoData: false,
      adminEmails: [],
    });
    expect(createConfig(parseEnv({ NODE_ENV: "production", DEMO_MODE: "true" }))).toMatchObject({
      isProduction: false,
      demoMode: true,
    });
  });

  it("refuses to start in production without its secrets, naming each", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(
      /BETTER_AUTH_SECRET[\s\S]*SMTP_URL[\s\S]*STRIPE_SECRET_KEY[\s\S]*PUBLIC_URL/,
    );
    expect(() => parseEnv({ STRIPE_SECRET_KEY: "sk_test_abc" })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => parseEnv({ NODE_ENV: "production", ...productionSecrets, BETTER_AUTH_SECRET: "short" })).toThrow(/BETTER_AUTH_SECRET/);
  });

  it("requires an https PUBLIC_URL in production, not in demo mode", () => {
    const { PUBLIC_URL: _, ...withoutUrl } = productionSecrets;
    expect(() => parseEnv({ NODE_ENV: "production", ...withoutUrl })).toThrow(/PUBLIC_URL: required .* https:\/\//);
    expect(() => parseEnv({ NODE_ENV: "production", ...withoutUrl, PUBLIC_URL: "http://shop.example.com" })).toThrow(/PUBLIC_URL/);
    expect(createConfig(parseEnv({ NODE_ENV: "production", ...productionSecrets })).publicUrl).toBe("https://shop.example.com");
    // The demo (`npm start`) keeps running on plain http://localhost.
    expect(createConfig(parseEnv({ NODE_ENV: "production", DEMO_MODE: "true" })).publicUrl).toBe("http://localhost:3000");
  });

  it("reads shop overrides", () => {
    const config = createConfig(
      parseEnv({ SHOP_NAME: "Carnicería Test", TAX_RATE: "9.5", ADMIN_EMAILS: "A@x.com, b@y.com", PORT: "8080" }),
    );
    expect(config.shop.name).toBe("Carnicería Test");
    expect(config.shop.taxRate).toBe(950);
    expect(config.adminEmails).toEqual(["a@x.com", "b@y.com"]);
    expect(config.publicUrl).toBe("http://localhost:8080");
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ TAX_RATE: "lots" }, "TAX_RATE"],
    [{ ADMIN_EMAILS: "not-an-email" }, "ADMIN_EMAILS"],
    [{ SHOP_TIME_ZONE: "Mars/Olympus" }, "SHOP_TIME_ZONE"],
    [{ DEMO_MODE: "maybe" }, "DEMO_MODE"],
  ])("refuses a bad value %o with a message naming it", (env, name) => {
    expect(() => parseEnv(env)).toThrow(EnvError);
    expect(() => parseEnv(env)).toThrow(new RegExp(name));
  });
});
