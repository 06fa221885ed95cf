// Which engines the integration tests run on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set.
export type TestEngine = "pglite" | "postgres";

export function testDatabaseUrl(): string | undefined {
  const url = process.env.TEST_DATABASE_URL?.trim();
  return url ? url : undefined;
}

export function testEngines(): TestEngine[] {
  return testDatabaseUrl() ? ["pglite", "postgres"] : ["pglite"];
}

/** postgres://u@h:5432/db -> the same server, another database. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

// Refuse anything but a local server: these tests create and drop databases.
export function assertLocalDatabase(url: string): void {
  const host = new URL(url).hostname;
  if (!["127.0.0.1", "localhost", "::1", "[::1]", ""].includes(host)) {
    throw new Error(`TEST_DATABASE_URL must point at a local server, not ${host}`);
  }
}
