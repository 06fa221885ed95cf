// A request transaction cannot leave its role, nor become service_role. The app logs in as cupongt_app
// (PostgreSQL) or drops the embedded session to it (PGlite); these attacks run inside runAs, as a
// SQL injection would, and must all fail without changing data.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON } from "@/lib/data/caller";
import { runAs } from "@/lib/data/run-as";
import { runAsSystem } from "@/lib/data/system";
import { rowsOf } from "@/lib/db/client";
import { APP_LOGIN_ROLE, REQUEST_ROLES, describeLoginRole, privilegedLoginProblem } from "@/lib/db/roles";
import { testEngines } from "./helpers/engines";
import { buyer } from "./helpers/fixtures";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const attacker = () => buyer;

async function refused(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (error) {
    const e = error as { message?: string; cause?: { message?: string } };
    return [e.message, e.cause?.message].filter(Boolean).join(" | ");
  }
  throw new Error("expected the attack to be refused");
}

describe.each(testEngines())("request roles [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine, { appRole: true });
  });
  afterAll(async () => {
    await t.drop();
  });

  const title = async () =>
    rowsOf<{ title: string }>(
      await runAs(ANON, (tx) =>
        tx.execute(sql`select title from public.coupons where status = 'active' order by id limit 1`),
      ),
    )[0]!.title;

  it("logs in as the app role: no superuser, no BYPASSRLS", async () => {
    const report = await describeLoginRole(t.handle.db);
    expect(report).toEqual({ user: APP_LOGIN_ROLE, superuser: false, bypassRls: false });
    expect(privilegedLoginProblem(report)).toBeNull();
  });

  it("refuses `set role postgres` inside a request", async () => {
    expect(await refused(runAs(attacker(), (tx) => tx.execute(sql`set role postgres`)))).toMatch(/permission denied/i);
    expect(await refused(runAs(ANON, (tx) => tx.execute(sql`select set_config('role', 'postgres', true)`)))).toMatch(
      /permission denied/i,
    );
  });

  it("refuses `set role service_role` inside a request, so auth.users' password hashes stay closed", async () => {
    const asService = (query: ReturnType<typeof sql>) =>
      runAs(attacker(), async (tx) => {
        await tx.execute(sql`set local role service_role`);
        return tx.execute(query);
      });
    expect(await refused(asService(sql`select encrypted_password from auth.users`))).toMatch(/permission denied/i);
    expect(
      await refused(runAs(ANON, (tx) => tx.execute(sql`select set_config('role', 'service_role', true)`))),
    ).toMatch(/permission denied/i);
  });

  it("lets the login role become anon and authenticated only", async () => {
    const [row] = rowsOf<{ roles: string[] }>(
      await runAs(ANON, (tx) =>
        tx.execute(sql`select coalesce(array_agg(r.rolname::text order by r.rolname), '{}') as roles from pg_roles r
          where r.rolname <> session_user and pg_has_role(session_user, r.oid, 'member')`),
      ),
    );
    expect(row!.roles).toEqual([...REQUEST_ROLES].sort());
  });

  it("gains nothing from `reset role`: auth.users and app_private stay closed", async () => {
    const afterReset = (query: ReturnType<typeof sql>) =>
      runAs(attacker(), async (tx) => {
        await tx.execute(sql`reset role`);
        return tx.execute(query);
      });
    expect(await refused(afterReset(sql`select email from auth.users`))).toMatch(/permission denied/i);
    expect(await refused(afterReset(sql`select * from app_private.auth_sessions`))).toMatch(/permission denied/i);
    expect(await refused(afterReset(sql`update public.coupons set title = 'pwned'`))).toMatch(/permission denied/i);
  });

  it("refuses auth.users and app_private to anon and authenticated", async () => {
    expect(await refused(runAs(ANON, (tx) => tx.execute(sql`select email from auth.users`)))).toMatch(
      /permission denied/i,
    );
    expect(await refused(runAs(attacker(), (tx) => tx.execute(sql`select email from auth.users`)))).toMatch(
      /permission denied/i,
    );
    expect(await refused(runAs(attacker(), (tx) => tx.execute(sql`select key from app_private.rate_limits`)))).toMatch(
      /permission denied/i,
    );
  });

  it("cannot climb back to the owner with SET SESSION AUTHORIZATION, and writes nothing trying", async () => {
    const before = await title();
    const attack = runAs(attacker(), async (tx) => {
      await tx.execute(sql`set session authorization postgres`);
      await tx.execute(
        sql`update public.coupons set title = 'pwned' where id = (select id from public.coupons where status = 'active' order by id limit 1)`,
      );
    });
    // PostgreSQL refuses the statement; PGlite (single-user mode) cannot, so runAs rolls it back.
    expect(await refused(attack)).toMatch(/permission denied|left the app's login role/i);
    expect(await title()).toBe(before);
    const [who] = rowsOf<{ u: string }>(await runAs(ANON, (tx) => tx.execute(sql`select session_user::text as u`)));
    expect(who!.u).toBe(APP_LOGIN_ROLE);
  });

  it("still serves the system services as service_role, on the owner's connection", async () => {
    const [users] = rowsOf<{ n: number }>(
      await runAsSystem((tx) => tx.execute(sql`select count(*)::int as n from auth.users`)),
    );
    expect(Number(users!.n)).toBeGreaterThan(0);
    const [role] = rowsOf<{ r: string }>(await runAsSystem((tx) => tx.execute(sql`select current_user::text as r`)));
    expect(role!.r).toBe("service_role");
    // A system transaction on the embedded session hands it back to the login role when it ends.
    await expect(
      runAsSystem(async (tx) => {
        await tx.execute(sql`select 1`);
        throw new Error("rolled back on purpose");
      }),
    ).rejects.toThrow(/on purpose/);
    const [who] = rowsOf<{ u: string }>(await runAs(ANON, (tx) => tx.execute(sql`select session_user::text as u`)));
    expect(who!.u).toBe(APP_LOGIN_ROLE);
  });
});

describe("a privileged login is refused for requests", () => {
  it("names the problem for a superuser and for BYPASSRLS", () => {
    expect(privilegedLoginProblem({ user: "postgres", superuser: true, bypassRls: true })).toMatch(
      /superuser.*cupongt_app/,
    );
    expect(privilegedLoginProblem({ user: "supa", superuser: false, bypassRls: true })).toMatch(/BYPASSRLS/);
  });
});
