// The built-in auth service's own guarantees, measured in the database: hashed secrets,
// expiring single-use links, session rotation and revocation, shared rate limits, and RLS on
// what a signed-in user may change.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { builtinAuth } from "@/lib/auth/builtin/adapter";
import { SESSION_COOKIE } from "@/lib/auth/cookies";
import { authenticatedCaller } from "@/lib/data/caller";
import { getMyProfile, updateMyProfile } from "@/lib/data/accounts/profiles";
import { disableSeller, enableSeller } from "@/lib/data/accounts/roles";
import { hitRateLimit } from "@/lib/data/rate-limit";
import { runAs } from "@/lib/data/run-as";
import { rowsOf } from "@/lib/db/client";
import { authOneTimeTokens, authSessions, profiles, userRoles } from "@/lib/db/schema";
import { RATE_RULES } from "@/lib/domain/rate-limits";
import { readOutbox } from "@/lib/email/mailer";
import { testEngines } from "./helpers/engines";
import { buyer, seller } from "./helpers/fixtures";
import { browser } from "./helpers/memory-cookies";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const email = (tag: string) => `${tag}-${Math.random().toString(36).slice(2, 9)}@example.com`;

describe.each(testEngines())("built-in auth [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });

  async function signedUp(tag: string) {
    const address = email(tag);
    const result = await builtinAuth.signUp(
      { email: address, password: "clave-123", firstName: "Eva", lastName: "Mora", locale: "es" },
      browser(),
    );
    if (!result.ok) throw new Error(result.message);
    return { address, id: result.data.user.id };
  }

  it("stores a bcrypt hash (cost ≥ 10) and session/link digests, never the secrets", async () => {
    const { address } = await signedUp("hash");
    const [user] = rowsOf<{ encrypted_password: string }>(
      await t.owner.execute(sql`select encrypted_password from auth.users where email = ${address}`),
    );
    expect(user!.encrypted_password).toMatch(/^\$2[aby]\$(1\d|[2-3]\d)\$/);
    const client = browser();
    await builtinAuth.signInWithPassword({ email: address, password: "clave-123" }, client);
    const token = client.cookies.get(SESSION_COOKIE)!;
    expect(client.cookies.values.get(SESSION_COOKIE)?.options).toMatchObject({
      httpOnly: true,
      sameSite: "lax",
      path: "/",
    });
    const stored = await t.owner.select({ hash: authSessions.tokenHash }).from(authSessions);
    expect(stored.some((s) => s.hash === token)).toBe(false);
    expect(stored.every((s) => /^[0-9a-f]{64}$/.test(s.hash))).toBe(true);
  });

  it("gives a new session id at every sign-in and revokes the previous one", async () => {
    const { address } = await signedUp("rota");
    const client = browser();
    await builtinAuth.signInWithPassword({ email: address, password: "clave-123" }, client);
    const first = client.cookies.get(SESSION_COOKIE)!;
    const stolen = browser();
    stolen.cookies.set(SESSION_COOKIE, first, {});
    await builtinAuth.signInWithPassword({ email: address, password: "clave-123" }, client);
    expect(client.cookies.get(SESSION_COOKIE)).not.toBe(first);
    expect(await builtinAuth.getSession(stolen)).toBeNull();
    expect(await builtinAuth.getSession(client)).not.toBeNull();
  });

  it("revokes the session server-side at sign-out (a copied cookie stops working)", async () => {
    const { address } = await signedUp("salir");
    const client = browser();
    await builtinAuth.signInWithPassword({ email: address, password: "clave-123" }, client);
    const copy = browser();
    copy.cookies.set(SESSION_COOKIE, client.cookies.get(SESSION_COOKIE)!, {});
    await builtinAuth.signOut(client);
    expect(await builtinAuth.getSession(copy)).toBeNull();
  });

  it("refuses an expired reset link, and replaces an older link with a newer one", async () => {
    const { address, id } = await signedUp("expira");
    await builtinAuth.sendPasswordReset(address, browser());
    const older = /token=([\w-]+)/.exec((await readOutbox(address))[0]!.text)![1]!;
    await builtinAuth.sendPasswordReset(address, browser());
    const newer = /token=([\w-]+)/.exec((await readOutbox(address))[0]!.text)![1]!;
    expect(newer).not.toBe(older);
    expect(await builtinAuth.verifyEmailLink({ token: older, type: "recovery" }, browser())).toMatchObject({
      ok: false,
      code: "link_invalid",
    });
    // Sixty minutes later the newer one is dead too.
    await t.owner
      .update(authOneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authOneTimeTokens.userId, id));
    expect(await builtinAuth.verifyEmailLink({ token: newer, type: "recovery" }, browser())).toMatchObject({
      ok: false,
      code: "link_invalid",
    });
  });

  it("lets a link be used exactly once even when opened twice at the same time", async () => {
    const { address } = await signedUp("doble");
    await builtinAuth.sendMagicLink(address, browser());
    const token = /token=([\w-]+)/.exec((await readOutbox(address))[0]!.text)![1]!;
    const results = await Promise.all(
      [1, 2, 3].map(() => builtinAuth.verifyEmailLink({ token, type: "magiclink" }, browser())),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
  });

  it("does not accept a link of one kind as another", async () => {
    const { address } = await signedUp("tipo");
    await builtinAuth.sendMagicLink(address, browser());
    const token = /token=([\w-]+)/.exec((await readOutbox(address))[0]!.text)![1]!;
    expect((await builtinAuth.verifyEmailLink({ token, type: "recovery" }, browser())).ok).toBe(false);
  });

  it("counts rate limits in the database, per key, and refuses past the limit", async () => {
    const { limit } = RATE_RULES.signInPerEmailIp;
    const subject = email("limite");
    const answers: boolean[] = [];
    for (let i = 0; i < limit + 2; i++) answers.push(await hitRateLimit("signInPerEmailIp", subject));
    expect(answers.slice(0, limit).every(Boolean)).toBe(true);
    expect(answers.slice(limit)).toEqual([false, false]);
    expect(await hitRateLimit("signInPerEmailIp", email("otro"))).toBe(true);
    // Concurrent attempts are counted exactly: 30 at once on a fresh key let exactly `limit` through.
    const burst = await Promise.all(
      Array.from({ length: 30 }, () => hitRateLimit("signInPerEmailIp", `rafaga-${engine}`)),
    );
    expect(burst.filter(Boolean)).toHaveLength(limit);
  });

  it("starts a fresh count when the window rolls over, and not before", async () => {
    const { limit, windowSeconds } = RATE_RULES.signInPerEmailIp;
    const size = windowSeconds * 1000;
    const opening = Math.ceil(Date.now() / size) * size;
    vi.useFakeTimers({ toFake: ["Date"], now: opening + size - 1 });
    try {
      const subject = email("ventana");
      for (let i = 0; i < limit; i++) await hitRateLimit("signInPerEmailIp", subject);
      expect(await hitRateLimit("signInPerEmailIp", subject)).toBe(false);
      vi.setSystemTime(opening + size);
      expect(await hitRateLimit("signInPerEmailIp", subject)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("RLS: a user edits only their own profile, and only display_name and avatar_url", async () => {
    const me = authenticatedCaller(buyer.userId!);
    expect(await updateMyProfile(me, { displayName: "Comprador editado", avatarUrl: null })).toBe(true);
    expect((await getMyProfile(me))?.displayName).toBe("Comprador editado");
    // Someone else's row: zero rows updated, nothing changed.
    const rows = await runAs(me, (tx) =>
      tx.update(profiles).set({ displayName: "pirata" }).where(eq(profiles.id, seller.userId!)).returning(),
    );
    expect(rows).toHaveLength(0);
    await expect(
      runAs(me, (tx) => tx.update(profiles).set({ totalPoints: 99999 }).where(eq(profiles.id, me.userId!))),
    ).rejects.toThrow();
  });

  it("RLS: seller mode adds and removes only the user's own role row", async () => {
    const { id } = await signedUp("rol");
    const me = authenticatedCaller(id);
    await enableSeller(me);
    await enableSeller(me); // idempotent
    expect((await getMyProfile(me))?.isSeller).toBe(true);
    await expect(
      runAs(me, (tx) => tx.insert(userRoles).values({ userId: buyer.userId!, role: "seller" })),
    ).rejects.toThrow();
    await runAs(me, (tx) => tx.delete(userRoles).where(eq(userRoles.userId, seller.userId!)));
    const sellerRoles = await t.owner.select().from(userRoles).where(eq(userRoles.userId, seller.userId!));
    expect(sellerRoles).toHaveLength(1);
    await disableSeller(me);
    expect((await getMyProfile(me))?.isSeller).toBe(false);
  });

  it("keeps app_private out of reach of request roles", async () => {
    const me = authenticatedCaller(buyer.userId!);
    await expect(runAs(me, (tx) => tx.select().from(authSessions))).rejects.toThrow();
  });
});
