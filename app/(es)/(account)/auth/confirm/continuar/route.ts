import { NextResponse, type NextRequest } from "next/server";
import { getAuth } from "@/lib/auth";
import { writeHint } from "@/lib/auth/cookies";
import { requestAuthContext } from "@/lib/auth/request-context";
import { isSameOriginRequest } from "@/lib/auth/same-origin";
import { configuredSiteOrigin } from "@/lib/env";
import { seeOther } from "@/lib/auth/see-other";
import { invalidLinkPath, parseEmailLink } from "@/lib/domain/email-link";
import { message } from "@/lib/i18n/messages";
import { requestLocale } from "@/lib/i18n/request-locale";
import { localizeHref } from "@/lib/i18n/routing";

/**
 * The confirm button of /auth/confirm: only this POST spends the single-use token and opens the
 * session (a recovery link then goes to /reset-password, the others home). A POST from another
 * site is refused, so nobody can sign a visitor into the sender's account (login CSRF). A used,
 * expired or forged link goes back with a message, never to an error page.
 */
export async function POST(request: NextRequest) {
  if (!isSameOriginRequest(request.headers, configuredSiteOrigin())) {
    return new NextResponse(message("auth.errors.crossOrigin"), {
      status: 403,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  }
  const form = await request.formData().catch(() => null);
  const { type, token, code } = parseEmailLink((name) => form?.get(name));

  // Back to the confirm page's language (/en/auth/confirm posts here too).
  const locale = await requestLocale();
  const to = (path: string) => seeOther(localizeHref(path, locale));
  const ctx = await requestAuthContext();
  const auth = getAuth();
  const result = await auth.verifyEmailLink({ token, code, type }, ctx).catch(() => null);
  if (!result?.ok) return to(invalidLinkPath(type));
  if (result.data.recovery) return to("/reset-password");
  const session = await auth.getSession(ctx);
  if (session) writeHint(ctx, session.user);
  return to("/");
}

/** A GET (a typed URL, a prefetch, a mail scanner) never spends a link. */
export async function GET() {
  return seeOther(localizeHref("/auth", await requestLocale()));
}
