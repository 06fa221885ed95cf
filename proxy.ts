// Runs before routing on the dynamic public routes.
// - A path whose percent-encoding is broken ("/cupon/%ZZ") makes Next's own parameter decoding
//   fail with a 500 before any page code runs: answered here instead (a coupon path gets the
//   coupon not-found page, other paths a plain 400).
// - A coupon id that is not a uuid goes to one placeholder id, which the page answers like any
//   unknown id ('Cupón no encontrado', 404): junk URLs share one cached 404 instead of each writing
//   an ISR cache file (a 300-character id even fails to be written: ENAMETOOLONG).
// The accounts work extends this file with the /perfil and /vendedor guards.
import { NextResponse, type NextRequest } from "next/server";
import { isUuid } from "@/lib/domain/uuid";

const PLACEHOLDER = "id-no-valido";
const COUPON_PATH = /^\/cupon\/([^/]+)(\/.*)?$/;

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (!decodes(pathname)) {
    if (pathname.startsWith("/cupon/")) return NextResponse.rewrite(new URL(`/cupon/${PLACEHOLDER}`, request.url));
    return new NextResponse("Bad Request: malformed URL encoding", { status: 400, headers: { "content-type": "text/plain; charset=utf-8" } });
  }
  const match = COUPON_PATH.exec(pathname);
  if (match && match[1] !== PLACEHOLDER && !isUuid(match[1])) {
    return NextResponse.rewrite(new URL(`/cupon/${PLACEHOLDER}${match[2] ?? ""}`, request.url));
  }
  return NextResponse.next();
}

export const config = {
  matcher: [
    "/cupon/:path*",
    "/api/cupones/:path*",
    "/categoria/:path*",
    "/categoria-filtrada/:path*",
    "/negocio/:path*",
    "/inicio/:path*",
    "/sitemaps/:path*",
    "/vendedor/:path*",
  ],
};
