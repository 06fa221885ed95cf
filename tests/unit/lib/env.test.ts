import { describe, expect, it } from "vitest";
import { parseEnv, siteOrigin, siteOriginConfigured } from "@/lib/env";

describe("env", () => {
  it("defaults to the embedded database and treats empty strings as unset", () => {
    const env = parseEnv({ DATABASE_URL: "", PGLITE_DATA_DIR: "  ", SEED_ON_START: "" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PGLITE_DATA_DIR).toBe(".data/pglite");
    expect(env.SEED_ON_START).toBe(true);
    expect(siteOrigin(env)).toBe("http://localhost:3000");
    expect(siteOriginConfigured(env)).toBe(false);
    expect(env.TRUSTED_PROXY_HOPS).toBe(0);
  });

  it("takes the site origin from SITE_URL (or the older NEXT_PUBLIC_SITE_URL), else the served port", () => {
    expect(siteOrigin(parseEnv({ PORT: "3201" }))).toBe("http://localhost:3201");
    expect(siteOrigin(parseEnv({ SITE_URL: "https://cupongt.com/", PORT: "3201" }))).toBe("https://cupongt.com");
    expect(siteOrigin(parseEnv({ NEXT_PUBLIC_SITE_URL: "https://www.cupongt.com/x" }))).toBe("https://www.cupongt.com");
    expect(siteOriginConfigured(parseEnv({ SITE_URL: "https://cupongt.com" }))).toBe(true);
    expect(() => parseEnv({ SITE_URL: "javascript:alert(1)" })).toThrow(/SITE_URL/);
  });

  it("validates rate limits and proxy hops", () => {
    expect(parseEnv({ RATE_LIMIT_SIGN_IN_PER_IP: "500", TRUSTED_PROXY_HOPS: "1" })).toMatchObject({
      RATE_LIMIT_SIGN_IN_PER_IP: 500,
      TRUSTED_PROXY_HOPS: 1,
    });
    expect(() => parseEnv({ RATE_LIMIT_SIGN_UP_PER_IP: "0" })).toThrow(/RATE_LIMIT_SIGN_UP_PER_IP/);
    expect(parseEnv({ RATE_LIMIT_SIGN_IN_PER_EMAIL_IP: "20", RATE_LIMIT_SIGN_IN_PER_EMAIL: "200" })).toMatchObject({
      RATE_LIMIT_SIGN_IN_PER_EMAIL_IP: 20,
      RATE_LIMIT_SIGN_IN_PER_EMAIL: 200,
    });
    expect(() => parseEnv({ RATE_LIMIT_SIGN_IN_PER_EMAIL_IP: "0" })).toThrow(/RATE_LIMIT_SIGN_IN_PER_EMAIL_IP/);
    expect(() => parseEnv({ TRUSTED_PROXY_HOPS: "-1" })).toThrow(/TRUSTED_PROXY_HOPS/);
  });

  it("reads flags and numbers", () => {
    const env = parseEnv({ SEED_ON_START: "false", MIGRATE_ON_START: "0", DATABASE_POOL_MAX: "4" });
    expect(env.SEED_ON_START).toBe(false);
    expect(env.MIGRATE_ON_START).toBe(false);
    expect(env.DATABASE_POOL_MAX).toBe(4);
  });

  it("payments: simulated by default; recurrente needs its three settings and a whsec_ secret", () => {
    const defaults = parseEnv({});
    expect(defaults.PAYMENTS_PROVIDER).toBe("simulated");
    expect(defaults.RECURRENTE_API_URL).toBe("https://app.recurrente.com");
    const keys = {
      RECURRENTE_PUBLIC_KEY: "pk_test_x",
      RECURRENTE_SECRET_KEY: "sk_test_y",
      RECURRENTE_WEBHOOK_SECRET: "whsec_c2VjcmV0",
    };
    expect(parseEnv({ PAYMENTS_PROVIDER: "recurrente", ...keys })).toMatchObject({ PAYMENTS_PROVIDER: "recurrente" });
    expect(() => parseEnv({ PAYMENTS_PROVIDER: "recurrente" })).toThrow(
      /RECURRENTE_PUBLIC_KEY[\s\S]*RECURRENTE_SECRET_KEY[\s\S]*RECURRENTE_WEBHOOK_SECRET/,
    );
    expect(() => parseEnv({ PAYMENTS_PROVIDER: "recurrente", ...keys, RECURRENTE_WEBHOOK_SECRET: "secret" })).toThrow(
      /whsec_/,
    );
    expect(() => parseEnv({ PAYMENTS_PROVIDER: "stripe" })).toThrow(/PAYMENTS_PROVIDER/);
    expect(() => parseEnv({ RECURRENTE_API_URL: "ftp://x" })).toThrow(/RECURRENTE_API_URL/);
  });

  it("a loopback push service only where no public site is configured", () => {
    const loopback = { PUSH_SERVICE_LOOPBACK_ORIGIN: "http://127.0.0.1:4567" };
    expect(parseEnv(loopback).PUSH_SERVICE_LOOPBACK_ORIGIN).toBe("http://127.0.0.1:4567");
    expect(() => parseEnv({ ...loopback, SITE_URL: "https://cupongt.com" })).toThrow(/not with SITE_URL/);
    expect(() => parseEnv({ ...loopback, NEXT_PUBLIC_SITE_URL: "https://cupongt.com" })).toThrow(/not with SITE_URL/);
  });

  it("names every invalid variable in one error", () => {
    expect(() => parseEnv({ DATABASE_URL: "mysql://x", NEXT_PUBLIC_SITE_URL: "not a url" })).toThrow(
      /DATABASE_URL[\s\S]*NEXT_PUBLIC_SITE_URL|NEXT_PUBLIC_SITE_URL[\s\S]*DATABASE_URL/,
    );
  });
});
