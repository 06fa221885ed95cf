import { NextResponse, type NextRequest } from "next/server";
import { getAuth } from "@/lib/auth";
import { clearHint } from "@/lib/auth/cookies";
import { requestAuthContext } from "@/lib/auth/request-context";
import { isSameOriginRequest } from "@/lib/auth/same-origin";
import { configuredSiteOrigin } from "@/lib/env";
import { seeOther } from "@/lib/auth/see-other";
import { message } from "@/lib/i18n/messages";
import { SIGN_OUT_LANDING } from "@/components/layout/nav-links";

/**
 * Sign-out from the shell's plain form: revokes the session server-side, then home by way of
 * /mis-cupones/salir, where the phone's offline copy of the vouchers is deleted (public/sw.js).
 */
export async function POST(request: NextRequest) {
  if (!isSameOriginRequest(request.headers, configuredSiteOrigin())) {
    return new NextResponse(message("auth.errors.crossOrigin"), {
      status: 403,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  }
  const ctx = await requestAuthContext();
  await getAuth()
    .signOut(ctx)
    .catch((error: unknown) => console.error("[auth] sign-out", error));
  clearHint(ctx);
  return seeOther(SIGN_OUT_LANDING);
}

/** A GET (a typed URL, a prefetch) never signs anyone out. */
export function GET() {
  return seeOther("/");
}
