// System work (built-in auth, rate limits, jobs) runs on the owner's connection, because the
// request login role may not become service_role: a server configured without that connection
// refuses to open its database, saying why, instead of failing at the first sign-in.
import { afterEach, describe, expect, it, vi } from "vitest";

describe("opening a PostgreSQL database", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("refuses DATABASE_URL without DATABASE_OWNER_URL, before connecting", async () => {
    vi.stubEnv("DATABASE_URL", "postgres://cupongt_app@127.0.0.1:1/none");
    vi.stubEnv("DATABASE_OWNER_URL", "");
    vi.resetModules();
    const { getDatabase } = await import("@/lib/db");
    await expect(getDatabase()).rejects.toThrow(/DATABASE_OWNER_URL is not.*only anon or authenticated/);
  });
});
