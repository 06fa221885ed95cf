import "server-only";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import { runAsSystem } from "@/lib/data/system";
import { authRecoveryGrants } from "@/lib/db/schema";
import { digest, isTokenShaped, newToken } from "../builtin/secrets";

// Server-side proof that a Supabase session was opened from a password-reset link. The cookie
// alone proves nothing: its token must match a live row for the same user AND the same Supabase
// session, so a value typed by hand, or copied into another session, unlocks nothing.

export interface SessionIdentity {
  userId: string;
  sessionId: string;
}

/** Records the grant and returns the token for the browser's httpOnly cookie. */
export async function createRecoveryGrant(who: SessionIdentity, ttlSeconds: number): Promise<string> {
  const token = newToken();
  await runAsSystem(async (tx) => {
    await tx.insert(authRecoveryGrants).values({
      userId: who.userId,
      sessionId: who.sessionId,
      tokenHash: digest(token),
      expiresAt: new Date(Date.now() + ttlSeconds * 1000),
    });
    // Expired grants are swept here rather than by a scheduler (they are rare: one per reset).
    await tx
      .delete(authRecoveryGrants)
      .where(lt(authRecoveryGrants.expiresAt, new Date(Date.now() - 24 * 60 * 60 * 1000)));
  });
  return token;
}

export async function hasRecoveryGrant(token: string | undefined, who: SessionIdentity): Promise<boolean> {
  if (!isTokenShaped(token)) return false;
  return runAsSystem(async (tx) => {
    const rows = await tx
      .select({ id: authRecoveryGrants.id })
      .from(authRecoveryGrants)
      .where(
        and(
          eq(authRecoveryGrants.tokenHash, digest(token)),
          eq(authRecoveryGrants.userId, who.userId),
          eq(authRecoveryGrants.sessionId, who.sessionId),
          isNull(authRecoveryGrants.usedAt),
          gt(authRecoveryGrants.expiresAt, new Date()),
        ),
      )
      .limit(1);
    return rows.length > 0;
  });
}

/** After the password changed: every open grant of the user is spent. */
export async function endRecoveryGrants(userId: string): Promise<void> {
  await runAsSystem((tx) =>
    tx
      .update(authRecoveryGrants)
      .set({ usedAt: new Date() })
      .where(and(eq(authRecoveryGrants.userId, userId), isNull(authRecoveryGrants.usedAt))),
  );
}

/** Signing out or in ends the grant the browser held. */
export async function revokeRecoveryGrant(token: string | undefined): Promise<void> {
  if (!isTokenShaped(token)) return;
  await runAsSystem((tx) =>
    tx
      .update(authRecoveryGrants)
      .set({ usedAt: new Date() })
      .where(eq(authRecoveryGrants.tokenHash, digest(token))),
  );
}
