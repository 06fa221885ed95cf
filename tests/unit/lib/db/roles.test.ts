// Issue 15, items 3 and 13: which connections the app accepts for requests, and when prepared
// statements must be off (a transaction pooler hands each transaction to any server connection).
import { describe, expect, it } from "vitest";
import { isTransactionPooler, privilegedLoginProblem, withoutPoolerFlags, withUser } from "@/lib/db/roles";
import { openPostgres } from "@/lib/db/client";

describe("transaction pooler detection", () => {
  it("turns prepared statements off for Supabase's transaction pooler port and explicit flags", () => {
    expect(isTransactionPooler("postgres://cupongt_app.ref:pw@aws-0-us-east-1.pooler.supabase.com:6543/postgres")).toBe(
      true,
    );
    expect(isTransactionPooler("postgres://u@db.example.com:5432/app?pgbouncer=true")).toBe(true);
    expect(isTransactionPooler("postgres://u@db.example.com/app?transaction_pooler=1")).toBe(true);
  });

  it("keeps them on for direct connections and session-mode poolers", () => {
    expect(isTransactionPooler("postgres://u@127.0.0.1:5432/app")).toBe(false);
    expect(isTransactionPooler("postgres://u@aws-0-us-east-1.pooler.supabase.com:5432/postgres")).toBe(false);
    expect(isTransactionPooler("postgres://u@h:6543/app?pgbouncer=false")).toBe(false);
  });

  it("never sends our own flags to the server as startup parameters", () => {
    expect(withoutPoolerFlags("postgres://u@h:6543/app?pgbouncer=true&sslmode=require")).toBe(
      "postgres://u@h:6543/app?sslmode=require",
    );
  });

  it("opens a client without prepared statements behind a transaction pooler", async () => {
    const pooled = openPostgres("postgres://u@h:6543/app?pgbouncer=true", 1);
    const direct = openPostgres("postgres://u@h:5432/app", 1);
    // postgres.js keeps its resolved options on the client; nothing connects until a query runs.
    const optionsOf = (h: typeof pooled) =>
      (h.db as unknown as { $client: { options: { prepare: boolean } } }).$client.options;
    expect(optionsOf(pooled).prepare).toBe(false);
    expect(optionsOf(direct).prepare).toBe(true);
    await Promise.all([pooled.close(), direct.close()]);
  });
});

describe("request login role", () => {
  it("accepts a plain login role and refuses superusers and BYPASSRLS roles", () => {
    expect(privilegedLoginProblem({ user: "cupongt_app", superuser: false, bypassRls: false })).toBeNull();
    expect(privilegedLoginProblem({ user: "postgres", superuser: true, bypassRls: true })).toMatch(
      /DATABASE_OWNER_URL/,
    );
    expect(privilegedLoginProblem({ user: "postgres", superuser: false, bypassRls: true })).toMatch(/BYPASSRLS/);
  });

  it("swaps the user of a URL for the app role", () => {
    expect(withUser("postgres://postgres:secret@127.0.0.1:5432/db", "cupongt_app")).toBe(
      "postgres://cupongt_app@127.0.0.1:5432/db",
    );
  });
});
