// Runs before routing on the dynamic public routes. A path whose percent-encoding is broken
// (/cupon/%ZZ) would make Next fail while decoding route params (a 500): answer 400 instead.
// The accounts work extends this file with the /perfil and /vendedor guards.
import { NextResponse, type NextRequest } from "next/server";

export function proxy(request: NextRequest) {
  try {
    decodeURIComponent(request.nextUrl.pathname);
  } catch {
    return new NextResponse("Bad Request: malformed URL encoding", { status: 400, headers: { "content-type": "text/plain; charset=utf-8" } });
  }
  return NextResponse.next();
}

export const config = {
  matcher: ["/cupon/:path*", "/categoria/:path*", "/categoria-filtrada/:path*", "/negocio/:path*", "/inicio/:path*", "/sitemaps/:path*", "/vendedor/:path*"],
};
