// Issue 15, item 7: people join a business only by accepting an invitation. Each test performs an
// attack on the old direct path or on the invitation flow and shows it is refused, on PGlite and
// PostgreSQL.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createBusiness } from "@/lib/data/catalogue/businesses-write";
import { ANON, authenticatedCaller, type Caller, type SignedInCaller } from "@/lib/data/caller";
import { changeMemberRole, listMembers, removeMember } from "@/lib/data/accounts/members";
import { runAs } from "@/lib/data/run-as";
import { users } from "@/lib/db/auth-schema";
import { businessInvitations, businessMembers } from "@/lib/db/schema";
import { seedId } from "@/lib/db/seed/ids";
import { quickBusinessSchema } from "@/lib/domain/forms/business";
import { readOutbox } from "@/lib/email/mailer";
import { testEngines } from "./helpers/engines";
import { editor, manager, seller } from "./helpers/fixtures";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const session = vi.hoisted(() => ({ caller: null as Caller | null }));
vi.mock("@/lib/auth/session", async () => (await import("./helpers/mock-session")).sessionModule(() => session.caller));

const { inviteMemberAction } = await import("@/lib/actions/sellers/invite-member");
const { respondInvitationAction } = await import("@/lib/actions/sellers/respond-invitation");
const { inviteMember, listBusinessInvitations, listMyInvitations, respondToInvitation, revokeInvitation } =
  await import("@/lib/data/accounts/invitations");

async function failureOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (error) {
    const e = error as { message?: string; cause?: { message?: string } };
    return [e.message, e.cause?.message].filter(Boolean).join(" | ");
  }
  throw new Error("expected the statement to fail");
}

