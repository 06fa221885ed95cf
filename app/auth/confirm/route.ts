import type { NextRequest } from "next/server";
import { getAuth } from "@/lib/auth";
import { writeHint } from "@/lib/auth/cookies";
import type { EmailLinkType } from "@/lib/auth/port";
import { requestAuthContext } from "@/lib/auth/request-context";
import { seeOther } from "@/lib/auth/see-other";

const TYPES: readonly EmailLinkType[] = ["recovery", "magiclink", "signup"];

/**
 * Where e-mail links (and the identity provider's `code`) land: the single-use token opens a
 * session, then the browser goes on — a recovery link to /reset-password, the others home.
 * A used, expired or forged link goes to /auth with a message, never to an error page.
 */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const rawType = params.get("type") ?? "magiclink";
  const type = (TYPES as readonly string[]).includes(rawType) ? (rawType as EmailLinkType) : "magiclink";
  const token = params.get("token") ?? params.get("token_hash") ?? undefined;
  const code = params.get("code") ?? undefined;
  const to = seeOther;

  const ctx = await requestAuthContext();
  const auth = getAuth();
  const result = await auth.verifyEmailLink({ token: token?.slice(0, 512), code: code?.slice(0, 512), type }, ctx).catch(() => null);
  if (!result?.ok) return to(type === "recovery" ? "/reset-password" : "/auth?enlace=invalido");
  if (result.data.recovery) return to("/reset-password");
  const session = await auth.getSession(ctx);
  if (session) writeHint(ctx, session.user);
  return to("/");
}
