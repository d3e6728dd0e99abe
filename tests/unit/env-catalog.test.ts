import { describe, expect, it } from "vitest";
import { createConfig } from "@server/config";
import { parseEnv } from "@server/env";

describe("configuration of AI enhance and image storage", () => {
  it("keeps images under DATA_DIR/uploads and AI enhance off by default", () => {
    const config = createConfig(parseEnv({ DATA_DIR: "/srv/shop" }));
    expect(config.storage).toEqual({ kind: "local", dir: "/srv/shop/uploads" });
    expect(config.ai).toBeNull();
  });

  it("turns AI enhance on with an endpoint and a model; the key is optional", () => {
    const config = createConfig(parseEnv({ AI_BASE_URL: "http://localhost:11434/v1/", AI_MODEL: "llama3.1" }));
    expect(config.ai).toEqual({ baseUrl: "http://localhost:11434/v1", apiKey: null, model: "llama3.1", timeoutMs: 30_000 });
    const withKey = createConfig(
      parseEnv({ AI_BASE_URL: "https://api.openai.com/v1", AI_MODEL: "gpt-4o-mini", AI_API_KEY: "sk-x", AI_TIMEOUT_SECONDS: "5" }),
    );
    expect(withKey.ai).toMatchObject({ apiKey: "sk-x", timeoutMs: 5_000 });
  });

  it("refuses an AI endpoint without a model, and a non-http endpoint", () => {
    expect(() => parseEnv({ AI_BASE_URL: "https://api.openai.com/v1" })).toThrow(/AI_MODEL/);
    expect(() => parseEnv({ AI_BASE_URL: "ftp://x", AI_MODEL: "m" })).toThrow(/AI_BASE_URL/);
  });

  const s3 = {
    S3_ENDPOINT: "https://s3.eu-west-1.amazonaws.com",
    S3_BUCKET: "shop-images",
    S3_ACCESS_KEY_ID: "AKIDEXAMPLE",
    S3_SECRET_ACCESS_KEY: "secret",
  };

  it("uses S3 when all four S3 settings are given", () => {
    const config = createConfig(parseEnv({ ...s3, S3_REGION: "eu-west-1", S3_PUBLIC_URL: "https://cdn.example.com/" }));
    expect(config.storage).toEqual({
      kind: "s3",
      endpoint: "https://s3.eu-west-1.amazonaws.com",
      bucket: "shop-images",
      region: "eu-west-1",
      accessKeyId: "AKIDEXAMPLE",
      secretAccessKey: "secret",
      publicUrl: "https://cdn.example.com",
    });
  });

  it("names each missing S3 setting instead of silently keeping local files", () => {
    const { S3_SECRET_ACCESS_KEY: _secret, S3_BUCKET: _bucket, ...partial } = s3;
    expect(() => parseEnv(partial)).toThrow(/S3_BUCKET[\s\S]*S3_SECRET_ACCESS_KEY/);
    expect(() => parseEnv({ S3_PUBLIC_URL: "https://cdn.example.com" })).toThrow(/S3_PUBLIC_URL/);
    expect(() => parseEnv({ ...s3, S3_PUBLIC_URL: "http://minio.local:9000/shop" })).toThrow(/S3_PUBLIC_URL: must start with https:\/\//);
    expect(() => parseEnv({ ...s3, S3_BUCKET: "Not A Bucket" })).toThrow(/S3_BUCKET/);
  });
});

describe("configuration of the shop's sentences in Spanish (ADR 0015)", () => {
  it("gives the demo tagline in Spanish while the tagline is the demo's", () => {
    const config = createConfig(parseEnv({}));
    expect(config.shop.tagline).toBe("Family butcher shop & kitchen since 2010");
    expect(config.shopEs).toEqual({ tagline: "Carnicería y cocina familiar desde 2010" });
  });

  it("takes SHOP_TAGLINE_ES, and gives none for a shop's own tagline without it (the English shows)", () => {
    const both = createConfig(parseEnv({ SHOP_TAGLINE: "Meat since 1990", SHOP_TAGLINE_ES: "Carne desde 1990" }));
    expect([both.shop.tagline, both.shopEs.tagline]).toEqual(["Meat since 1990", "Carne desde 1990"]);
    expect(createConfig(parseEnv({ SHOP_TAGLINE: "Meat since 1990" })).shopEs.tagline).toBeNull();
    expect(createConfig(parseEnv({ SHOP_TAGLINE_ES: "Carne desde 1990" })).shopEs.tagline).toBe("Carne desde 1990");
    expect(() => parseEnv({ SHOP_TAGLINE_ES: "x".repeat(161) })).toThrow(/SHOP_TAGLINE_ES/);
  });
});