describe.each(testEngines())("business invitations [%s]", (engine) => {
  let t: TestDatabase;
  let invitee: SignedInCaller; // has an account; invited in these tests
  let stranger: SignedInCaller; // has an account; never invited
  const run = `${engine}-${Date.now().toString(36)}`;
  const address = (key: string) => `${key}-${run}@prueba.test`;

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    invitee = await createUser("invitee", address("Invitada")); // mixed case on purpose
    stranger = await createUser("stranger", address("extrana"));
  });
  afterAll(async () => {
    await t.drop();
  });
  beforeEach(() => {
    session.caller = null;
  });

  const db = () => t.owner;
  async function createUser(key: string, email: string, confirmed = true): Promise<SignedInCaller> {
    const id = seedId("user", `invitations-${run}-${key}`);
    const emailConfirmedAt = confirmed ? new Date() : null;
    await db()
      .insert(users)
      .values({
        id,
        aud: "authenticated",
        role: "authenticated",
        email,
        emailConfirmedAt,
        rawUserMetaData: { first_name: key },
      });
    return authenticatedCaller(id, email);
  }
  let n = 0;
  async function newBusiness(): Promise<string> {
    const created = await createBusiness(seller, quickBusinessSchema.parse({ name: `Equipo ${run} ${++n}` }));
    return (created as { id: string }).id;
  }
  const memberships = (businessId: string, userId: string) =>
    db()
      .select()
      .from(businessMembers)
      .where(and(eq(businessMembers.businessId, businessId), eq(businessMembers.userId, userId)));
  async function invitationFor(caller: SignedInCaller, businessId: string): Promise<string> {
    const mine = await listMyInvitations(caller);
    const found = mine.find((i) => i.businessId === businessId);
    if (!found) throw new Error("no invitation listed");
    return found.id;
  }

  it("refuses every direct way in: an owner inserting a stranger as owner, promoting a member to owner, the old function", async () => {
    const id = await newBusiness();
    for (const role of ["owner", "editor"] as const) {
      expect(
        await failureOf(
          runAs(seller, (tx) => tx.insert(businessMembers).values({ businessId: id, userId: stranger.userId, role })),
        ),
      ).toMatch(/permission denied/);
    }
    expect(
      await failureOf(
        runAs(seller, (tx) =>
          tx.execute(
            sql`insert into public.business_members (business_id, user_id, role) values (${id}::uuid, ${stranger.userId}::uuid, 'owner')`,
          ),
        ),
      ),
    ).toMatch(/permission denied/);
    // An existing member can't be made an owner either, not even through the data layer.
    await db().insert(businessMembers).values({ businessId: id, userId: manager.userId!, role: "manager" });
    expect(
      await failureOf(
        runAs(seller, (tx) =>
          tx.update(businessMembers).set({ role: "owner" }).where(eq(businessMembers.userId, manager.userId!)),
        ),
      ),
    ).toMatch(/row-level security/);
    expect(await failureOf(changeMemberRole(seller, id, manager.userId!, "owner" as "manager"))).toMatch(
      /row-level security/,
    );
    expect(await memberships(id, manager.userId!)).toMatchObject([{ role: "manager" }]);
    expect(await memberships(id, stranger.userId)).toEqual([]);
    // The old add-by-e-mail function is gone, and the invitations table is closed to requests.
    expect(
      await failureOf(
        runAs(seller, (tx) =>
          tx.execute(sql`select public.add_business_member(${id}::uuid, ${stranger.email!}, 'editor')`),
        ),
      ),
    ).toMatch(/does not exist/);
    expect(await failureOf(runAs(seller, (tx) => tx.select().from(businessInvitations)))).toMatch(/permission denied/);
    expect(
      await failureOf(
        runAs(seller, (tx) =>
          tx.insert(businessInvitations).values({ businessId: id, email: "x@y.gt", role: "editor" }),
        ),
      ),
    ).toMatch(/permission denied/);
    expect(
      await failureOf(
        runAs(ANON, (tx) => tx.execute(sql`select public.invite_business_member(${id}::uuid, 'x@y.gt', 'editor')`)),
      ),
    ).toMatch(/permission denied/);
    // The owner row of a new business still comes from the creation trigger.
    expect((await listMembers(seller, id)).find((m) => m.isSelf)).toMatchObject({ role: "owner" });
  });

  it("answers the inviter identically for a known and an unknown address, mails both, and adds nobody until accepted", async () => {
    const id = await newBusiness();
    const known = invitee.email!.toLowerCase();
    const unknown = address("nadie");
    session.caller = seller;
    const a = await inviteMemberAction({ businessId: id, email: invitee.email, role: "editor" });
    const b = await inviteMemberAction({ businessId: id, email: unknown, role: "editor" });
    expect(a).toEqual({ ok: true, data: { message: `Invitación enviada a ${known}` } });
    expect(JSON.stringify(a).replace(known, "X")).toBe(JSON.stringify(b).replace(unknown, "X"));
    for (const to of [known, unknown]) {
      const [mail] = await readOutbox(to);
      expect(mail?.subject).toBe(`Te invitaron a Equipo ${run} ${n} en CuponGT`);
      expect(mail?.text).toContain("/perfil#invitaciones");
      expect(mail?.text).toContain("como editor");
    }
    // Nobody joined; the owner sees both open invitations, other members don't.
    expect(await memberships(id, invitee.userId)).toEqual([]);
    expect((await listBusinessInvitations(seller, id)).map((i) => i.email).sort()).toEqual([known, unknown].sort());
    expect(await listBusinessInvitations(editor, id)).toEqual([]);
    expect(await listBusinessInvitations(invitee, id)).toEqual([]);
    // The invitee sees it (by the e-mail of their account, whatever its case) and accepts.
    session.caller = invitee;
    const invitationId = await invitationFor(invitee, id);
    expect(await respondInvitationAction({ invitationId, accept: true })).toEqual({
      ok: true,
      data: { status: "accepted" },
    });
    expect(await memberships(id, invitee.userId)).toMatchObject([{ role: "editor" }]);
    expect((await listBusinessInvitations(seller, id)).map((i) => i.email)).toEqual([unknown]);
  });

  it("invites a cashier (cajero) by e-mail like the other roles; accepting makes a cajero", async () => {
    const id = await newBusiness();
    session.caller = seller;
    expect(await inviteMemberAction({ businessId: id, email: invitee.email, role: "cajero" })).toMatchObject({
      ok: true,
    });
    const [mail] = await readOutbox(invitee.email!.toLowerCase());
    expect(mail?.text).toContain("como cajero");
    expect(await respondToInvitation(invitee, await invitationFor(invitee, id), true)).toMatchObject({ ok: true });
    expect(await memberships(id, invitee.userId)).toMatchObject([{ role: "cajero" }]);
    // Only an owner invites: a cashier of the business cannot invite anyone.
    expect(await inviteMember(invitee, id, address("otro"), "cajero")).toMatchObject({ ok: false });
  });

  it("lets only the addressed, confirmed account accept: not another user with the id, not the inviter, not a visitor", async () => {
    const id = await newBusiness();
    expect(await inviteMember(seller, id, invitee.email!, "manager")).toMatchObject({ ok: true });
    const invitationId = await invitationFor(invitee, id);
    expect(await listMyInvitations(stranger)).toEqual([]);
    expect(await respondToInvitation(stranger, invitationId, true)).toEqual({ ok: false, reason: "not_found" });
    expect(await respondToInvitation(seller, invitationId, true)).toEqual({ ok: false, reason: "not_found" });
    expect(await respondToInvitation(ANON, invitationId, true)).toEqual({ ok: false, reason: "not_found" });
    expect(
      await failureOf(
        runAs(ANON, (tx) => tx.execute(sql`select public.respond_business_invitation(${invitationId}::uuid, true)`)),
      ),
    ).toMatch(/permission denied/);
    session.caller = stranger;
    expect(await respondInvitationAction({ invitationId, accept: true })).toEqual({
      ok: false,
      error: "Esa invitación no existe.",
    });
    expect(await memberships(id, stranger.userId)).toEqual([]);
    // Nor an account that claims the same address without having confirmed it.
    const squatter = await createUser("squatter", address("ocupa"), false);
    await inviteMember(seller, id, squatter.email!, "editor");
    expect(await listMyInvitations(squatter)).toEqual([]);
    const [squatted] = await db()
      .select()
      .from(businessInvitations)
      .where(and(eq(businessInvitations.businessId, id), eq(businessInvitations.email, squatter.email!)));
    expect(await respondToInvitation(squatter, squatted!.id, true)).toEqual({ ok: false, reason: "not_found" });
    expect(await memberships(id, squatter.userId)).toEqual([]);
    // Still open for the right person.
    expect(await respondToInvitation(invitee, invitationId, true)).toEqual({ ok: true, status: "accepted" });
    expect(await memberships(id, invitee.userId)).toMatchObject([{ role: "manager" }]);
  });

  it("never accepts a declined, revoked, replaced or expired invitation", async () => {
    const id = await newBusiness();
    await inviteMember(seller, id, invitee.email!, "editor");
    const declined = await invitationFor(invitee, id);
    expect(await respondToInvitation(invitee, declined, false)).toEqual({ ok: true, status: "declined" });
    expect(await respondToInvitation(invitee, declined, false)).toEqual({ ok: true, status: "declined" });
    expect(await respondToInvitation(invitee, declined, true)).toEqual({ ok: false, reason: "unavailable" });

    await inviteMember(seller, id, invitee.email!, "editor");
    const revoked = await invitationFor(invitee, id);
    expect(await revokeInvitation(editor, id, revoked)).toEqual({ ok: false, reason: "forbidden" });
    expect(await revokeInvitation(seller, id, revoked)).toEqual({ ok: true });
    expect(await revokeInvitation(seller, id, revoked)).toEqual({ ok: false, reason: "not_found" });
    expect(await listMyInvitations(invitee)).toEqual([]);
    expect(await respondToInvitation(invitee, revoked, true)).toEqual({ ok: false, reason: "unavailable" });

    await inviteMember(seller, id, invitee.email!, "editor");
    const replaced = await invitationFor(invitee, id);
    await inviteMember(seller, id, invitee.email!, "manager");
    expect(await respondToInvitation(invitee, replaced, true)).toEqual({ ok: false, reason: "unavailable" });

    const current = await invitationFor(invitee, id);
    const attempt = () => respondToInvitation(invitee, current, true);
    await db()
      .update(businessInvitations)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(businessInvitations.id, current));
    expect(await listMyInvitations(invitee)).toEqual([]);
    expect(await listBusinessInvitations(seller, id)).toEqual([]);
    expect(await attempt()).toEqual({ ok: false, reason: "expired" });
    expect(await attempt()).toEqual({ ok: false, reason: "expired" });
    expect((await db().select().from(businessInvitations).where(eq(businessInvitations.id, current)))[0]).toMatchObject(
      { status: "expired" },
    );
    expect(await memberships(id, invitee.userId)).toEqual([]);
  });

  it("treats accepting twice as harmless: one membership, and an old acceptance never re-adds a removed member", async () => {
    const id = await newBusiness();
    await inviteMember(seller, id, invitee.email!, "editor");
    const invitationId = await invitationFor(invitee, id);
    expect(await respondToInvitation(invitee, invitationId, true)).toEqual({ ok: true, status: "accepted" });
    expect(await respondToInvitation(invitee, invitationId, true)).toEqual({ ok: true, status: "accepted" });
    expect(await respondToInvitation(invitee, invitationId, false)).toEqual({ ok: false, reason: "unavailable" });
    expect(await memberships(id, invitee.userId)).toMatchObject([{ role: "editor" }]);
    expect(await removeMember(seller, id, invitee.userId)).toEqual({ ok: true });
    expect(await respondToInvitation(invitee, invitationId, true)).toEqual({ ok: true, status: "accepted" });
    expect(await memberships(id, invitee.userId)).toEqual([]);
  });

  it("lets only owners invite, never as owner, and caps a business at 50 invitations a day", async () => {
    const id = await newBusiness();
    await db().insert(businessMembers).values({ businessId: id, userId: manager.userId!, role: "manager" });
    expect(await inviteMember(manager, id, address("x"), "editor")).toEqual({ ok: false, reason: "forbidden" });
    expect(await inviteMember(stranger, id, address("x"), "editor")).toEqual({ ok: false, reason: "forbidden" });
    expect(await inviteMember(seller, id, address("x"), "owner" as "manager")).toEqual({
      ok: false,
      reason: "invalid_role",
    });
    expect(await inviteMember(seller, id, "sin-arroba", "editor")).toEqual({ ok: false, reason: "invalid_email" });
    expect(await inviteMember(seller, id, "Vendedor@CuponGT.test", "editor")).toEqual({
      ok: false,
      reason: "already_member",
    });
    await db()
      .insert(businessInvitations)
      .values(
        Array.from({ length: 50 }, (_, i) => ({
          businessId: id,
          email: address(`lote${i}`),
          role: "editor",
          invitedBy: seller.userId!,
        })),
      );
    expect(await inviteMember(seller, id, address("una-mas"), "editor")).toEqual({ ok: false, reason: "too_many" });
    session.caller = seller;
    expect(await inviteMemberAction({ businessId: id, email: address("otra"), role: "editor" })).toEqual({
      ok: false,
      error: "Enviaste demasiadas invitaciones hoy. Intenta de nuevo mañana.",
    });
  });
});
