import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env";

describe("env", () => {
  it("defaults to the embedded database and treats empty strings as unset", () => {
    const env = parseEnv({ DATABASE_URL: "", PGLITE_DATA_DIR: "  ", SEED_ON_START: "" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PGLITE_DATA_DIR).toBe(".data/pglite");
    expect(env.SEED_ON_START).toBe(true);
    expect(env.NEXT_PUBLIC_SITE_URL).toBe("http://localhost:3000");
  });

  it("reads flags and numbers", () => {
    const env = parseEnv({ SEED_ON_START: "false", MIGRATE_ON_START: "0", DATABASE_POOL_MAX: "4" });
    expect(env.SEED_ON_START).toBe(false);
    expect(env.MIGRATE_ON_START).toBe(false);
    expect(env.DATABASE_POOL_MAX).toBe(4);
  });

  it("names every invalid variable in one error", () => {
    expect(() => parseEnv({ DATABASE_URL: "mysql://x", NEXT_PUBLIC_SITE_URL: "not a url" })).toThrow(/DATABASE_URL[\s\S]*NEXT_PUBLIC_SITE_URL|NEXT_PUBLIC_SITE_URL[\s\S]*DATABASE_URL/);
  });
});
