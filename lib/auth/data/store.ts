import "server-only";
import type { Locale } from "@/lib/i18n/locale";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { runAsSystem } from "@/lib/data/system";
import { users } from "@/lib/db/auth-schema";
import { authOneTimeTokens, authSessions } from "@/lib/db/schema";
import type { AuthUser, EmailLinkType } from "../port";
import { digest, newToken } from "../builtin/secrets";

// The built-in auth service's storage: auth.users (Supabase's shape) and app_private tables.
// It runs as service_role (runAsSystem), as Supabase's own auth server runs with its own role;
// nothing here is reachable from a request's role (anon, authenticated).

export interface StoredUser extends AuthUser {
  passwordHash: string | null;
  confirmed: boolean;
}

function toStored(row: typeof users.$inferSelect): StoredUser {
  const meta = (row.rawUserMetaData ?? {}) as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === "string" && v.trim() ? v : null);
  return {
    id: row.id,
    email: row.email ?? "",
    firstName: str(meta.first_name),
    lastName: str(meta.last_name),
    passwordHash: row.encryptedPassword,
    confirmed: row.emailConfirmedAt !== null,
  };
}

export async function findUserByEmail(email: string): Promise<StoredUser | null> {
  return runAsSystem(async (tx) => {
    const [row] = await tx
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      .limit(1);
    return row ? toStored(row) : null;
  });
}

/** Returns null when the e-mail is taken (the unique index decides, also under a race). */
export async function insertUser(input: {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  referralCode?: string;
  /** The sign-up page's language; Spanish when not said (accounts made by scripts). */
  locale?: Locale;
  confirmed: boolean;
}): Promise<StoredUser | null> {
  return runAsSystem(async (tx) => {
    const rows = await tx
      .insert(users)
      .values({
        email: input.email,
        encryptedPassword: input.passwordHash,
        aud: "authenticated",
        role: "authenticated",
        emailConfirmedAt: input.confirmed ? new Date() : null,
        rawAppMetaData: { provider: "email", providers: ["email"] },
        // handle_new_user turns referral_code into the profile's referred_by.
        rawUserMetaData: {
          first_name: input.firstName,
          last_name: input.lastName,
          ...(input.referralCode ? { referral_code: input.referralCode } : {}),
          locale: input.locale ?? "es",
        },
      })
      .onConflictDoNothing()
      .returning();
    return rows[0] ? toStored(rows[0]) : null;
  });
}

export async function setPassword(userId: string, passwordHash: string): Promise<void> {
  await runAsSystem(async (tx) => {
    await tx.update(users).set({ encryptedPassword: passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    // A new password ends every session, the recovery one included.
    await tx
      .update(authSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
  });
}

export async function markSignedIn(userId: string, confirm: boolean): Promise<void> {
  await runAsSystem((tx) =>
    tx
      .update(users)
      .set({
        lastSignInAt: new Date(),
        ...(confirm ? { emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` } : {}),
      })
      .where(eq(users.id, userId)),
  );
}

// --- sessions ---------------------------------------------------------------------------

export async function createSession(
  userId: string,
  kind: "normal" | "recovery",
  ttlSeconds: number,
  userAgent?: string | null,
): Promise<string> {
  const token = newToken();
  await runAsSystem((tx) =>
    tx.insert(authSessions).values({
      userId,
      kind,
      tokenHash: digest(token),
      expiresAt: new Date(Date.now() + ttlSeconds * 1000),
      userAgent: userAgent?.slice(0, 300) ?? null,
    }),
  );
  return token;
}

export async function findSession(token: string): Promise<{ user: StoredUser; kind: "normal" | "recovery" } | null> {
  return runAsSystem(async (tx) => {
    const [row] = await tx
      .select({ user: users, kind: authSessions.kind })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(
        and(
          eq(authSessions.tokenHash, digest(token)),
          isNull(authSessions.revokedAt),
          gt(authSessions.expiresAt, new Date()),
        ),
      )
      .limit(1);
    return row ? { user: toStored(row.user), kind: row.kind === "recovery" ? "recovery" : "normal" } : null;
  });
}

export async function revokeSession(token: string): Promise<void> {
  await runAsSystem((tx) =>
    tx
      .update(authSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(authSessions.tokenHash, digest(token)), isNull(authSessions.revokedAt))),
  );
}

// --- one-time e-mail tokens -----------------------------------------------------------

export async function createOneTimeToken(userId: string, kind: EmailLinkType, ttlSeconds: number): Promise<string> {
  const token = newToken();
  await runAsSystem(async (tx) => {
    // A new link of a kind replaces the older unused ones.
    await tx
      .update(authOneTimeTokens)
      .set({ usedAt: new Date() })
      .where(
        and(eq(authOneTimeTokens.userId, userId), eq(authOneTimeTokens.kind, kind), isNull(authOneTimeTokens.usedAt)),
      );
    await tx
      .insert(authOneTimeTokens)
      .values({ userId, kind, tokenHash: digest(token), expiresAt: new Date(Date.now() + ttlSeconds * 1000) });
  });
  return token;
}

/** Marks the token used and returns its user, atomically: a second use (even concurrent) gets null. */
export async function consumeOneTimeToken(token: string, kind: EmailLinkType): Promise<string | null> {
  return runAsSystem(async (tx) => {
    const rows = await tx
      .update(authOneTimeTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(authOneTimeTokens.tokenHash, digest(token)),
          eq(authOneTimeTokens.kind, kind),
          isNull(authOneTimeTokens.usedAt),
          gt(authOneTimeTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: authOneTimeTokens.userId });
    return rows[0]?.userId ?? null;
  });
}
